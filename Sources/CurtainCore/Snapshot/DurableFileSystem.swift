import Foundation

/// The real file system, with writes that survive a crash: each file is written to a temp file
/// beside it, flushed (`fsync`; `F_FULLFSYNC` on Apple platforms, which also empties the drive's
/// cache), renamed over the old one, and the directory is flushed so the rename itself is kept.
public struct DurableFileSystem: SnapshotFileSystem {
  /// Creates the file system.
  public init() {}

  /// Reads the file with one `Data(contentsOf:)`; nil if it does not exist.
  public func contents(of url: URL) throws -> Data? {
    do {
      return try Data(contentsOf: url)
    } catch CocoaError.fileReadNoSuchFile {
      return nil
    } catch {
      throw SnapshotFileError(operation: "read", path: url.path, reason: "\(error)")
    }
  }

  /// Writes `<name>.tmp`, flushes it, renames it to `url` and flushes the directory.
  public func writeDurably(_ data: Data, to url: URL) throws {
    let temp = url.path + ".tmp"
    let descriptor = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { throw Self.failure("open", temp) }
    do {
      try data.withUnsafeBytes { buffer in
        var written = 0
        while written < buffer.count {
          let result = write(
            descriptor, buffer.baseAddress?.advanced(by: written), buffer.count - written)
          if result < 0 {
            if errno == EINTR { continue }
            throw Self.failure("write", temp)
          }
          written += result
        }
      }
      guard Self.flush(descriptor) else { throw Self.failure("fsync", temp) }
    } catch {
      close(descriptor)
      unlink(temp)
      throw error
    }
    close(descriptor)
    guard rename(temp, url.path) == 0 else {
      let failure = Self.failure("rename", temp)
      unlink(temp)
      throw failure
    }
    let directory = url.deletingLastPathComponent().path
    let directoryDescriptor = open(directory, O_RDONLY)
    guard directoryDescriptor >= 0 else { throw Self.failure("open", directory) }
    defer { close(directoryDescriptor) }
    guard fsync(directoryDescriptor) == 0 else { throw Self.failure("fsync", directory) }
  }

  /// Unlinks the file; a missing file is not an error.
  public func removeFile(at url: URL) throws {
    guard unlink(url.path) == 0 || errno == ENOENT else { throw Self.failure("remove", url.path) }
  }

  /// Lists the directory with `FileManager`; a missing directory lists as empty.
  public func fileNames(in url: URL) throws -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: url.path)
    } catch CocoaError.fileReadNoSuchFile {
      return []
    } catch {
      throw SnapshotFileError(operation: "list", path: url.path, reason: "\(error)")
    }
  }

  /// Creates the directory with `FileManager`, with intermediate directories.
  public func createDirectory(at url: URL) throws {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw SnapshotFileError(operation: "create directory", path: url.path, reason: "\(error)")
    }
  }

  /// Sets the data-protection class (iOS, tvOS, watchOS, visionOS) and the backup exclusion
  /// (Apple platforms); Linux has neither, and nothing is done there.
  public func setAttributes(_ attributes: SnapshotFileAttributes, of url: URL) throws {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      let protection: FileProtectionType
      switch attributes.protection {
      case .complete: protection = .complete
      case .completeUnlessOpen: protection = .completeUnlessOpen
      case .completeUntilFirstUserAuthentication:
        protection = .completeUntilFirstUserAuthentication
      }
      do {
        try FileManager.default.setAttributes(
          [.protectionKey: protection], ofItemAtPath: url.path)
      } catch {
        throw SnapshotFileError(operation: "protect", path: url.path, reason: "\(error)")
      }
    #endif
    #if canImport(Darwin)
      var values = URLResourceValues()
      values.isExcludedFromBackup = attributes.excludedFromBackup
      var marked = url
      do {
        try marked.setResourceValues(values)
      } catch {
        throw SnapshotFileError(
          operation: "exclude from backup", path: url.path, reason: "\(error)")
      }
    #endif
  }

  private static func flush(_ descriptor: Int32) -> Bool {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
    #endif
    return fsync(descriptor) == 0
  }

  private static func failure(_ operation: String, _ path: String) -> SnapshotFileError {
    SnapshotFileError(
      operation: operation, path: path, reason: String(cString: strerror(errno)))
  }
}
