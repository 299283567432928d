/// How this launch relates to the previous one, told apart by the launch history.
public enum LaunchKind: Hashable, Sendable, Codable {
  /// No launch was ever recorded (a fresh install, or history that was missing or corrupt).
  case firstLaunch
  /// The app version is newer than the one that ran last.
  case update(from: String, to: String)
  /// The app version is older than the one that ran last (a TestFlight or backup restore).
  case downgrade(from: String, to: String)
  /// The same version ran last time.
  case sameVersion

  /// The kind of a launch of `version` after a launch of `previous` (`nil`: none recorded).
  public init(previous: String?, current version: String) {
    guard let previous else {
      self = .firstLaunch
      return
    }
    let old = AppVersion(previous)
    let new = AppVersion(version)
    if new > old {
      self = .update(from: previous, to: version)
    } else if new < old {
      self = .downgrade(from: previous, to: version)
    } else {
      self = .sameVersion
    }
  }

  /// Whether this launch is the first of a version newer than any run before it: the first
  /// launch or an update.
  public var isNewVersion: Bool {
    switch self {
    case .firstLaunch, .update: true
    case .downgrade, .sameVersion: false
    }
  }
}
