import Foundation

/// What a launch carries, as iOS gives it, without UIKit: a scene's connection options
/// (`UIScene.ConnectionOptions`) or an app's launch options, reduced to values. ``LaunchReason``
/// reads it (``LaunchReason/init(_:)``).
public struct LaunchSources: Hashable, Sendable {
  /// The tapped notification's string values (`notificationResponse`'s `userInfo`), if the
  /// launch came from a notification.
  public var notificationPayload: [String: String]?
  /// The URLs to open (`urlContexts`, a set: in no particular order).
  public var urls: [URL]
  /// The Home Screen quick action's `type` (`shortcutItem`).
  public var shortcutType: String?
  /// The user activities available at connection (`userActivities`, a set: in no particular
  /// order; Spotlight, universal links, another scene's activity).
  public var userActivities: [UserActivitySource]
  /// The type of a Handoff activity (`handoffUserActivityType`): at connection UIKit gives only
  /// its type, the activity itself comes later.
  public var handoffActivityType: String?

  /// Describes a launch's sources; by default none (a launch from the icon).
  public init(
    notificationPayload: [String: String]? = nil, urls: [URL] = [], shortcutType: String? = nil,
    userActivities: [UserActivitySource] = [], handoffActivityType: String? = nil
  ) {
    self.notificationPayload = notificationPayload
    self.urls = urls
    self.shortcutType = shortcutType
    self.userActivities = userActivities
    self.handoffActivityType = handoffActivityType
  }

  /// A notification's `userInfo` as routing reads it: its string keys with string values (a
  /// nested dictionary, a number or a non-string key is left out).
  public static func payload(of userInfo: [AnyHashable: Any]) -> [String: String] {
    var values: [String: String] = [:]
    for case (let key as String, let value as String) in userInfo { values[key] = value }
    return values
  }
}

/// One user activity of a launch, as routing reads it (`NSUserActivity` without Foundation's
/// class).
public struct UserActivitySource: Hashable, Sendable {
  /// The activity's `activityType`.
  public var type: String
  /// The activity's `webpageURL`.
  public var webpageURL: URL?

  /// Describes an activity.
  public init(type: String, webpageURL: URL? = nil) {
    self.type = type
    self.webpageURL = webpageURL
  }
}
