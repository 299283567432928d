import Foundation

/// An Info.plist as the doctor sees it: its top-level dictionary and where its keys are.
struct PlistFile {
  var path: String
  var dictionary: [String: Any]
  /// The text, for XML plists (line lookup); nil for binary ones.
  var text: String?

  /// Reads `data` (XML in UTF-8 or UTF-16, or binary); throws a sentence when it is not a
  /// dictionary property list.
  init(path: String, data original: Data) throws(DoctorReadError) {
    self.path = path
    let encoding = PlistTextEncoding(detecting: original)
    guard let data = encoding.utf8(original) else {
      throw DoctorReadError(line: nil, reason: "invalid \(encoding.name) text")
    }
    let bytes = [UInt8](data.prefix(8))
    if !bytes.starts(with: Array("bplist".utf8)), let problem = XMLBytes.problem(in: [UInt8](data))
    {
      throw problem
    }
    var format = PropertyListSerialization.PropertyListFormat.xml
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, format: &format)
    } catch {
      throw DoctorReadError(line: nil, reason: "not a readable property list")
    }
    guard let dictionary = object as? [String: Any] else {
      throw DoctorReadError(line: nil, reason: "the top-level object is not a dictionary")
    }
    self.dictionary = dictionary
    text = format == .binary ? nil : String(decoding: data, as: UTF8.self)
  }

  /// The 1-based line of `<key>key</key>` (its first occurrence), nil for binary plists.
  func line(ofKey key: String) -> Int? {
    text.flatMap { TextLines.line(of: "<key>\(key)</key>", in: $0) }
  }
}

/// A file the doctor could not read, with the line when known.
struct DoctorReadError: Error {
  var line: Int?
  var reason: String
}

/// Line lookups in text files.
enum TextLines {
  /// The 1-based line of the first occurrence of `needle`.
  static func line(of needle: String, in text: String) -> Int? {
    guard let range = text.range(of: needle) else { return nil }
    return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  }
}
