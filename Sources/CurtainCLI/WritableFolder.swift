import CurtainAssets
import CurtainCore
import Foundation

/// Plain-words reasons why an output cannot be written, checked before the work where possible,
/// instead of a Foundation error's domain and code.
enum WritableFolder {
  /// Why `file` cannot be created or replaced (its folder missing, not a folder, or not
  /// writable), or nil when it can as far as the file system says.
  static func problem(writing file: URL) -> String? {
    let folder = file.deletingLastPathComponent()
    return existingAncestorProblem(folder)
  }

  /// Creates `folder` (and its parents); nil on success, else why it failed.
  static func problem(creating folder: URL) -> String? {
    if let problem = existingAncestorProblem(folder) { return problem }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return FileManager.default.isWritableFile(atPath: folder.path)
        ? nil : "the folder \(folder.path) is not writable"
    } catch {
      return reason(error)
    }
  }

  /// A short reason for a file-system error: "permission denied", "no space left", ….
  static func reason(_ error: any Error) -> String {
    if let cocoa = error as? CocoaError {
      switch cocoa.code {
      case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
      case .fileWriteOutOfSpace: return "no space left on the disk"
      case .fileWriteVolumeReadOnly: return "the volume is read-only"
      case .fileNoSuchFile, .fileReadNoSuchFile: return "a folder on the path does not exist"
      case .fileWriteFileExists: return "a file is in the way of the folder"
      default: break
      }
    }
    if let posix = error as? POSIXError {
      return String(cString: strerror(posix.code.rawValue)).lowercased()
    }
    // Foundation wraps the system's reason (ENOTDIR, EACCES, …) as the underlying error.
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    return (error as NSError).localizedFailureReason ?? error.localizedDescription
  }

  /// The nearest item that exists at or above `folder` (``OutputTarget``'s reading, judged by
  /// `OutputRule`): it must be a writable folder.
  private static func existingAncestorProblem(_ folder: URL) -> String? {
    guard let ancestor = OutputTarget.nearestExisting(atOrAbove: folder) else { return nil }
    if let blocker = OutputRule.blocker(ancestor) {
      return "\(blocker.path) is a file, not a folder"
    }
    return FileManager.default.isWritableFile(atPath: ancestor.url.path)
      ? nil : "the folder \(ancestor.url.path) is not writable (permission denied)"
  }
}
