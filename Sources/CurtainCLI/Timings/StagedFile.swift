import Foundation

/// A file written in pieces beside its destination (a hidden name in the same folder) and moved
/// into place only once complete: a failure or a kill never leaves half a file at the
/// destination.
final class StagedFile {
  private let destination: URL
  private let staging: URL
  private let handle: FileHandle
  private let option: String

  /// Opens the staging file for `destination` (`option` names the flag in errors).
  init(destination path: String, option: String) throws {
    self.option = option
    destination = URL(fileURLWithPath: path)
    let folder = destination.deletingLastPathComponent()
    if let problem = WritableFolder.problem(writing: destination) {
      throw TimingsError(
        description: "\(option): cannot write '\(path)' (\(problem)); choose a writable path")
    }
    staging = folder.appendingPathComponent(
      ".\(destination.lastPathComponent).\(UUID().uuidString).partial")
    guard FileManager.default.createFile(atPath: staging.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: staging)
    else {
      throw TimingsError(
        description: "\(option): cannot write in '\(folder.path)'; choose a writable path")
    }
    self.handle = handle
  }

  /// Appends `data`.
  func write(_ data: Data) throws {
    do {
      try handle.write(contentsOf: data)
    } catch {
      discard()
      throw TimingsError(
        description:
          "\(option): cannot write '\(destination.path)' (\(WritableFolder.reason(error)))")
    }
  }

  /// Moves the complete file into place (replacing an older one).
  func commit() throws {
    do {
      try handle.close()
      if rename(staging.path, destination.path) != 0 {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
    } catch {
      discard()
      throw TimingsError(
        description:
          "\(option): cannot write '\(destination.path)' (\(WritableFolder.reason(error)))")
    }
  }

  /// Removes the staging file.
  func discard() {
    try? handle.close()
    try? FileManager.default.removeItem(at: staging)
  }
}
