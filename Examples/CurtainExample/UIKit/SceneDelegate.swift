import Curtain
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let feed = FeedModel()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let curtain = ExampleLaunch.curtain
    // One route per scene connection, from the history and why this scene opened (link,
    // notification, quick action): a second iPad window is not sent to onboarding again. The
    // splash is the same whatever the reason.
    let decision = curtain.route(
      with: ExampleRoute.router, for: windowScene, options: connectionOptions)
    ExampleLaunch.routes[ObjectIdentifier(windowScene)] = decision.route
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: ScreenFactory.screen(
        for: decision.route, feed: feed, privateViews: curtain.configuration.privateViews))
    self.window = window
    window.makeKeyAndVisible()
    // The splash windows go up now, before this scene's first frame.
    curtain.cover(windowScene)
    // A text field on the first screen takes the keyboard only once this scene's splash is
    // gone: raised earlier, the keyboard would slide up over the splash.
    let composer = (window.rootViewController as? UINavigationController)?.topViewController
    curtain.splashFinished(in: windowScene).onFinished { [weak composer] in
      (composer as? ComposeViewController)?.focus()
      print("Curtain: splash gone in this scene")
    }
    // This scene's splash stays until its feed is loaded (or the deadline), then reveals it;
    // another window of the app (iPad) waits for its own feed.
    let feed = feed
    Task { [weak windowScene] in
      await feed.load()
      if let windowScene { curtain.ready(windowScene) }
    }
  }
}
