#if canImport(UIKit)
  import CurtainCore
  import Foundation

  /// Writes snapshot bytes the way the design asks for on Apple platforms: atomically, with
  /// complete file protection (unreadable while the device is locked), and excluded from
  /// iCloud and iTunes backups (a snapshot is a cache, and may show private state).
  public struct ProtectedFileWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Writes `data` to `url` with the core's one durable write (`DurableFileSystem`: temp
    /// file, flush, rename, flush of the folder) and marks the file.
    ///
    /// - Throws: the file system's error; the previous file is left intact on failure.
    public func write(_ data: Data, to url: URL) throws {
      try DurableFileSystem().writeDurably(data, to: url)
      try protect(url)
    }

    /// Gives an existing file complete protection and excludes it from backup (for files the
    /// core's snapshot cache wrote itself).
    ///
    /// - Throws: the file system's error.
    public func protect(_ url: URL) throws {
      try FileManager.default.setAttributes(
        [.protectionKey: FileProtectionType.complete], ofItemAtPath: url.path)
      var values = URLResourceValues()
      values.isExcludedFromBackup = true
      var marked = url
      try marked.setResourceValues(values)
    }
  }
#endif
