import CurtainCore
import CurtainRender
import Foundation

/// A command's refusal to write an output, with what is there and what to do instead.
public struct OutputRefusal: Error, CustomStringConvertible, Sendable {
  /// The sentence, e.g. "refusing to write --out 'Makefile': … move it away or choose another
  /// path for it".
  public var description: String

  /// Creates a refusal.
  public init(_ description: String) { self.description = description }
}

/// An output path a command may write, checked against `OutputRule` on the real file system:
/// what stands there (a device, a pipe, a folder, a file with or without Curtain's signature, a
/// folder with or without its manifest), the current and home folders, and the run's inputs.
///
/// Commands claim every output before their work starts, and check it again just before they
/// move the new item into place.
public struct OutputTarget: Sendable {
  /// The value as typed.
  public let given: String
  /// The option that named it, e.g. `--out`.
  public let option: String
  /// The absolute path, links resolved: where the item really goes.
  public let url: URL
  /// A file or a folder.
  public let shape: OutputShape
  /// The paths the run never writes over.
  public let context: OutputContext

  /// Claims `given` for `shape`, refusing it as `OutputRule` says.
  ///
  /// - Parameters:
  ///   - given: The option's value as typed.
  ///   - option: The option's name.
  ///   - shape: A file or a folder.
  ///   - inputs: The run's input files (links are resolved here).
  ///   - currentDirectory: The folder relative paths start from.
  ///   - home: The user's home folder, or nil when none.
  /// - Throws: ``OutputRefusal``.
  public init(
    _ given: String, option: String, shape: OutputShape, inputs: [URL],
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    home: URL? = URL(fileURLWithPath: NSHomeDirectory())
  ) throws {
    let filesystem = LocalInstallFileSystem()
    self.given = given
    self.option = option
    self.shape = shape
    url = filesystem.resolvingLinks(
      URL(fileURLWithPath: given.isEmpty ? "." : given, relativeTo: currentDirectory)
        .standardizedFileURL)
    context = OutputContext(
      currentDirectory: filesystem.resolvingLinks(currentDirectory.standardizedFileURL),
      home: home.map { filesystem.resolvingLinks($0.standardizedFileURL) },
      inputs: inputs.map { filesystem.resolvingLinks($0.standardizedFileURL) })
    try check()
  }

  /// A claim on a file beside this output (the contact sheet), under the same context.
  public func sibling(_ url: URL, option: String) throws -> OutputTarget {
    try OutputTarget(
      url.path, option: option, shape: .file, inputs: context.inputs,
      currentDirectory: context.currentDirectory, home: context.home)
  }

  /// Checks the claim again against what is there now.
  ///
  /// - Throws: ``OutputRefusal``.
  public func check() throws {
    if let refusal = OutputRule.refusal(
      given: given, option: option, resolved: url, shape: shape, existing: Self.item(at: url),
      ancestor: Self.nearestExisting(atOrAbove: url.deletingLastPathComponent()),
      context: context)
    {
      throw OutputRefusal(refusal)
    }
  }

  /// The nearest item that exists at or above `folder` (links followed: a link to `/dev/null`
  /// is a device), up to the root; nil only when not even the root can be read.
  public static func nearestExisting(atOrAbove folder: URL) -> OutputAncestor? {
    var candidate = folder.absoluteURL.standardizedFileURL
    while true {
      var info = stat()
      if stat(candidate.path, &info) == 0 {
        return OutputAncestor(url: candidate, isFolder: info.st_mode & S_IFMT == S_IFDIR)
      }
      let parent = candidate.deletingLastPathComponent().standardizedFileURL
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
  }

  /// What stands at `url` (links followed; a dangling link counts as a file Curtain did not
  /// write).
  public static func item(at url: URL) -> OutputItem {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      return lstat(url.path, &info) == 0 ? .file(ownedByCurtain: false) : .nothing
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? ["?"]
      return .folder(ownedByCurtain: OutputManifest.read(in: url) != nil, isEmpty: names.isEmpty)
    case S_IFREG: return .file(ownedByCurtain: OutputSignature.isMarked(fileAt: url))
    case S_IFCHR, S_IFBLK: return .device
    case S_IFIFO: return .fifo
    case S_IFSOCK: return .socket
    default: return .file(ownedByCurtain: false)
    }
  }
}
