import Foundation

/// What stands at an output path before a command writes there, links already resolved.
public enum OutputItem: Hashable, Sendable {
  /// Nothing: the path is free.
  case nothing
  /// A regular file; `ownedByCurtain` when it carries the signature Curtain writes into its
  /// files (see `OutputSignature` in CurtainRender).
  case file(ownedByCurtain: Bool)
  /// A folder; `ownedByCurtain` when it carries Curtain's manifest, `isEmpty` when it holds
  /// nothing at all.
  case folder(ownedByCurtain: Bool, isEmpty: Bool)
  /// A character or block device (`/dev/null`, a disk).
  case device
  /// A named pipe.
  case fifo
  /// A socket.
  case socket
}

/// Whether a command writes one file or a folder of files at its output path.
public enum OutputShape: Hashable, Sendable {
  /// One file, replaced whole (an animation, a PNG, a JSON trace).
  case file
  /// A folder of files listed in a manifest (PNG frames, failure pictures, generated assets).
  case folder
}

/// The paths a run must never write over, whatever its output option says.
public struct OutputContext: Hashable, Sendable {
  /// The current folder (links resolved): never replaced, nor any folder holding it.
  public var currentDirectory: URL
  /// The user's home folder (links resolved), or nil when unknown: never replaced.
  public var home: URL?
  /// The run's own inputs (config, its images and video, the snapshot, the record files, links
  /// resolved): never written over, nor any folder holding one replaced.
  public var inputs: [URL]

  /// Creates a context.
  public init(currentDirectory: URL, home: URL?, inputs: [URL]) {
    self.currentDirectory = currentDirectory
    self.home = home
    self.inputs = inputs
  }
}

/// The one rule every Curtain command follows before it writes an output: it replaces only what
/// Curtain wrote, and refuses everything else with a sentence saying what is there and what to
/// do.
///
/// Refused, whatever is there: an empty path, the root, the current folder and every folder
/// holding it, the home folder, and one of the run's inputs (or, for a folder, a folder holding
/// one). Then by what is there: a device, a pipe or a socket; a file where a folder goes or a
/// folder where a file goes; a file without Curtain's signature; a non-empty folder without
/// Curtain's manifest; and a path whose nearest existing ancestor is not a folder (nothing can
/// be made inside a file or `/dev/null`). A missing path under a folder, an empty folder (for a
/// folder output), a signed file or a folder with a manifest may be written.
public enum OutputRule {
  /// Why the output `given` (as the user typed it; `resolved` is its absolute path with links
  /// resolved) must not be written, or nil when it may be.
  ///
  /// - Parameters:
  ///   - given: The option's value as typed, quoted in the message.
  ///   - option: The option's name, e.g. `--out`, quoted in the message.
  ///   - resolved: The absolute path, links resolved.
  ///   - shape: Whether the command writes a file or a folder there.
  ///   - existing: What is at `resolved` now.
  ///   - ancestor: The nearest item that exists above `resolved`, or nil when it is not known
  ///     (then only what is at `resolved` is judged).
  ///   - context: The paths the run must never write over.
  public static func refusal(
    given: String, option: String, resolved: URL, shape: OutputShape, existing: OutputItem,
    ancestor: OutputAncestor?, context: OutputContext
  ) -> String? {
    let quoted = "\(option) '\(given)'"
    let example = shape == .file ? "a new file name" : "a new folder, e.g. 'curtain-frames/'"
    if given.isEmpty {
      return "\(option) is empty: give \(example)"
    }
    let parts = resolved.standardizedFileURL.pathComponents
    if parts.count <= 1 {
      return "refusing to write \(quoted): it is the root folder '/'; give \(example)"
    }
    if isAncestor(resolved, of: context.currentDirectory) {
      return "refusing to write \(quoted): it is the current folder or a folder holding it "
        + "('\(resolved.path)'); give \(example)"
    }
    if let home = context.home, isAncestor(resolved, of: home) {
      return "refusing to write \(quoted): it is your home folder or holds it "
        + "('\(resolved.path)'); give \(example)"
    }
    for input in context.inputs {
      if resolved.standardizedFileURL.path == input.standardizedFileURL.path {
        return "refusing to write \(quoted): it is one of this run's inputs "
          + "('\(input.path)'); give \(example)"
      }
      if shape == .folder, isAncestor(resolved, of: input) {
        return "refusing to write \(quoted): it holds one of this run's inputs "
          + "('\(input.path)'); give \(example)"
      }
    }
    if let refusal = refusal(quoted: quoted, path: resolved.path, shape: shape, existing: existing)
    {
      return refusal
    }
    if let blocker = blocker(ancestor) {
      return "refusing to write \(quoted): '\(blocker.path)' is not a folder, so nothing can be "
        + "written inside it; choose another path for it"
    }
    return nil
  }

  /// The item that stops anything being made below it: `ancestor`, the nearest existing item
  /// above a path, when it is not a folder; nil when it is one (or is not known).
  public static func blocker(_ ancestor: OutputAncestor?) -> URL? {
    guard let ancestor, !ancestor.isFolder else { return nil }
    return ancestor.url
  }

  private static func refusal(
    quoted: String, path: String, shape: OutputShape, existing: OutputItem
  )
    -> String?
  {
    let elsewhere = "choose another path for it"
    switch (existing, shape) {
    case (.nothing, _), (.file(ownedByCurtain: true), .file),
      (.folder(ownedByCurtain: true, _), .folder), (.folder(_, isEmpty: true), .folder):
      return nil
    case (.device, _):
      return "refusing to write \(quoted): '\(path)' is a device, not a file Curtain wrote; "
        + elsewhere
    case (.fifo, _):
      return "refusing to write \(quoted): '\(path)' is a named pipe (FIFO), not a file Curtain "
        + "wrote; \(elsewhere)"
    case (.socket, _):
      return "refusing to write \(quoted): '\(path)' is a socket, not a file Curtain wrote; "
        + elsewhere
    case (.folder, .file):
      return "refusing to write \(quoted): '\(path)' is a folder; give a file name, e.g. "
        + "'\(path)/curtain-preview.apng', or a path ending in '/' for a folder of frames"
    case (.file(let owned), .folder):
      return "refusing to write \(quoted): '\(path)' is a file"
        + (owned ? "" : " Curtain did not write") + ", and a folder goes there; \(elsewhere)"
    case (.file(ownedByCurtain: false), .file):
      return "refusing to write \(quoted): '\(path)' exists and Curtain did not write it (it "
        + "carries no Curtain signature); move it away or \(elsewhere)"
    case (.folder(ownedByCurtain: false, isEmpty: false), .folder):
      return "refusing to write \(quoted): the folder '\(path)' is not empty and Curtain did "
        + "not write it (no .curtain-manifest in it); give a new or empty folder"
    }
  }

  /// Whether `folder` is `path` or one of the folders holding it.
  public static func isAncestor(_ folder: URL, of path: URL) -> Bool {
    let folderParts = folder.standardizedFileURL.pathComponents
    let parts = path.standardizedFileURL.pathComponents
    return parts.count >= folderParts.count && Array(parts.prefix(folderParts.count)) == folderParts
  }
}
