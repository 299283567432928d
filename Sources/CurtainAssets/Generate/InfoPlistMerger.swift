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

/// An Info.plist with the launch keys merged in.
public struct InfoPlistMerge: Sendable {
  /// The new bytes (the input's when nothing changed).
  public var data: Data
  /// Launch keys taken out (the other form's key, `~ipad`/`~iphone` variants, `UILaunchScreens`).
  public var removedKeys: [String]
  /// Whether the text could not be edited in place and was written out afresh.
  public var rewritten: Bool
  /// The storyboard `UILaunchStoryboardName` named before, when it named another one.
  public var previousStoryboard: String? = nil
}

/// Merges launch keys into an existing Info.plist with the smallest change to its bytes.
///
/// An XML plist is edited as text: the launch key's value is replaced where it stands (or the
/// key added before the closing `</dict>`, indented like its neighbours) and each replaced key's
/// lines are cut out; every other byte, key order and comment stays. The result is read back and
/// must equal the original with the entries applied. A binary plist is written back binary
/// (binary plists have no layout to keep); an XML plist this editor cannot follow is written
/// afresh as XML, and ``InfoPlistMerge/rewritten`` says so. An XML plist keeps its text
/// encoding (UTF-8, or UTF-16 in its byte order, byte-order mark and declaration as they were).
public enum InfoPlistMerger {
  /// `original` with `entries` applied, in the format and text encoding it was read in.
  ///
  /// - Throws: ``InfoPlistMergeError`` when `data` is not a property list with a dictionary at
  ///   its top.
  public static func merge(_ original: Data, entries: LaunchInfoPlistEntries, path: String) throws
    -> InfoPlistMerge
  {
    // A UTF-16 (or UTF-8 with a byte-order mark) plist is edited as UTF-8 and written back in
    // its own encoding.
    let encoding = PlistTextEncoding(detecting: original)
    guard let data = encoding.utf8(original) else {
      throw InfoPlistMergeError(path: path, reason: "not valid \(encoding.name) text")
    }
    var format = PropertyListSerialization.PropertyListFormat.xml
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, format: &format)
    } catch {
      throw InfoPlistMergeError(path: path, reason: "not a readable property list (\(error))")
    }
    guard let dictionary = object as? [String: Any] else {
      throw InfoPlistMergeError(path: path, reason: "the top-level object is not a dictionary")
    }
    var expected = dictionary
    let removed = entries.apply(to: &expected)
    let previous = (dictionary["UILaunchStoryboardName"] as? String).flatMap {
      $0 == entries.storyboardName && entries.form == .storyboard ? nil : $0
    }
    if NSDictionary(dictionary: expected).isEqual(to: dictionary) {
      return InfoPlistMerge(data: original, removedKeys: [], rewritten: false)
    }
    if format == .xml, let layout = PlistXMLLayout(data),
      let edited = edit(layout, entries: entries, removing: removed),
      let reread = try? PropertyListSerialization.propertyList(from: edited, format: nil),
      NSDictionary(dictionary: expected).isEqual(reread as? [String: Any] ?? [:])
    {
      return InfoPlistMerge(
        data: encoding.encode(edited), removedKeys: removed, rewritten: false,
        previousStoryboard: previous)
    }
    let outputFormat: PropertyListSerialization.PropertyListFormat =
      format == .binary ? .binary : .xml
    do {
      let written = try PropertyListSerialization.data(
        fromPropertyList: expected, format: outputFormat, options: 0)
      return InfoPlistMerge(
        data: format == .binary ? written : encoding.encode(written), removedKeys: removed,
        rewritten: format != .binary,
        previousStoryboard: previous)
    } catch {
      throw InfoPlistMergeError(path: path, reason: "could not be written back (\(error))")
    }
  }

  /// The text with the key set and `removing` cut out; nil when the layout does not allow it.
  static func edit(_ layout: PlistXMLLayout, entries: LaunchInfoPlistEntries, removing: [String])
    -> Data?
  {
    var edits: [(range: Range<Int>, text: String)] = []
    let indent = layout.entries.first.map { layout.indent(of: $0.start) } ?? "\t"
    for entry in layout.entries where removing.contains(entry.key) {
      guard layout.onlyIndentBefore(entry.start) else { return nil }
      edits.append((layout.lineStart(entry.start)..<layout.throughLineEnd(entry.end), ""))
    }
    if let existing = layout.entries.last(where: { $0.key == entries.key }) {
      let value = entries.valueXML(indent: layout.indent(of: existing.start))
      edits.append((existing.valueStart..<existing.end, value))
    } else if layout.emptyDict {
      let dict = "<dict>\n\(entries.entryXML(indent: "\t"))</dict>"
      edits.append((layout.dictEnd..<layout.dictEnd + "<dict/>".utf8.count, dict))
    } else {
      guard layout.onlyIndentBefore(layout.dictEnd) else { return nil }
      let start = layout.lineStart(layout.dictEnd)
      edits.append((start..<start, entries.entryXML(indent: indent)))
    }
    var bytes = layout.bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return Data(bytes)
  }
}
