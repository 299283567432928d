import Foundation

extension LaunchReason {
  /// The reason for a launch that carries these sources (iOS's scene connection options or
  /// launch options, reduced to values).
  ///
  /// When several are present the most deliberate act wins: a notification the person tapped,
  /// then a URL that was opened, then a Home Screen quick action, then a user activity (Handoff,
  /// Spotlight); with none it is a normal launch.
  ///
  /// - Parameters:
  ///   - notificationPayload: the tapped notification's string values, if the launch came
  ///     from one.
  ///   - urls: the URLs the launch opens (the first is used).
  ///   - shortcutType: the quick action's `type`.
  ///   - userActivity: the activity's type and web page URL.
  public init(
    notificationPayload: [String: String]? = nil, urls: [URL] = [], shortcutType: String? = nil,
    userActivity: (type: String, url: URL?)? = nil
  ) {
    if let notificationPayload {
      self = .notification(payload: notificationPayload)
    } else if let url = urls.first {
      self = .url(url)
    } else if let shortcutType {
      self = .shortcut(type: shortcutType)
    } else if let userActivity {
      self = .userActivity(type: userActivity.type, url: userActivity.url)
    } else {
      self = .normal
    }
  }
}
