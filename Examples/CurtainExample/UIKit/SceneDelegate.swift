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
    // One route per launch, from the history and why the scene opened (link, notification,
    // quick action); the splash is the same whatever the reason.
    let decision = curtain.route(with: ExampleRoute.router, reason: LaunchReason(connectionOptions))
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: ScreenFactory.screen(
        for: decision.route, feed: feed, privateViews: curtain.configuration.privateViews))
    self.window = window
    window.makeKeyAndVisible()
    // The splash windows go up now, before this scene's first frame.
    curtain.cover(windowScene)
    // The splash stays until the feed is loaded (or the deadline), then reveals the app.
    Task { await curtain.keepOnScreen { await feed.load() } }
  }
}
