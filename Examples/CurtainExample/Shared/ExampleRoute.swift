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
