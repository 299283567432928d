import Foundation

/// A launch-history store in `UserDefaults` (the Apple platforms' choice): one data value under
/// one key, written in a single `set` so it is replaced whole.
public final class UserDefaultsLaunchHistoryStore: LaunchHistoryStore, @unchecked Sendable {
  /// The key used when none is given.
  public static let defaultKey = "dev.curtain.launchHistory"

  private let defaults: UserDefaults
  private let key: String

  /// Creates a store in `defaults` under `key`.
  ///
  /// `UserDefaults` is thread-safe, which makes this store safe to share.
  public init(defaults: UserDefaults, key: String = UserDefaultsLaunchHistoryStore.defaultKey) {
    self.defaults = defaults
    self.key = key
  }

  /// Reads the stored history; a value of another type reads as corrupt.
  public func read() -> LaunchHistoryRead {
    guard let value = defaults.object(forKey: key) else { return .firstLaunch(.missing) }
    guard let data = value as? Data else {
      return .firstLaunch(.corrupt("\(key) holds \(type(of: value)), not data"))
    }
    return LaunchHistoryCoding.decode(data)
  }

  /// Replaces the stored history.
  public func write(_ history: LaunchHistory) throws {
    defaults.set(try LaunchHistoryCoding.encode(history), forKey: key)
  }
}
