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
/// value, so that edits touch only the bytes they change.
public struct PBXProjDocument: Sendable {
  /// A value and where its text is.
  public indirect enum Value: Sendable {
    /// A string, quoted or not, unescaped.
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

  /// Reads a project file.
  ///
  /// - Throws: ``PBXProjError`` with the line of the first thing that is not valid.
  public init(data: Data, path: String) throws {
    bytes = [UInt8](data)
    var parser = Parser(bytes: bytes, path: path)
    parser.skipTrivia()
    root = try parser.value()
    parser.skipTrivia()
    guard parser.position == bytes.count, root.entries != nil else {
      throw parser.error("expected a single dictionary")
    }
  }

  /// The `objects` dictionary's entries.
  public var objects: [Entry] { root["objects"]?.entries ?? [] }

  /// The object with `id`.
  public func object(_ id: String) -> Node? {
    objects.first { $0.key == id }?.value
  }

  /// The entry of the object with `id` (for its range).
  public func objectEntry(_ id: String) -> Entry? {
    objects.first { $0.key == id }
  }

  /// The IDs and values of every object whose `isa` is `isa`.
  public func objects(isa: String) -> [(id: String, node: Node)] {
    objects.compactMap { $0.value["isa"]?.string == isa ? ($0.key, $0.value) : nil }
  }

  private struct Parser {
    let bytes: [UInt8]
    let path: String
    var position = 0

    init(bytes: [UInt8], path: String) {
      self.bytes = bytes
      self.path = path
    }

    func error(_ reason: String) -> PBXProjError {
      let line = bytes[..<min(position, bytes.count)].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      return PBXProjError(path: path, line: line, reason: reason)
    }

    mutating func skipTrivia() {
      while position < bytes.count {
        let byte = bytes[position]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          position += 1
        } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "*")
        {
          position += 2
          while position + 1 < bytes.count,
            !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
          {
            position += 1
          }
          position = min(position + 2, bytes.count)
        } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "/")
        {
          while position < bytes.count, bytes[position] != 0x0A { position += 1 }
        } else {
          return
        }
      }
    }

    mutating func expect(_ character: Character) throws {
      skipTrivia()
      guard position < bytes.count, bytes[position] == character.asciiValue else {
        throw error("expected '\(character)'")
      }
      position += 1
    }

    mutating func value() throws -> Node {
      skipTrivia()
      guard position < bytes.count else { throw error("unexpected end of file") }
      let start = position
      switch bytes[position] {
      case UInt8(ascii: "{"):
        position += 1
        var entries: [Entry] = []
        while true {
          skipTrivia()
          guard position < bytes.count else { throw error("unclosed '{'") }
          if bytes[position] == UInt8(ascii: "}") {
            position += 1
            return Node(value: .dictionary(entries), range: start..<position)
          }
          let keyStart = position
          guard let key = try value().string else { throw error("expected a key") }
          try expect("=")
          let node = try value()
          try expect(";")
          entries.append(Entry(key: key, keyStart: keyStart, value: node, end: position))
        }
      case UInt8(ascii: "("):
        position += 1
        var nodes: [Node] = []
        while true {
          skipTrivia()
          guard position < bytes.count else { throw error("unclosed '('") }
          if bytes[position] == UInt8(ascii: ")") {
            position += 1
            return Node(value: .array(nodes), range: start..<position)
          }
          nodes.append(try value())
          skipTrivia()
          if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
            position += 1
          } else if position < bytes.count, bytes[position] != UInt8(ascii: ")") {
            throw error("expected ',' or ')'")
          }
        }
      case UInt8(ascii: "\""):
        return Node(value: .string(try quoted()), range: start..<position)
      case UInt8(ascii: "<"):
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
        guard position < bytes.count else { throw error("unclosed '<'") }
        position += 1
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return Node(value: .string(text), range: start..<position)
      default:
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        guard position > start else { throw error("unexpected character") }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return Node(value: .string(text), range: start..<position)
      }
    }

    mutating func quoted() throws -> String {
      position += 1
      var scalars: [UInt8] = []
      while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
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
      guard position < bytes.count else { throw error("unclosed string") }
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
