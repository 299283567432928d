import Foundation

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`, with the
/// 1-based line where it starts.
///
/// Foundation's `PropertyListSerialization` reads this format on Apple platforms and Linux, but
/// gives no lines; the doctor needs them to point at a build setting, so it reads the text itself.
struct OldStylePlist: Sendable {
  /// What the value holds.
  indirect enum Kind: Sendable {
    case string(String)
    case array([OldStylePlist])
    case dictionary([String: OldStylePlist])
  }

  var kind: Kind
  var line: Int

  var string: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  var array: [OldStylePlist]? {
    if case .array(let value) = kind { return value }
    return nil
  }

  var dictionary: [String: OldStylePlist]? {
    if case .dictionary(let value) = kind { return value }
    return nil
  }

  subscript(key: String) -> OldStylePlist? { dictionary?[key] }

  /// Reads `data`; throws with the line of the first syntax error.
  init(data: Data) throws(DoctorReadError) {
    var reader = OldStylePlistReader(bytes: [UInt8](data))
    self = try reader.readDocument()
  }

  init(kind: Kind, line: Int) {
    self.kind = kind
    self.line = line
  }
}

/// A recursive-descent reader of old-style plist text: dictionaries `{ k = v; }`, arrays
/// `( a, b, )`, quoted and bare strings, `//` and `/* */` comments.
private struct OldStylePlistReader {
  let bytes: [UInt8]
  var index = 0
  var line = 1
  var depth = 0

  /// Deeper nesting than any project file has is refused rather than risking the stack.
  static let maximumDepth = 256

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func readDocument() throws(DoctorReadError) -> OldStylePlist {
    let value = try readValue()
    try skipSpace()
    guard index == bytes.count else { throw error("unexpected text after the top-level value") }
    return value
  }

  mutating func readValue() throws(DoctorReadError) -> OldStylePlist {
    try skipSpace()
    guard index < bytes.count else { throw error("unexpected end of file") }
    let start = line
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      depth += 1
      guard depth <= Self.maximumDepth else { throw error("nested too deeply") }
      var entries: [String: OldStylePlist] = [:]
      while true {
        try skipSpace()
        guard index < bytes.count else { throw error("unclosed '{'") }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          break
        }
        guard let key = try readString() else { throw error("expected a key") }
        try expect("=")
        entries[key] = try readValue()
        try expect(";")
      }
      depth -= 1
      return OldStylePlist(kind: .dictionary(entries), line: start)
    case UInt8(ascii: "("):
      index += 1
      depth += 1
      guard depth <= Self.maximumDepth else { throw error("nested too deeply") }
      var items: [OldStylePlist] = []
      while true {
        try skipSpace()
        guard index < bytes.count else { throw error("unclosed '('") }
        if bytes[index] == UInt8(ascii: ")") {
          index += 1
          break
        }
        items.append(try readValue())
        try skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
      }
      depth -= 1
      return OldStylePlist(kind: .array(items), line: start)
    default:
      guard let text = try readString() else {
        throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
      }
      return OldStylePlist(kind: .string(text), line: start)
    }
  }

  /// A quoted or bare string at the cursor, nil when there is none.
  mutating func readString() throws(DoctorReadError) -> String? {
    try skipSpace()
    guard index < bytes.count else { return nil }
    let quote = bytes[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      index += 1
      var text: [UInt8] = []
      while index < bytes.count, bytes[index] != quote {
        var byte = bytes[index]
        if byte == UInt8(ascii: "\n") { line += 1 }
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
          index += 1
          switch bytes[index] {
          case UInt8(ascii: "n"): byte = UInt8(ascii: "\n")
          case UInt8(ascii: "t"): byte = UInt8(ascii: "\t")
          case UInt8(ascii: "r"): byte = UInt8(ascii: "\r")
          default: byte = bytes[index]
          }
        }
        text.append(byte)
        index += 1
      }
      guard index < bytes.count else { throw error("unclosed string") }
      index += 1
      return String(decoding: text, as: UTF8.self)
    }
    let start = index
    while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
    guard index > start else { return nil }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
      return true
    default:
      return byte >= 0x80
    }
  }

  mutating func expect(_ character: Unicode.Scalar) throws(DoctorReadError) {
    try skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
      throw error("expected '\(character)'")
    }
    index += 1
  }

  /// Skips white space and comments, counting lines.
  mutating func skipSpace() throws(DoctorReadError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        index += 1
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        let start = line
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          if bytes[index] == UInt8(ascii: "\n") { line += 1 }
          index += 1
        }
        guard index + 1 < bytes.count else {
          throw DoctorReadError(line: start, reason: "unclosed comment")
        }
        index += 2
      } else {
        return
      }
    }
  }

  func error(_ reason: String) -> DoctorReadError {
    DoctorReadError(line: line, reason: reason)
  }
}
