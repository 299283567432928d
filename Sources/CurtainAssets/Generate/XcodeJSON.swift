/// A JSON value written exactly as Xcode writes asset-catalog `Contents.json` files.
///
/// Xcode sorts object keys, indents by two spaces, separates keys from values with `" : "`, and
/// ends the file with a newline; `JSONSerialization` does none of that reliably, so the few value
/// kinds a catalog needs are rendered here by hand.
public indirect enum XcodeJSON: Hashable, Sendable {
  /// A string, escaped as JSON requires.
  case string(String)
  /// An integer (Xcode's `"version" : 1`).
  case integer(Int)
  /// A Boolean.
  case bool(Bool)
  /// An array, one element a line.
  case array([XcodeJSON])
  /// An object; keys are written sorted, whatever their order here.
  case object([String: XcodeJSON])

  /// The `"info"` object Xcode writes in every `Contents.json`.
  public static let xcodeInfo = XcodeJSON.object([
    "author": .string("xcode"), "version": .integer(1),
  ])

  /// The document text, newline-terminated.
  public var text: String {
    var output = ""
    write(to: &output, indent: 0)
    return output + "\n"
  }

  private func write(to output: inout String, indent: Int) {
    let padding = String(repeating: " ", count: indent + 2)
    let closing = String(repeating: " ", count: indent)
    switch self {
    case .string(let value): output += Self.quoted(value)
    case .integer(let value): output += String(value)
    case .bool(let value): output += value ? "true" : "false"
    case .array(let elements):
      guard !elements.isEmpty else { return output += "[\n\n\(closing)]" }
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += padding
        element.write(to: &output, indent: indent + 2)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += closing + "]"
    case .object(let members):
      guard !members.isEmpty else { return output += "{\n\n\(closing)}" }
      output += "{\n"
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        output += padding + Self.quoted(key) + " : "
        members[key]?.write(to: &output, indent: indent + 2)
        output += index == keys.count - 1 ? "\n" : ",\n"
      }
      output += closing + "}"
    }
  }

  private static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          result +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
