import Foundation

/// The nearest item that exists above an output path, links followed: the folder the output
/// (and any folder missing on its way) would be made in, or an item that is not a folder (a
/// file, a device such as `/dev/null`), inside which nothing can be made.
public struct OutputAncestor: Hashable, Sendable {
  /// Its path.
  public var url: URL
  /// Whether it is a folder.
  public var isFolder: Bool

  /// Creates an ancestor.
  public init(url: URL, isFolder: Bool) {
    self.url = url
    self.isFolder = isFolder
  }
}
