import Foundation

/// What JSON (RFC 8259) forbids and Foundation's parser lets through: a comma before a closing
/// `}` or `]`, and a key given twice in one object (Foundation keeps one of the two values
/// without a word). A config with either is refused with the line, like a YAML config is.
struct JSONStrictness: Error, Equatable {
  /// What is wrong ("duplicate key 'name'").
  var message: String
  /// The line, from 1.
  var line: Int
  /// The column in bytes, from 1.
  var column: Int

  /// An object being read: its keys so far, and whether a key comes next.
  private struct Frame {
    var isObject: Bool
    var keys: Set<String> = []
    var expectsKey: Bool
  }

  /// The first such problem in `data`, text `JSONSerialization` has already accepted (so
  /// strings are closed and brackets balanced); nil when there is none.
  static func problem(in data: Data) -> JSONStrictness? {
    let bytes = [UInt8](data)
    var stack: [Frame] = []
    var line = 1
    var lineStart = 0
    var lastComma: (line: Int, column: Int)?
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = index + 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        break
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        stack.append(
          Frame(isObject: byte == UInt8(ascii: "{"), expectsKey: byte == UInt8(ascii: "{")))
        lastComma = nil
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if let comma = lastComma {
          return JSONStrictness(
            message: "syntax error: a comma before '\(Character(Unicode.Scalar(byte)))' "
              + "(JSON allows no trailing comma)", line: comma.line, column: comma.column)
        }
        _ = stack.popLast()
      case UInt8(ascii: ","):
        lastComma = (line, index - lineStart + 1)
        if let last = stack.indices.last, stack[last].isObject { stack[last].expectsKey = true }
      case UInt8(ascii: "\""):
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        lastComma = nil
        if let last = stack.indices.last, stack[last].expectsKey {
          stack[last].expectsKey = false
          let key = Self.string(bytes[start...min(index, bytes.count - 1)])
          if !stack[last].keys.insert(key).inserted {
            return JSONStrictness(
              message: "duplicate key '\(key)'", line: line, column: start - lineStart + 1)
          }
        }
      default:
        lastComma = nil
      }
      index += 1
    }
    return nil
  }

  /// The value of a JSON string literal (quotes included), escapes decoded.
  private static func string(_ literal: ArraySlice<UInt8>) -> String {
    guard literal.contains(UInt8(ascii: "\\")),
      let decoded = try? JSONSerialization.jsonObject(
        with: Data(literal), options: [.fragmentsAllowed]) as? String
    else { return String(decoding: literal.dropFirst().dropLast(), as: UTF8.self) }
    return decoded
  }
}
