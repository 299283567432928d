import Foundation

/// Why a project.pbxproj could not be read.
public struct PBXProjError: Error, CustomStringConvertible, Sendable {
  /// The file.
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// What is wrong.
  public var reason: String

  /// "App.xcodeproj/project.pbxproj:12: expected ';'".
  public var description: String { "\(path):\(line): \(reason)" }
}

/// A project.pbxproj (an old-style OpenStep property list) read with the byte range of every
/// value, so that edits touch only the bytes they change and findings can name a value's line.
///
/// Foundation's `PropertyListSerialization` reads this format on Apple platforms and Linux, but
/// gives neither ranges nor lines, so `generate --project` and `doctor` both read the text here.
public struct PBXProjDocument: Sendable {
  /// A value and where its text is.
  public indirect enum Value: Sendable {
    /// A string, quoted (`"…"` or `'…'`) or not, unescaped; a `<…>` data value keeps its text.
    case string(String)
    /// `( a, b, )`.
    case array([Node])
    /// `{ key = value; }`, in file order.
    case dictionary([Entry])
  }

  /// A value with its byte range (for arrays and dictionaries, from the bracket to the closing
  /// bracket inclusive).
  public struct Node: Sendable {
    /// The value.
    public var value: Value
    /// The bytes it spans.
    public var range: Range<Int>

    /// The string, if it is one.
    public var string: String? {
      if case .string(let text) = value { return text }
      return nil
    }
    /// The elements, if it is an array.
    public var array: [Node]? {
      if case .array(let nodes) = value { return nodes }
      return nil
    }
    /// The entries, if it is a dictionary.
    public var entries: [Entry]? {
      if case .dictionary(let entries) = value { return entries }
      return nil
    }
    /// The value for `key`, if this is a dictionary holding it.
    public subscript(key: String) -> Node? {
      entries?.first { $0.key == key }?.value
    }
  }

  /// A dictionary entry: its key, where the key starts, its value, and the offset past its `;`.
  public struct Entry: Sendable {
    /// The key, unescaped.
    public var key: String
    /// Offset of the key's first byte.
    public var keyStart: Int
    /// The value.
    public var value: Node
    /// Offset just past the `;`.
    public var end: Int
  }

  /// The file's bytes.
  public let bytes: [UInt8]
  /// The top-level dictionary.
  public let root: Node
  /// The `objects` dictionary's entries, in file order.
  public let objects: [Entry]
  /// Where each object is in ``objects``, by ID (the first entry when an ID repeats).
  private let objectIndex: [String: Int]
  /// The offset of each line's first byte.
  private let lineStarts: [Int]

  /// Deeper nesting than any project file has is refused rather than risking the stack.
  static let maximumDepth = 256

  /// Reads a project file.
  ///
  /// - Throws: ``PBXProjError`` with the line of the first thing that is not valid.
  public init(data: Data, path: String) throws(PBXProjError) {
    let bytes = [UInt8](data)
    let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
    self.bytes = bytes
    self.lineStarts = lineStarts
    var parser = Parser(bytes: bytes, path: path, lineStarts: lineStarts)
    try parser.skipTrivia()
    root = try parser.value()
    try parser.skipTrivia()
    guard parser.position == bytes.count, root.entries != nil else {
      throw parser.error("expected a single dictionary")
    }
    let objects = root["objects"]?.entries ?? []
    self.objects = objects
    var index: [String: Int] = [:]
    for (offset, entry) in objects.enumerated() where index[entry.key] == nil {
      index[entry.key] = offset
    }
    objectIndex = index
  }

  /// The object with `id`.
  public func object(_ id: String) -> Node? {
    objectEntry(id)?.value
  }

  /// The entry of the object with `id` (for its range).
  public func objectEntry(_ id: String) -> Entry? {
    objectIndex[id].map { objects[$0] }
  }

  /// The 1-based line of the byte at `offset`.
  public func line(at offset: Int) -> Int {
    Self.line(at: offset, lineStarts: lineStarts)
  }

  /// The 1-based line where `node` starts.
  public func line(of node: Node) -> Int {
    line(at: node.range.lowerBound)
  }

