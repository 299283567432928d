import Foundation

/// One file of the generator's output, relative to the output folder.
public struct GeneratedFile: Hashable, Sendable {
  /// Path relative to the output folder, `/`-separated.
  public var path: String
  /// The file's bytes.
  public var contents: Data

  /// Creates a file.
  public init(path: String, contents: Data) {
    self.path = path
    self.contents = contents
  }

  /// Creates a UTF-8 text file.
  public init(path: String, text: String) {
    self.init(path: path, contents: Data(text.utf8))
  }
}
