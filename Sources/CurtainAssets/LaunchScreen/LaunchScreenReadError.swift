/// A launch screen that cannot be read: the file, the line when known, and why.
public struct LaunchScreenReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// The 1-based line, when the problem has one.
  public var line: Int?
  /// What is wrong, as a sentence fragment.
  public var reason: String

  /// Creates an error.
  public init(path: String, line: Int? = nil, reason: String) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  /// `path:line: reason`.
  public var description: String {
    "\(path)\(line.map { ":\($0)" } ?? ""): \(reason)"
  }
}
