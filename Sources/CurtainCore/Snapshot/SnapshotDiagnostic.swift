/// Something wrong found in the cache's files, reported and then cleaned up, never thrown at a
/// launch: the launch goes on without the snapshot.
public enum SnapshotDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// The index file is not a valid index; every entry is dropped.
  case indexUnreadable(path: String, reason: String)
  /// The index file exists but cannot be read now (file protection on a locked device); it is
  /// kept and read again at the next call.
  case indexUnavailable(path: String, reason: String)
  /// The index was written by a newer format; every entry is dropped.
  case indexFormatUnsupported(path: String, formatVersion: Int)
  /// The index names an image file that does not exist; the entry is dropped.
  case imageMissing(path: String, reason: String)
  /// The index names an image file that exists but cannot be read now (file protection on a
  /// locked device); the entry is kept.
  case imageUnreadable(path: String, reason: String)
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
    case .indexUnavailable(let path, let reason):
      return "Snapshot index \(path) cannot be read now (\(reason)); snapshots kept."
    case .indexFormatUnsupported(let path, let version):
      return "Snapshot index \(path) has format \(version), newer than this build reads; "
        + "all snapshots dropped."
    case .imageMissing(let path, let reason):
      return "Snapshot image \(path) is missing (\(reason)); entry dropped."
    case .imageUnreadable(let path, let reason):
      return "Snapshot image \(path) cannot be read now (\(reason)); entry kept."
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
