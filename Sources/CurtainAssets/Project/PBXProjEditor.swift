import Foundation

/// Collects byte-range edits to a ``PBXProjDocument`` and applies them at once: everything the
/// edits do not touch stays byte for byte, and new text follows Xcode's layout (tabs, objects
/// in `/* Begin <isa> section */` blocks, one array element or build setting a line).
struct PBXProjEditor {
  let document: PBXProjDocument
  private var edits: [(range: Range<Int>, text: String, order: Int)] = []
  private var newSections: [String: String] = [:]

  init(_ document: PBXProjDocument) {
    self.document = document
  }

  var hasEdits: Bool { !edits.isEmpty || !newSections.isEmpty }

  /// The edited file, read back to check it is still a valid project.
  func result(path: String) throws -> Data {
    var all = edits
    if !newSections.isEmpty, let objects = document.root["objects"] {
      for (isa, body) in newSections {
        let section = "\n/* Begin \(isa) section */\n\(body)/* End \(isa) section */\n"
        let point = sectionInsertionPoint(for: isa, objects: objects)
        all.append((point..<point, section, 0))
      }
    }
    var bytes = document.bytes
    let sorted = all.sorted {
      $0.range.lowerBound != $1.range.lowerBound
        ? $0.range.lowerBound > $1.range.lowerBound : $0.order > $1.order
    }
    for edit in sorted {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    let data = Data(bytes)
    _ = try PBXProjDocument(data: data, path: path)
    return data
  }

  private mutating func add(_ range: Range<Int>, _ text: String) {
    edits.append((range, text, edits.count))
  }

  // MARK: - Objects

  /// Adds an object (`body` is what goes between `{` and `}`), in its isa's section.
  mutating func addObject(id: String, comment: String, isa: String, body: String, multiline: Bool) {
    let text =
      multiline
      ? "\t\t\(id) /* \(comment) */ = {\n\t\t\tisa = \(isa);\n\(body)\t\t};\n"
      : "\t\t\(id) /* \(comment) */ = {isa = \(isa); \(body)};\n"
    let marker = Array("/* End \(isa) section */".utf8)
    if let end = find(marker) {
      add(end..<end, text)
    } else {
      newSections[isa, default: ""] += text
    }
  }

  /// Removes the object with `id` and its line.
  mutating func removeObject(id: String) {
    guard let entry = document.objectEntry(id) else { return }
    add(lineRange(entry.keyStart, entry.end), "")
  }

  // MARK: - Arrays

  /// Appends `element` (an ID and its comment) to the array `node`.
  mutating func append(_ element: String, to node: PBXProjDocument.Node) {
    let close = node.range.upperBound - 1
    if document.bytes[node.range].contains(0x0A), onlyIndentBefore(close) {
      let start = lineStart(close)
      add(start..<start, indent(of: close) + "\t" + element + ",\n")
    } else {
      add(close..<close, element + ", ")
    }
  }

  /// Removes the array element `node` (with its comma and line).
  mutating func remove(element node: PBXProjDocument.Node) {
    var end = node.range.upperBound
    while end < document.bytes.count, document.bytes[end] == 0x20 || isComment(at: end) {
      end = isComment(at: end) ? commentEnd(end) : end + 1
    }
    if end < document.bytes.count, document.bytes[end] == UInt8(ascii: ",") { end += 1 }
    add(lineRange(node.range.lowerBound, end), "")
  }

  // MARK: - Dictionaries

  /// Sets `key` to `value` (already quoted as needed) in the dictionary `node`: in place when
  /// present, else on a new line at its sorted place.
  mutating func set(_ key: String, _ value: String, in node: PBXProjDocument.Node) {
    guard let entries = node.entries else { return }
    if let entry = entries.first(where: { $0.key == key }) {
      add(entry.value.range, value)
      return
    }
    let quotedKey = Self.quoted(key)
    let next = entries.first { $0.key > key }
    if let next, onlyIndentBefore(next.keyStart) {
      let start = lineStart(next.keyStart)
      add(start..<start, indent(of: next.keyStart) + "\(quotedKey) = \(value);\n")
    } else if let last = entries.last, onlyIndentBefore(last.keyStart) {
      let end = lineEnd(last.end)
      add(end..<end, indent(of: last.keyStart) + "\(quotedKey) = \(value);\n")
    } else {
      let close = node.range.upperBound - 1
      add(close..<close, "\(quotedKey) = \(value); ")
    }
  }

  /// Removes `entry` and its line.
  mutating func remove(entry: PBXProjDocument.Entry) {
    add(lineRange(entry.keyStart, entry.end), "")
  }

  // MARK: - Text

  /// `text` quoted when Xcode would quote it.
  static func quoted(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.utf8.allSatisfy {
        switch $0 {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"):
          return true
        default: return "_./".utf8.contains($0)
        }
      }
    if plain { return text }
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    return "\"\(escaped)\""
  }

  private func sectionInsertionPoint(for isa: String, objects: PBXProjDocument.Node) -> Int {
    // Sections are in isa order; the new one goes before the first that sorts after it.
    let text = String(decoding: document.bytes, as: UTF8.self)
    var best: Int?
    var searchStart = text.startIndex
    while let range = text.range(of: "/* Begin ", range: searchStart..<text.endIndex) {
      searchStart = range.upperBound
      let name = text[range.upperBound...].prefix { $0 != " " }
      if String(name) > isa {
        best = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        break
      }
    }
    if let best {
      // Before the blank line that precedes the section.
      return best > 0 && document.bytes[best - 1] == 0x0A ? best - 1 : best
    }
    return lineStart(objects.range.upperBound - 1)
  }

  private func find(_ pattern: [UInt8]) -> Int? {
    let bytes = document.bytes
    guard pattern.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - pattern.count)
    where bytes[start] == pattern[0] && Array(bytes[start..<start + pattern.count]) == pattern {
      return lineStart(start)
    }
    return nil
  }

