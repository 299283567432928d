/// Where the launch history lives between launches.
///
/// Reading never fails: missing or unusable data reads as a first launch with a diagnostic.
/// Implementations: `UserDefaultsLaunchHistoryStore` (Apple platforms),
/// `JSONFileLaunchHistoryStore` (elsewhere) and `InMemoryLaunchHistoryStore` (tests).
public protocol LaunchHistoryStore: Sendable {
  /// Reads the stored history, or an empty one with the reason it is empty.
  func read() -> LaunchHistoryRead
  /// Replaces the stored history; after a failure the previous history is still intact.
  ///
  /// - Throws: The underlying storage error.
  func write(_ history: LaunchHistory) throws
}
