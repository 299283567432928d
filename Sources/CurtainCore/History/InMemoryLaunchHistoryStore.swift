import Foundation

/// A launch-history store in memory, for tests and previews. It keeps the encoded bytes, so it
/// goes through the same coding (and the same corruption handling) as the persistent stores.
public final class InMemoryLaunchHistoryStore: LaunchHistoryStore, @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?

  /// Creates a store holding `data` (`nil`: nothing stored).
  public init(data: Data? = nil) {
    self.data = data
  }

  /// Creates a store holding `history`.
  ///
  /// - Throws: `EncodingError` for a history that cannot be encoded.
  public convenience init(history: LaunchHistory) throws {
    self.init(data: try LaunchHistoryCoding.encode(history))
  }

  /// The stored bytes, as the persistent stores would hold them.
  public var storedData: Data? {
    lock.withLock { data }
  }

  /// Replaces the stored bytes as they are, to simulate a torn or foreign write in tests.
  public func replaceStoredData(_ newData: Data?) {
    lock.withLock { data = newData }
  }

  /// Reads the stored history.
  public func read() -> LaunchHistoryRead {
    guard let data = storedData else { return .firstLaunch(.missing) }
    return LaunchHistoryCoding.decode(data)
  }

  /// Replaces the stored history.
  public func write(_ history: LaunchHistory) throws {
    let encoded = try LaunchHistoryCoding.encode(history)
    lock.withLock { data = encoded }
  }
}
