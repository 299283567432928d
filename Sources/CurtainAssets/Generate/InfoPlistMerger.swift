import Foundation

/// Why an Info.plist could not be merged.
public struct InfoPlistMergeError: Error, CustomStringConvertible, Sendable {
  /// The plist's path as given.
  public var path: String
  /// What is wrong with it.
  public var reason: String

  /// A sentence naming the file.
  public var description: String { "\(path): \(reason)" }
}

/// Merges launch keys into an existing Info.plist, keeping its format (XML or binary) and every
/// other key's value.
public enum InfoPlistMerger {
  /// `data` with `entries` applied, in the format it was read in.
  ///
  /// - Throws: ``InfoPlistMergeError`` when `data` is not a property list with a dictionary at
  ///   its top.
  public static func merge(_ data: Data, entries: LaunchInfoPlistEntries, path: String) throws
    -> Data
  {
    var format = PropertyListSerialization.PropertyListFormat.xml
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, format: &format)
    } catch {
      throw InfoPlistMergeError(path: path, reason: "not a readable property list (\(error))")
    }
    guard var dictionary = object as? [String: Any] else {
      throw InfoPlistMergeError(path: path, reason: "the top-level object is not a dictionary")
    }
    entries.apply(to: &dictionary)
    let outputFormat: PropertyListSerialization.PropertyListFormat =
      format == .binary ? .binary : .xml
    do {
      return try PropertyListSerialization.data(
        fromPropertyList: dictionary, format: outputFormat, options: 0)
    } catch {
      throw InfoPlistMergeError(path: path, reason: "could not be written back (\(error))")
    }
  }
}
