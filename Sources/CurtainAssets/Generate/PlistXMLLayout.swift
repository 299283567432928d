import Foundation

/// Where each top-level key of an XML property list sits in its text, so a key can be set or
/// removed by editing those bytes only: every other key, its order, comments and whitespace
/// stay as they were.
struct PlistXMLLayout {
  /// One top-level entry: the `<key>` element through the end of its value element.
  struct Entry {
    var key: String
    /// Offset of `<key>`.
    var start: Int
    /// Offset of the value element's first byte.
    var valueStart: Int
    /// Offset just past the value element.
    var end: Int
  }

  let bytes: [UInt8]
  private(set) var entries: [Entry] = []
  /// Offset of the top-level `</dict>` (or of `<dict/>` when empty).
  private(set) var dictEnd = 0
  /// Whether the top-level dictionary is written `<dict/>`.
  private(set) var emptyDict = false

  /// Reads the layout; nil when the text is not a plist with a top-level `<dict>` this reader
  /// follows.
  init?(_ data: Data) {
    bytes = [UInt8](data)
    guard scan() else { return nil }
  }

  private enum Token {
    case open(String, Int), close(String, Int), empty(String, Int), text(Range<Int>)
  }

  private mutating func scan() -> Bool {
    var position = 0
    var depth = 0
    var key: (text: String, start: Int)?
    var inKey = false
    var valueStart: Int?
    while let (token, next) = nextToken(from: position) {
      position = next
      switch token {
      case .text(let range):
        if inKey, let start = key?.start { key = (Self.unescaped(bytes[range]), start) }
      case .open(let name, let offset):
        depth += 1
        if depth == 1, name != "plist" { return false }
        if depth == 2, name != "dict" { return false }
        if depth == 3 {
          if name == "key" {
            key = ("", offset)
            inKey = true
          } else {
            guard key != nil else { return false }
            valueStart = offset
          }
        }
      case .close(let name, let offset):
        if depth == 3 {
          if inKey {
            inKey = false
          } else if let entryKey = key, let start = valueStart {
            entries.append(
              Entry(key: entryKey.text, start: entryKey.start, valueStart: start, end: next))
            key = nil
            valueStart = nil
          }
        } else if depth == 2 {
          dictEnd = offset
          return name == "dict"
        }
        depth -= 1
      case .empty(let name, let offset):
        if depth == 1, name == "dict" {
          emptyDict = true
          dictEnd = offset
          return true
        }
        if depth == 2 {
          if name == "key" {
            key = ("", offset)
          } else if let entryKey = key {
            entries.append(
              Entry(key: entryKey.text, start: entryKey.start, valueStart: offset, end: next))
            key = nil
          }
        }
      }
    }
    return false
  }

  /// The next tag or text run from `position`; declarations, comments and DOCTYPE skipped.
  private func nextToken(from start: Int) -> (Token, Int)? {
    var position = start
    while position < bytes.count {
      if bytes[position] != UInt8(ascii: "<") {
        let textStart = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
        let range = textStart..<position
        if bytes[range].contains(where: { !Self.isSpace($0) }) { return (.text(range), position) }
        continue
      }
      if matches("<!--", at: position) {
        guard let end = find("-->", from: position) else { return nil }
        position = end + 3
        continue
      }
      if matches("<?", at: position) || matches("<!", at: position) {
        guard let end = find(">", from: position) else { return nil }
        position = end + 1
        continue
      }
      guard let end = find(">", from: position) else { return nil }
      let inner = bytes[(position + 1)..<end]
      let closing = inner.first == UInt8(ascii: "/")
      let selfClosing = inner.last == UInt8(ascii: "/")
      let nameBytes = inner.drop { $0 == UInt8(ascii: "/") }
        .prefix { !Self.isSpace($0) && $0 != UInt8(ascii: "/") }
      let name = String(decoding: nameBytes, as: UTF8.self)
      let token: Token =
        closing
        ? .close(name, position) : selfClosing ? .empty(name, position) : .open(name, position)
      return (token, end + 1)
    }
    return nil
  }

  private func matches(_ text: String, at offset: Int) -> Bool {
    let pattern = Array(text.utf8)
    return offset + pattern.count <= bytes.count
      && Array(bytes[offset..<offset + pattern.count]) == pattern
  }

  private func find(_ text: String, from offset: Int) -> Int? {
    var position = offset
    while position < bytes.count {
      if matches(text, at: position) { return position }
      position += 1
    }
    return nil
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  static func unescaped(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
  }

  // MARK: - Lines

  /// The offset of the first byte of the line holding `offset`.
  func lineStart(_ offset: Int) -> Int {
    var position = offset
    while position > 0, bytes[position - 1] != 0x0A { position -= 1 }
    return position
  }

  /// Whether only spaces and tabs stand between the line's start and `offset`.
  func onlyIndentBefore(_ offset: Int) -> Bool {
    bytes[lineStart(offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// The spaces and tabs that start the line holding `offset`.
  func indent(of offset: Int) -> String {
    let start = lineStart(offset)
    return String(
      decoding: bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
  }

  /// `end`, moved past trailing spaces and one line break when only those follow it.
  func throughLineEnd(_ end: Int) -> Int {
    var position = end
    while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
      position += 1
    }
    if position < bytes.count, bytes[position] == 0x0D { position += 1 }
    if position < bytes.count, bytes[position] == 0x0A { return position + 1 }
    return position == bytes.count ? position : end
  }
}
