import CurtainAssets
import CurtainRender
import Foundation

/// A file written in pieces beside its claimed destination (a hidden name in the same folder)
/// and moved into place only once complete, under the output's lock and after the output rule
/// is checked again: a failure or a kill never leaves half a file at the destination, and a file
/// Curtain did not write is never replaced.
final class StagedFile {
  private let target: OutputTarget
  private let staging: Staging
  private let handle: FileHandle

  /// Opens the staging file for `target` (already claimed: ``OutputTarget`` refused what is not
  /// Curtain's to write).
  init(target: OutputTarget) throws {
    self.target = target
    if let problem = WritableFolder.problem(writing: target.url) {
      throw TimingsError(
        description:
          "\(target.option): cannot write '\(target.given)' (\(problem)); choose a writable path")
    }
    staging = Staging(beside: target.url)
    guard FileManager.default.createFile(atPath: staging.url.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: staging.url)
    else {
      throw TimingsError(
        description:
          "\(target.option): cannot write beside '\(target.given)'; choose a writable path")
    }
    self.handle = handle
  }

  /// Appends `data`.
  func write(_ data: Data) throws {
    do {
      try handle.write(contentsOf: data)
    } catch {
      discard()
      throw failure(error)
    }
  }

  /// Moves the complete file into place (replacing only a file Curtain wrote).
  func commit() throws {
    let lock = OutputLock(beside: target.url)
    defer { withExtendedLifetime(lock) {} }
    do {
      try handle.close()
      try target.check()
      try staging.moveIntoPlace()
    } catch let refusal as OutputRefusal {
      discard()
      throw refusal
    } catch {
      discard()
      throw failure(error)
    }
  }

  /// Removes the staging file.
  func discard() {
    try? handle.close()
    staging.discard()
  }

  private func failure(_ error: any Error) -> TimingsError {
    TimingsError(
      description:
        "\(target.option): cannot write '\(target.given)' (\(WritableFolder.reason(error)))")
  }
}
