import Foundation

extension LaunchReason {
  /// The reason for a launch that carries `sources`.
  ///
  /// When several are present the most deliberate act wins: a notification the person tapped,
  /// then a URL that was opened, then a Home Screen quick action, then a user activity
  /// (Spotlight, a universal link), then a Handoff activity's type; with none it is a normal
  /// launch. UIKit gives URLs and activities as sets, in no fixed order, so when there are several
  /// the pick does not depend on it: the URL with the smallest `absoluteString`; an activity with
  /// a web page before one without, then the smallest type, then the smallest web page.
  public init(_ sources: LaunchSources) {
    if let payload = sources.notificationPayload {
      self = .notification(payload: payload)
    } else if let url = sources.urls.min(by: { $0.absoluteString < $1.absoluteString }) {
      self = .url(url)
    } else if let type = sources.shortcutType {
      self = .shortcut(type: type)
    } else if let activity = sources.userActivities.min(by: Self.activityFirst) {
      self = .userActivity(type: activity.type, url: activity.webpageURL)
    } else if let type = sources.handoffActivityType {
      self = .userActivity(type: type, url: nil)
    } else {
      self = .normal
    }
  }

  /// Whether `a` wins over `b` among several activities.
  private static func activityFirst(_ a: UserActivitySource, _ b: UserActivitySource) -> Bool {
    let keyA = (a.webpageURL == nil ? 1 : 0, a.type, a.webpageURL?.absoluteString ?? "")
    let keyB = (b.webpageURL == nil ? 1 : 0, b.type, b.webpageURL?.absoluteString ?? "")
    return keyA < keyB
  }

  /// The reason for a launch that carries these sources (``init(_:)`` with one activity).
  ///
  /// - Parameters:
  ///   - notificationPayload: the tapped notification's string values, if the launch came
  ///     from one.
  ///   - urls: the URLs the launch opens.
  ///   - shortcutType: the quick action's `type`.
  ///   - userActivity: the activity's type and web page URL.
  public init(
    notificationPayload: [String: String]? = nil, urls: [URL] = [], shortcutType: String? = nil,
    userActivity: (type: String, url: URL?)? = nil
  ) {
    self.init(
      LaunchSources(
        notificationPayload: notificationPayload, urls: urls, shortcutType: shortcutType,
        userActivities: userActivity.map { [UserActivitySource(type: $0.type, webpageURL: $0.url)] }
          ?? []))
  }
}
