import Curtain
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // Reads the launch history and records this launch; the splash itself is per scene.
    _ = ExampleLaunch.curtain
    #if DEBUG
      // "I changed my launch screen and still see the old one": uncomment once, relaunch twice.
      // try? LaunchScreenCache.clearForThisApp()
    #endif
    return true
  }
}
