/// An image that could not be read or written, naming the file and saying why.
public struct ImageCodecError: Error, Equatable, CustomStringConvertible {
  /// The file (or name) of the image.
  public var file: String
  /// What went wrong, as a sentence fragment ("not a PNG or JPEG image").
  public var reason: String

  /// Creates an error.
  public init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  /// `file: reason`.
  public var description: String { "\(file): \(reason)" }
}
