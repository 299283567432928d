import Foundation

/// The marker `curtain generate` leaves in a folder it writes: `.curtain-manifest`, listing
/// every file it wrote there, one path a line.
///
/// A folder is replaced only when it carries the marker, and then only the listed files go;
/// anything else found in it is carried over into the new folder.
public struct OutputManifest: Hashable, Sendable {
  /// The marker's file name.
  public static let fileName = ".curtain-manifest"
  static let header = "# Written by `curtain generate`, which replaces only the files listed here."

  /// The paths written, relative to the folder, `/`-separated, sorted.
  public var paths: [String]

  /// Creates a manifest listing `paths`.
  public init(paths: [String]) {
    self.paths = paths.sorted()
  }

  /// The file's text.
  public var text: String { ([Self.header] + paths).joined(separator: "\n") + "\n" }

  /// Reads a manifest's text; nil when it is not one (the first line must be the header).
  public init?(text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard lines.first == Self.header else { return nil }
    self.init(paths: Array(lines.dropFirst()))
  }
}
