/// Something wrong found in the cache's files, reported and then cleaned up, never thrown at a
/// launch: the launch goes on without the snapshot.
public enum SnapshotDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// The index file exists but is not a valid index; every entry is dropped.
  case indexUnreadable(path: String, reason: String)
  /// The index was written by a newer format; every entry is dropped.
  case indexFormatUnsupported(path: String, formatVersion: Int)
  /// The index names an image file that cannot be read; the entry is dropped.
  case imageMissing(path: String, reason: String)
  /// The image file's size differs from the index's (a truncated file); the entry is dropped.
  case imageSizeMismatch(path: String, expected: Int, actual: Int)
  /// The image file's CRC-32 differs from the index's; the entry is dropped.
  case checksumMismatch(path: String, expected: UInt32, actual: UInt32)
  /// A file that should go could not be removed; it is tried again at the next save.
  case cleanupFailed(path: String, reason: String)

  /// A sentence naming the file and the problem.
  public var description: String {
    switch self {
    case .indexUnreadable(let path, let reason):
      return "Snapshot index \(path) is unreadable (\(reason)); all snapshots dropped."
    case .indexFormatUnsupported(let path, let version):
      return "Snapshot index \(path) has format \(version), newer than this build reads; "
        + "all snapshots dropped."
    case .imageMissing(let path, let reason):
      return "Snapshot image \(path) cannot be read (\(reason)); entry dropped."
    case .imageSizeMismatch(let path, let expected, let actual):
      return "Snapshot image \(path) has \(actual) bytes, the index says \(expected); "
        + "entry dropped."
    case .checksumMismatch(let path, let expected, let actual):
      return "Snapshot image \(path) has CRC-32 \(hex(actual)), the index says "
        + "\(hex(expected)); entry dropped."
    case .cleanupFailed(let path, let reason):
      return "Could not remove \(path) (\(reason)); will retry at the next save."
    }
  }
}

private func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16)
  return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
