import Foundation

/// The file operations the snapshot cache needs, injected so tests can observe or break them.
///
/// `writeDurably` is the only way the cache writes: a crash at any instant must leave either the
/// previous file or the complete new one at `url`, never a part of either.
public protocol SnapshotFileSystem: Sendable {
  /// The whole contents of the file at `url`, or nil if there is no such file; throws if it
  /// exists but cannot be read.
  func contents(of url: URL) throws -> Data?

  /// Replaces the file at `url` with `data`: temp file beside it, flushed to disk, renamed over.
  func writeDurably(_ data: Data, to url: URL) throws

  /// Removes the file at `url`; succeeds if it is already gone.
  func removeFile(at url: URL) throws

  /// The names of the entries in the directory at `url` (empty if it does not exist).
  func fileNames(in url: URL) throws -> [String]

  /// Creates the directory at `url` and its parents; succeeds if it exists.
  func createDirectory(at url: URL) throws

  /// Gives the file or directory at `url` `attributes` (data protection, backup exclusion);
  /// a directory's protection class is inherited by the files created in it afterwards.
  func setAttributes(_ attributes: SnapshotFileAttributes, of url: URL) throws
}

extension SnapshotFileSystem {
  /// Does nothing: for file systems without data protection or backups (test doubles).
  public func setAttributes(_ attributes: SnapshotFileAttributes, of url: URL) throws {}
}

/// A failed file operation, naming the operation, the file and the system's reason.
public struct SnapshotFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being done: "open", "write", "fsync", "rename", "remove", "list", "read".
  public var operation: String
  /// The file's path.
  public var path: String
  /// The system's explanation (from `errno` or Foundation).
  public var reason: String

  /// Creates an error.
  public init(operation: String, path: String, reason: String) {
    self.operation = operation
    self.path = path
    self.reason = reason
  }

  /// "Could not rename /path/index.json.tmp: No space left on device".
  public var description: String { "Could not \(operation) \(path): \(reason)" }
}
