import Foundation

/// A value the design config decodes, with the phrase used when it has the wrong type.
protocol ConfigDecodable: Decodable {
  /// What the value must be, as in "must be \(expectation)", e.g. `a number`.
  static var expectation: String { get }
}

extension Double: ConfigDecodable {
  static var expectation: String { "a number" }
}

extension String: ConfigDecodable {
  static var expectation: String { "a string" }
}

extension Bool: ConfigDecodable {
  static var expectation: String { "true or false" }
}

extension Array: ConfigDecodable where Element: ConfigDecodable {
  static var expectation: String {
    switch Element.self {
    case is Double.Type: "a list of numbers"
    case is String.Type: "a list of names"
    default: "a list of " + Element.expectation
    }
  }
}

extension RGBAColor: ConfigDecodable {
  static var expectation: String { "a colour: #RRGGBB or #RRGGBBAA" }
}

/// Any mapping key, to list the keys a config mapping really has.
struct ConfigKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init(intValue: Int) {
    stringValue = "\(intValue)"
    self.intValue = intValue
  }
}

extension DesignKeyPath {
  /// The key path of a decoder's coding path (list positions come as integer keys).
  init(codingPath: [any CodingKey]) {
    self.init(
      codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
  }

  /// The coding path of this key path.
  var codingPath: [any CodingKey] {
    components.map { component in
      switch component {
      case .key(let key): ConfigKey(stringValue: key)
      case .index(let index): ConfigKey(intValue: index)
      }
    }
  }
}

/// The error thrown for a design problem when no ``DesignIssueCollector`` is present.
struct DesignIssueError: Error, CustomStringConvertible {
  /// The problem.
  var issue: DesignIssue

  var description: String { issue.description }
}

/// Records design problems in the decoder's collector, or throws the first one when there is no
/// collector.
struct ConfigIssueReporter {
  /// The collector from the decoder's `userInfo`, if any.
  let collector: DesignIssueCollector?

  /// The reporter for `decoder`.
  init(_ decoder: any Decoder) {
    collector = decoder.userInfo[.designIssues] as? DesignIssueCollector
  }

  /// Records `issue`, or throws it as a `DecodingError` when problems are not being collected.
  func report(_ issue: DesignIssue) throws {
    guard let collector else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: issue.path.codingPath, debugDescription: issue.description,
          underlyingError: DesignIssueError(issue: issue)))
    }
    collector.append(issue)
  }

  /// Records a failure to decode a value that must be `expectation`; a failure that is already
  /// a reported design problem is passed on unchanged.
  func report(
    _ error: any Error, at path: DesignKeyPath, expecting expectation: String, found: String?
  ) throws {
    if Self.isReported(error) { throw error }
    var issue = Self.issue(for: error, expecting: expectation)
    if case .typeMismatch = error as? DecodingError, let found {
      issue.message += ", not '\(found)'"
    }
    if let errorPath = Self.path(of: error), errorPath.components.count > path.components.count {
      issue.path = errorPath
    } else {
      issue.path = path
    }
    try report(issue)
  }

  /// Whether `error` is a design problem thrown by ``report(_:)``.
  static func isReported(_ error: any Error) -> Bool {
    guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
    return context.underlyingError is DesignIssueError
  }

  /// The issue describing a decoding failure of a value that must be `expectation`.
  static func issue(for error: any Error, expecting expectation: String) -> DesignIssue {
    if case .dataCorrupted(let context) = error as? DecodingError,
      let reported = context.underlyingError as? DesignIssueError
    {
      return reported.issue
    }
    let path = path(of: error) ?? .root
    switch error as? DecodingError {
    case .typeMismatch, .valueNotFound:
      return DesignIssue(at: path, "must be \(expectation)")
    case .keyNotFound(let key, _):
      return DesignIssue(at: path.appending(key.stringValue), "is required")
    case .dataCorrupted(let context):
      return DesignIssue(at: path, context.debugDescription)
    default:
      return DesignIssue(at: path, "\(error)")
    }
  }

  /// The key path a decoding error points at, when it says.
  private static func path(of error: any Error) -> DesignKeyPath? {
    switch error as? DecodingError {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      return DesignKeyPath(codingPath: context.codingPath)
    default:
      return nil
    }
  }
}
