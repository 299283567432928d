/// Checks the bytes of an XML file before an XML parser sees them.
///
/// Foundation's `XMLParser` on Linux traps (SIGILL) on invalid UTF-8 in a name and crashes
/// (a null `strlen`) on a processing instruction without data (`<?name?>`), and merge debris
/// only gives "not well-formed"; this finds them, and characters XML 1.0 forbids, with the line.
enum XMLBytes {
  /// The first problem in `bytes`, nil when they are valid UTF-8 XML text.
  static func problem(in bytes: [UInt8]) -> DoctorReadError? {
    var line = 1
    var index = 0
    var atLineStart = true
    while index < bytes.count {
      let byte = bytes[index]
      if atLineStart, let marker = conflictMarker(in: bytes, at: index) {
        return DoctorReadError(
          line: line, reason: "merge-conflict marker '\(marker)': resolve the conflict")
      }
      atLineStart = false
      if byte == 0x0A {
        line += 1
        atLineStart = true
        index += 1
        continue
      }
      if byte == UInt8(ascii: "<"), let target = processingInstructionWithoutData(bytes, at: index)
      {
        return DoctorReadError(
          line: line, reason: "processing instruction '<?\(target)?>' has no data")
      }
      if byte < 0x20, byte != 0x09, byte != 0x0D {
        return DoctorReadError(
          line: line, reason: "control character 0x\(String(byte, radix: 16)) is not allowed in XML"
        )
      }
      guard byte >= 0x80 else {
        index += 1
        continue
      }
      let length = sequenceLength(bytes, at: index)
      guard length > 0 else {
        return DoctorReadError(
          line: line, reason: "invalid UTF-8 (byte 0x\(String(byte, radix: 16)))")
      }
      index += length
    }
    return nil
  }

  /// The length of the valid UTF-8 sequence at `index`, 0 when it is not one.
  static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let byte = bytes[index]
    let length: Int
    let minimum: UInt32
    var scalar: UInt32
    switch byte {
    case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(byte & 0x1F))
    case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(byte & 0x0F))
    case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(byte & 0x07))
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    for offset in 1..<length {
      let next = bytes[index + offset]
      guard next & 0xC0 == 0x80 else { return 0 }
      scalar = scalar << 6 | UInt32(next & 0x3F)
    }
    guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar),
      scalar != 0xFFFE, scalar != 0xFFFF
    else { return 0 }
    return length
  }

  /// The target of a processing instruction at `index` that has no data (`<?name?>`, or
  /// `<?name` and the end of the file), nil for anything else.
  static func processingInstructionWithoutData(_ bytes: [UInt8], at index: Int) -> String? {
    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") else { return nil }
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var end = index + 2
    while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: "?") { end += 1 }
    let target = String(decoding: bytes[(index + 2)..<end].prefix(40), as: UTF8.self)
    var data = end
    while data < bytes.count, isSpace(bytes[data]) { data += 1 }
    let closes =
      data + 1 < bytes.count && bytes[data] == UInt8(ascii: "?")
      && bytes[data + 1] == UInt8(ascii: ">")
    return data >= bytes.count || closes ? target : nil
  }

  /// `<<<<<<<`, `=======` or `>>>>>>>` at `index` (a line start), as git writes them.
  static func conflictMarker(in bytes: [UInt8], at index: Int) -> String? {
    for marker in ["<<<<<<<", "=======", ">>>>>>>", "|||||||"] {
      let pattern = Array(marker.utf8)
      guard index + pattern.count <= bytes.count,
        Array(bytes[index..<index + pattern.count]) == pattern
      else { continue }
      let next = index + pattern.count < bytes.count ? bytes[index + pattern.count] : 0x0A
      if next == 0x20 || next == 0x0A || next == 0x0D { return marker }
    }
    return nil
  }
}
