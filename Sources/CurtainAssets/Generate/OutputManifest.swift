import Foundation

/// The marker a Curtain command leaves in a folder it writes: `.curtain-manifest`, listing
/// every file it wrote there, one path a line.
///
/// A folder is replaced only when it carries the marker, and then only the listed files go;
/// anything else found in it is carried over into the new folder.
public struct OutputManifest: Hashable, Sendable {
  /// The marker's file name.
  public static let fileName = ".curtain-manifest"

  /// The command that wrote the folder, e.g. `curtain generate`.
  public var writer: String
  /// The paths written, relative to the folder, `/`-separated, sorted.
  public var paths: [String]

  /// Creates a manifest listing `paths`.
  public init(paths: [String], writer: String = "curtain generate") {
    self.paths = paths.sorted()
    self.writer = writer
  }

  /// The first line: "# Written by `<writer>`, which replaces only the files listed here."
  static func header(writer: String) -> String {
    "# Written by `\(writer)`, which replaces only the files listed here."
  }

  /// The file's text.
  public var text: String {
    ([Self.header(writer: writer)] + paths).joined(separator: "\n") + "\n"
  }

  /// Reads a manifest's text; nil when it is not one (the first line must be the header of a
  /// `curtain` command).
  public init?(text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    let prefix = "# Written by `curtain ", suffix = "`, which replaces only the files listed here."
    guard let first = lines.first, first.hasPrefix(prefix), first.hasSuffix(suffix),
      first.count > prefix.count + suffix.count
    else { return nil }
    let writer = String(first.dropFirst("# Written by `".count).dropLast(suffix.count))
    guard !writer.contains("`") else { return nil }
    self.init(paths: Array(lines.dropFirst()), writer: writer)
  }

  /// The manifest in the folder at `folder`, or nil when it has none (or not a valid one).
  public static func read(in folder: URL) -> OutputManifest? {
    let url = folder.appendingPathComponent(fileName)
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    // A manifest lists a few thousand paths at most; a larger file is not one.
    guard let data = try? handle.read(upToCount: 16 << 20) else { return nil }
    return OutputManifest(text: String(decoding: data, as: UTF8.self))
  }
}