  private func isComment(at offset: Int) -> Bool {
    offset + 1 < document.bytes.count && document.bytes[offset] == UInt8(ascii: "/")
      && document.bytes[offset + 1] == UInt8(ascii: "*")
  }

  private func commentEnd(_ offset: Int) -> Int {
    var position = offset + 2
    while position + 1 < document.bytes.count,
      !(document.bytes[position] == UInt8(ascii: "*")
        && document.bytes[position + 1] == UInt8(ascii: "/"))
    {
      position += 1
    }
    return min(position + 2, document.bytes.count)
  }

  private func lineStart(_ offset: Int) -> Int {
    var position = offset
    while position > 0, document.bytes[position - 1] != 0x0A { position -= 1 }
    return position
  }

  /// The offset past the line break that ends the line holding `offset`.
  private func lineEnd(_ offset: Int) -> Int {
    var position = offset
    while position < document.bytes.count, document.bytes[position] != 0x0A { position += 1 }
    return min(position + 1, document.bytes.count)
  }

  private func onlyIndentBefore(_ offset: Int) -> Bool {
    document.bytes[lineStart(offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  private func indent(of offset: Int) -> String {
    String(
      decoding: document.bytes[lineStart(offset)...].prefix { $0 == 0x20 || $0 == 0x09 },
      as: UTF8.self)
  }

  /// `start..<end` widened to whole lines when nothing else shares them; else followed by
  /// its spaces.
  private func lineRange(_ start: Int, _ end: Int) -> Range<Int> {
    var after = end
    while after < document.bytes.count,
      document.bytes[after] == 0x20 || document.bytes[after] == 0x09
    {
      after += 1
    }
    if onlyIndentBefore(start), after < document.bytes.count, document.bytes[after] == 0x0A {
      return lineStart(start)..<after + 1
    }
    return start..<after
  }
}
