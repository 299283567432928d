/// An app version string (`CFBundleShortVersionString`) compared by its numeric components.
///
/// "1.10" is newer than "1.9", and "2.0" equals "2.0.0". A component that does not start with
/// digits counts as 0, so a malformed version never traps.
public struct AppVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The version as the app reports it.
  public let string: String
  /// The numeric components, trailing zeros removed ("2.0.0" -> [2]).
  public let components: [Int]

  /// Creates a version from its string form.
  public init(_ string: String) {
    self.string = string
    var parsed = string.split(separator: ".", omittingEmptySubsequences: false).map {
      Int($0.prefix { $0.isASCII && $0.isNumber }) ?? 0
    }
    while parsed.last == 0 { parsed.removeLast() }
    self.components = parsed
  }

  /// The version string.
  public var description: String { string }

  /// Versions are equal when their numeric components are.
  public static func == (lhs: AppVersion, rhs: AppVersion) -> Bool {
    lhs.components == rhs.components
  }

  /// Hashes the numeric components, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// Compares component by component; a missing component counts as 0.
  public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }
}
