import Curtain
import Foundation

/// Where the example app opens: decided once per launch by Curtain's router.
enum ExampleRoute: Hashable, Sendable {
  /// The very first launch: a short introduction.
  case onboarding
  /// The first launch of a new version.
  case whatsNew
  /// A chirp opened from a link (`chirp://item/42`) or a notification (`url` in its payload).
  case item(String)
  /// A new chirp, from the Home Screen quick action.
  case compose
  /// Every other launch.
  case home

  /// The name of the route's screen, which snapshots are filed under
  /// (`LaunchCurtainConfiguration.firstScreen`).
  var screenName: String {
    switch self {
    case .onboarding: "onboarding"
    case .whatsNew: "whatsNew"
    case .item(let id): "item/\(id)"
    case .compose: "compose"
    case .home: SnapshotKey.firstScreen
    }
  }

  /// The rules, in order; the first that matches wins. No if-else in a splash view controller
  /// (seed 002), and a launch from a link gets the same splash as any other (seed 001).
  static let router = LaunchRouter<ExampleRoute>(
    rules: [
      .firstLaunch(.onboarding),
      .newVersion(.whatsNew),
      .deepLink { url in url.host == "item" ? .item(url.lastPathComponent) : nil },
      .shortcut { type in type == "compose" ? .compose : nil },
    ],
    fallback: .home)
}
