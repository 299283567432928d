/// Why a stored launch history could not be used, so the launch counts as a first launch.
public enum LaunchHistoryDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Nothing was stored yet (a fresh install, or the store was cleared).
  case missing
  /// The stored bytes could not be read (a file-system error, named).
  case unreadable(String)
  /// The stored bytes are not a launch history: garbage, a truncated write or a wrong shape.
  case corrupt(String)
  /// The history was written by a schema this version does not know.
  case unsupportedSchema(found: Int, expected: Int)

  /// A sentence for logs.
  public var description: String {
    switch self {
    case .missing: "no launch history stored; treating this launch as the first"
    case .unreadable(let reason):
      "launch history unreadable (\(reason)); treating this launch as the first"
    case .corrupt(let reason):
      "launch history corrupt (\(reason)); treating this launch as the first"
    case .unsupportedSchema(let found, let expected):
      "launch history has schema version \(found), expected \(expected); "
        + "treating this launch as the first"
    }
  }
}

/// The result of reading a launch history: the history to use, and why it is empty if it is.
public struct LaunchHistoryRead: Hashable, Sendable {
  /// The history; `LaunchHistory.empty` when nothing usable was stored.
  public var history: LaunchHistory
  /// Set when the stored history was missing or unusable.
  public var diagnostic: LaunchHistoryDiagnostic?

  /// Creates a read result.
  public init(history: LaunchHistory, diagnostic: LaunchHistoryDiagnostic? = nil) {
    self.history = history
    self.diagnostic = diagnostic
  }

  /// A read that found nothing usable, for `reason`.
  public static func firstLaunch(_ reason: LaunchHistoryDiagnostic) -> LaunchHistoryRead {
    LaunchHistoryRead(history: .empty, diagnostic: reason)
  }
}
