import Foundation

/// Why the output could not be written; the previous output is still in place.
public struct OutputInstallError: Error, CustomStringConvertible, Sendable {
  /// A sentence naming the folder or file.
  public var description: String
}

/// Writes a generated file set as one folder, all or nothing.
///
/// Everything is written into a hidden sibling folder first; only when every file is there does
/// it replace the output folder, by two renames. A failure at any point leaves the previous
/// output as it was. The output folder belongs to the generator: files in it that the new set
/// does not hold are gone afterwards, so a renamed asset never lingers.
public struct OutputInstaller {
  /// The file system it writes through.
  public var fileManager: FileManager

  /// Creates an installer writing through `fileManager`.
  public init(fileManager: FileManager = .default) {
    self.fileManager = fileManager
  }

  /// Replaces the folder `directory` by one holding exactly `files`.
  ///
  /// - Throws: ``OutputInstallError`` naming what could not be written.
  public func install(_ files: [GeneratedFile], into directory: URL) throws {
    let parent = directory.deletingLastPathComponent()
    let name = directory.lastPathComponent
    let staging = parent.appendingPathComponent(".\(name).curtain-new", isDirectory: true)
    let previous = parent.appendingPathComponent(".\(name).curtain-old", isDirectory: true)
    do {
      try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
      try removeIfPresent(staging)
      try removeIfPresent(previous)
      try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
      for file in files {
        let url = staging.appendingPathComponent(file.path)
        try fileManager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard fileManager.createFile(atPath: url.path, contents: file.contents) else {
          throw OutputInstallError(description: "cannot write '\(url.path)'")
        }
      }
    } catch {
      try? removeIfPresent(staging)
      throw error as? OutputInstallError
        ?? OutputInstallError(
          description: "cannot write into '\(parent.path)': \(error.localizedDescription)")
    }
    let hadPrevious = fileManager.fileExists(atPath: directory.path)
    do {
      if hadPrevious { try fileManager.moveItem(at: directory, to: previous) }
      try fileManager.moveItem(at: staging, to: directory)
    } catch {
      if hadPrevious, !fileManager.fileExists(atPath: directory.path) {
        try? fileManager.moveItem(at: previous, to: directory)
      }
      try? removeIfPresent(staging)
      throw OutputInstallError(
        description: "cannot replace '\(directory.path)': \(error.localizedDescription)")
    }
    try? removeIfPresent(previous)
  }

  /// Writes `data` to `url` through a temporary sibling renamed into place.
  public func replaceFile(at url: URL, with data: Data) throws {
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).curtain-new")
    do {
      try data.write(to: temporary)
      // rename(2) replaces the destination atomically (FileManager's moveItem refuses to).
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown)
      }
    } catch {
      try? removeIfPresent(temporary)
      throw OutputInstallError(
        description: "cannot write '\(url.path)': \(error.localizedDescription)")
    }
  }

  private func removeIfPresent(_ url: URL) throws {
    if fileManager.fileExists(atPath: url.path) { try fileManager.removeItem(at: url) }
  }
}
