import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A launch-history store in one JSON file, written atomically: the bytes go to a temporary file
/// in the same folder, are flushed to disk (`fsync`), then renamed over the old file. A reader
/// therefore sees the old history or the new one, never a torn file.
public final class JSONFileLaunchHistoryStore: LaunchHistoryStore, @unchecked Sendable {
  /// The file name used when none is given.
  public static let defaultFileName = "launch-history.json"

  /// The history file.
  public let fileURL: URL
  private let fileManager: FileManager

  /// Creates a store for `fileName` in `directory`; the folder is created on the first write.
  public init(
    directory: URL, fileName: String = JSONFileLaunchHistoryStore.defaultFileName,
    fileManager: FileManager = .default
  ) {
    self.fileURL = directory.appendingPathComponent(fileName, isDirectory: false)
    self.fileManager = fileManager
  }

  /// Reads the history file; missing, unreadable, truncated or foreign files read as a first
  /// launch with a diagnostic naming the file.
  public func read() -> LaunchHistoryRead {
    guard fileManager.fileExists(atPath: fileURL.path) else { return .firstLaunch(.missing) }
    guard let data = fileManager.contents(atPath: fileURL.path) else {
      return .firstLaunch(.unreadable("cannot read \(fileURL.path)"))
    }
    var read = LaunchHistoryCoding.decode(data)
    if case .corrupt(let reason) = read.diagnostic {
      read.diagnostic = .corrupt("\(fileURL.path): \(reason)")
    }
    return read
  }

  /// Writes the history atomically (temporary file, `fsync`, rename, `fsync` of the folder).
  ///
  /// - Throws: `CocoaError` or `POSIXError` naming the failing step; the old file is intact.
  public func write(_ history: LaunchHistory) throws {
    let data = try LaunchHistoryCoding.encode(history)
    let directory = fileURL.deletingLastPathComponent()
    try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(
      ".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp", isDirectory: false)
    guard fileManager.createFile(atPath: temporary.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
    }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      do {
        try handle.write(contentsOf: data)
        try handle.synchronize()
        try handle.close()
      } catch {
        try? handle.close()
        throw error
      }
      guard rename(temporary.path, fileURL.path) == 0 else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
    } catch {
      try? fileManager.removeItem(at: temporary)
      throw error
    }
    Self.synchronizeDirectory(directory)
  }

  /// Flushes the folder entry so the rename itself survives a power loss (best effort).
  private static func synchronizeDirectory(_ directory: URL) {
    let descriptor = open(directory.path, O_RDONLY)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }
}
