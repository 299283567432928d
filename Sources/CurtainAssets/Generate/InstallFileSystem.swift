import Foundation

/// What is at a path, symbolic links not followed.
public enum InstallItemKind: Hashable, Sendable {
  /// Nothing.
  case none
  /// A regular file (or anything that is not a folder or a link).
  case file
  /// A folder.
  case directory
  /// A symbolic link (to anything, or dangling).
  case symbolicLink
}

/// The file operations `curtain generate` writes through, injected so tests can break any one of
/// them (see ``OutputInstaller``).
///
/// Every change goes through `write`, `createDirectory`, `move`, `copy` or `remove`; reads never
/// change anything.
public protocol InstallFileSystem: Sendable {
  /// What is at `url`, links not followed.
  func kind(at url: URL) -> InstallItemKind
  /// The path `url` names with every symbolic link resolved (the path itself when none).
  func resolvingLinks(_ url: URL) -> URL
  /// The bytes of the file at `url`.
  func contents(of url: URL) throws -> Data
  /// The names in the folder at `url`.
  func names(in url: URL) throws -> [String]
  /// Creates a new file at `url` holding `data`, flushed to disk.
  func write(_ data: Data, to url: URL) throws
  /// Creates the folder at `url` and its parents.
  func createDirectory(at url: URL) throws
  /// Renames `source` to `destination` (rename(2): a file at `destination` is replaced).
  func move(_ source: URL, to destination: URL) throws
  /// Copies the file or link at `source` to `destination`.
  func copy(_ source: URL, to destination: URL) throws
  /// Removes the item at `url`, folders with their contents; nothing there is not an error.
  func remove(_ url: URL) throws
}

/// A failed file operation, naming the operation, the path and the system's reason.
public struct InstallFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// "write", "rename", "remove", ...
  public var operation: String
  /// The path.
  public var path: String
  /// The system's reason.
  public var reason: String

  /// Creates an error.
  public init(operation: String, path: String, reason: String) {
    self.operation = operation
    self.path = path
    self.reason = reason
  }

  /// "cannot rename '/a/b': Permission denied".
  public var description: String { "cannot \(operation) '\(path)': \(reason)" }
}

/// The real file system.
public struct LocalInstallFileSystem: InstallFileSystem {
  /// Creates the file system.
  public init() {}

  /// `lstat`'s answer.
  public func kind(at url: URL) -> InstallItemKind {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return .none }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    default: return .file
    }
  }

  /// `realpath(3)` of the path, or of its folder when the item does not exist yet.
  public func resolvingLinks(_ url: URL) -> URL {
    if let resolved = realpath(url.path, nil) {
      defer { free(resolved) }
      return URL(fileURLWithPath: String(cString: resolved))
    }
    let parent = url.deletingLastPathComponent()
    guard parent.path != url.path, parent.path != "/" else { return url }
    return resolvingLinks(parent).appendingPathComponent(url.lastPathComponent)
  }

  /// Reads the file.
  public func contents(of url: URL) throws -> Data {
    do { return try Data(contentsOf: url) } catch {
      throw InstallFileError(operation: "read", path: url.path, reason: Self.reason(error))
    }
  }

  /// Lists the folder, sorted.
  public func names(in url: URL) throws -> [String] {
    do { return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() } catch {
      throw InstallFileError(operation: "list", path: url.path, reason: Self.reason(error))
    }
  }

  /// `open(O_CREAT | O_EXCL)`, `write`, `fsync`.
  public func write(_ data: Data, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw Self.failure("create", url) }
    defer { close(descriptor) }
    try data.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let result = Foundation.write(
          descriptor, buffer.baseAddress?.advanced(by: written), buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          throw Self.failure("write", url)
        }
        written += result
      }
    }
    guard fsync(descriptor) == 0 else { throw Self.failure("flush", url) }
  }

  /// `FileManager.createDirectory` with intermediate folders.
  public func createDirectory(at url: URL) throws {
    do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch
    {
      throw InstallFileError(operation: "create folder", path: url.path, reason: Self.reason(error))
    }
  }

  /// `rename(2)`.
  public func move(_ source: URL, to destination: URL) throws {
    guard rename(source.path, destination.path) == 0 else {
      throw Self.failure("rename", source, to: destination)
    }
  }

  /// `FileManager.copyItem` (a link is copied as a link).
  public func copy(_ source: URL, to destination: URL) throws {
    do { try FileManager.default.copyItem(at: source, to: destination) } catch {
      throw InstallFileError(operation: "copy", path: source.path, reason: Self.reason(error))
    }
  }

  /// `FileManager.removeItem`, when something is there.
  public func remove(_ url: URL) throws {
    guard kind(at: url) != .none else { return }
    do { try FileManager.default.removeItem(at: url) } catch {
      throw InstallFileError(operation: "remove", path: url.path, reason: Self.reason(error))
    }
  }

  private static func failure(_ operation: String, _ url: URL, to destination: URL? = nil)
    -> InstallFileError
  {
    let reason = String(cString: strerror(errno))
    let path = destination.map { "\(url.path)' to '\($0.path)" } ?? url.path
    return InstallFileError(operation: operation, path: path, reason: reason)
  }

  private static func reason(_ error: Error) -> String {
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return error.localizedDescription
  }
}
