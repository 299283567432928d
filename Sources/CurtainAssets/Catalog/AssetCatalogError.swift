/// A colour or image the app's asset catalogs cannot give, naming the set and what is wrong.
public struct AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The set's `Contents.json` (relative to the project), or the name looked up when no set has
  /// it.
  public var file: String
  /// What is wrong, naming the key when one is.
  public var reason: String

  /// Creates an error.
  public init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  /// "Brand.colorset/Contents.json: ..." for the person.
  public var description: String { "\(file): \(reason)" }
}
