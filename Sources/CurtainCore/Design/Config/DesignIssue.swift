/// A path to a value in the design config, such as `logo.size.width` or
/// `exit.curve.cubicBezier[0]`.
public struct DesignKeyPath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a key path.
  public enum Component: Hashable, Sendable {
    /// A mapping key.
    case key(String)
    /// A position in a list, from 0.
    case index(Int)
  }

  /// The steps from the config's root; empty for the root itself.
  public var components: [Component]

  /// Creates a key path from its steps.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// Creates a key path from dot-separated keys, such as `"logo.size.width"`.
  public init(dotted: String) {
    components = dotted.split(separator: ".").map { .key(String($0)) }
  }

  /// The root of the config.
  public static let root = DesignKeyPath()

  /// This path followed by `key`.
  public func appending(_ key: String) -> DesignKeyPath {
    DesignKeyPath(components + [.key(key)])
  }

  /// This path followed by the list position `index`.
  public func appending(index: Int) -> DesignKeyPath {
    DesignKeyPath(components + [.index(index)])
  }

  /// Whether `other` is this path or lies inside it.
  public func contains(_ other: DesignKeyPath) -> Bool {
    other.components.starts(with: components)
  }

  /// The path as written in messages: keys joined by dots, list positions in brackets.
  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key): text += text.isEmpty ? key : "." + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

/// One problem in a design config: where it is and what is wrong.
public struct DesignIssue: Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var path: DesignKeyPath
  /// What is wrong, as a sentence fragment such as `must be > 0`.
  public var message: String

  /// Creates an issue.
  public init(at path: DesignKeyPath, _ message: String) {
    self.path = path
    self.message = message
  }

  /// Creates an issue at a dot-separated key path such as `"logo.size.width"`.
  public init(at dottedPath: String, _ message: String) {
    self.init(at: DesignKeyPath(dotted: dottedPath), message)
  }

  /// The key path as text, such as `logo.size.width`; empty for the root.
  public var keyPath: String { path.description }

  /// `key.path: message`, or just the message for the root.
  public var description: String {
    path.components.isEmpty ? message : "\(keyPath): \(message)"
  }
}
