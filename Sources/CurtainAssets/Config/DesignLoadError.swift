import CurtainCore

/// Every problem found in a config file, printed one per line as
/// `curtain.yml: logo.size.width: must be > 0 (line 7)`.
public struct DesignLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// One problem, with its place in the file when known.
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// Where in the design the problem is (the root for problems of the file as a whole).
    public var path: DesignKeyPath
    /// What is wrong.
    public var message: String
    /// Line in the file, from 1, when known.
    public var line: Int?
    /// Column in the line, from 1, given for syntax errors.
    public var column: Int?

    /// Creates a problem.
    public init(path: DesignKeyPath = .root, message: String, line: Int? = nil, column: Int? = nil)
    {
      self.path = path
      self.message = message
      self.line = line
      self.column = column
    }

    /// `key.path: message (line N)`, leaving out what is unknown.
    public var description: String {
      var text = DesignIssue(at: path, message).description
      if let line {
        text += column.map { " (line \(line), column \($0))" } ?? " (line \(line))"
      }
      return text
    }
  }

  /// The config file's name as shown in messages (as the user wrote it).
  public var fileName: String
  /// The problems, in file order where lines are known.
  public var problems: [Problem]

  /// Creates an error.
  public init(fileName: String, problems: [Problem]) {
    self.fileName = fileName
    self.problems = problems
  }

  /// One line per problem, each starting with the file name.
  public var description: String {
    problems.map { "\(fileName): \($0)" }.joined(separator: "\n")
  }
}
