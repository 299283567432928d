import Foundation

/// Why the app was launched: the system's launch options, reduced to what routing needs.
public enum LaunchReason: Hashable, Sendable {
  /// The person tapped the icon (or the app was relaunched by the system).
  case normal
  /// The person tapped a notification; `payload` holds its string values (for example the
  /// `userInfo` keys the app put in it).
  case notification(payload: [String: String])
  /// The app was opened with a URL (custom scheme or universal link).
  case url(URL)
  /// A Home Screen quick action, by its `type`.
  case shortcut(type: String)
  /// Handoff, Spotlight or a universal link delivered as an `NSUserActivity`.
  case userActivity(type: String, url: URL?)

  /// The URL this launch points at, if any: the URL itself, a user activity's web page, or a
  /// notification payload's `url` value.
  public var deepLink: URL? {
    switch self {
    case .normal, .shortcut: nil
    case .url(let url): url
    case .userActivity(_, let url): url
    case .notification(let payload): payload["url"].flatMap(URL.init(string:))
    }
  }
}