  private static func line(at offset: Int, lineStarts: [Int]) -> Int {
    // The number of lines starting at or before `offset`.
    var low = 0
    var high = lineStarts.count
    while low < high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The IDs and values of every object whose `isa` is `isa`.
  public func objects(isa: String) -> [(id: String, node: Node)] {
    objects.compactMap { $0.value["isa"]?.string == isa ? ($0.key, $0.value) : nil }
  }

  private struct Parser {
    let bytes: [UInt8]
    let path: String
    let lineStarts: [Int]
    var position = 0
    var depth = 0

    init(bytes: [UInt8], path: String, lineStarts: [Int]) {
      self.bytes = bytes
      self.path = path
      self.lineStarts = lineStarts
    }

    /// An error at the cursor, or at `offset` (where an unclosed string or comment began).
    func error(_ reason: String, at offset: Int? = nil) -> PBXProjError {
      let line = PBXProjDocument.line(at: offset ?? position, lineStarts: lineStarts)
      return PBXProjError(path: path, line: line, reason: reason)
    }

    mutating func skipTrivia() throws(PBXProjError) {
      while position < bytes.count {
        let byte = bytes[position]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          position += 1
        } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "*")
        {
          let start = position
          position += 2
          while position + 1 < bytes.count,
            !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
          {
            position += 1
          }
          guard position + 1 < bytes.count else { throw error("unclosed comment", at: start) }
          position += 2
        } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "/")
        {
          while position < bytes.count, bytes[position] != 0x0A { position += 1 }
        } else {
          return
        }
      }
    }

    mutating func expect(_ character: Character) throws(PBXProjError) {
      try skipTrivia()
      guard position < bytes.count, bytes[position] == character.asciiValue else {
        throw error("expected '\(character)'")
      }
      position += 1
    }

    mutating func value() throws(PBXProjError) -> Node {
      try skipTrivia()
      guard position < bytes.count else { throw error("unexpected end of file") }
      let start = position
      switch bytes[position] {
      case UInt8(ascii: "{"):
        try enter()
        var entries: [Entry] = []
        while true {
          if try leave("}") { return Node(value: .dictionary(entries), range: start..<position) }
          let keyStart = position
          guard let key = try value().string else { throw error("expected a key") }
          try expect("=")
          let node = try value()
          try expect(";")
          entries.append(Entry(key: key, keyStart: keyStart, value: node, end: position))
        }
      case UInt8(ascii: "("):
        try enter()
        var nodes: [Node] = []
        while true {
          if try leave(")") { return Node(value: .array(nodes), range: start..<position) }
          nodes.append(try value())
          try skipTrivia()
          if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
            position += 1
          } else if position < bytes.count, bytes[position] != UInt8(ascii: ")") {
            throw error("expected ',' or ')'")
          }
        }
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        return Node(value: .string(try quoted()), range: start..<position)
      case UInt8(ascii: "<"):
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
        guard position < bytes.count else { throw error("unclosed '<'") }
        position += 1
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return Node(value: .string(text), range: start..<position)
      default:
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        guard position > start else {
          throw error("unexpected character '\(Character(Unicode.Scalar(bytes[position])))'")
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return Node(value: .string(text), range: start..<position)
      }
    }

    /// Opens an array or dictionary, refusing nesting deeper than ``maximumDepth``.
    mutating func enter() throws(PBXProjError) {
      depth += 1
      guard depth <= PBXProjDocument.maximumDepth else { throw error("nested too deeply") }
      position += 1
    }

    /// Whether the array or dictionary being read closes here with `closing` (then consumed);
    /// the end of the file before it is an error.
    mutating func leave(_ closing: Character) throws(PBXProjError) -> Bool {
      try skipTrivia()
      guard position < bytes.count else {
        throw error("unclosed '\(closing == "}" ? "{" : "(")'")
      }
      guard bytes[position] == closing.asciiValue else { return false }
      position += 1
      depth -= 1
      return true
    }

    /// The string whose opening quote (`"` or `'`) is at the cursor, unescaped.
    mutating func quoted() throws(PBXProjError) -> String {
      let start = position
      let quote = bytes[position]
      position += 1
      var scalars: [UInt8] = []
      while position < bytes.count, bytes[position] != quote {
        if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
          position += 1
          switch bytes[position] {
          case UInt8(ascii: "n"): scalars.append(0x0A)
          case UInt8(ascii: "t"): scalars.append(0x09)
          case UInt8(ascii: "r"): scalars.append(0x0D)
          default: scalars.append(bytes[position])
          }
        } else {
          scalars.append(bytes[position])
        }
        position += 1
      }
      guard position < bytes.count else { throw error("unclosed string", at: start) }
      position += 1
      return String(decoding: scalars, as: UTF8.self)
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      default:
        return "_$+/:.-".utf8.contains(byte) || byte >= 0x80
      }
    }
  }
}
