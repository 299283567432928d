import Curtain
import SwiftUI

@main
@MainActor
struct ChirpApp: App {
  @UIApplicationDelegateAdaptor(ChirpAppDelegate.self) private var appDelegate

  var body: some Scene {
    WindowGroup {
      // Puts the curtain in the environment; the scene delegate below already covered the
      // scene before its first frame, so this finds that splash rather than making another.
      RootView().launchCurtain(ExampleLaunch.curtain)
    }
  }
}

/// Gives every scene Curtain's scene delegate, so the splash is installed in
/// `scene(_:willConnectTo:options:)`, before the first frame, as in a UIKit app.
final class ChirpAppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting session: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
    configuration.delegateClass = CoveringSceneDelegate.self
    return configuration
  }
}

/// Covers each scene as it connects and keeps why it opened, for routing.
final class CoveringSceneDelegate: NSObject, UIWindowSceneDelegate {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    LaunchState.reason = LaunchReason(connectionOptions)
    let curtain = ExampleLaunch.curtain
    ExampleLaunch.routes[ObjectIdentifier(windowScene)] =
      curtain.route(with: ExampleRoute.router, for: windowScene, options: connectionOptions).route
    curtain.cover(windowScene)
  }
}

/// Why the first scene opened.
@MainActor enum LaunchState {
  static var reason = LaunchReason.normal
}
