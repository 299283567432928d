import Foundation

/// The text encoding of an XML property list, as Xcode and iOS read it: UTF-8 (with or
/// without a byte-order mark) or UTF-16 in either byte order (with a mark, or recognised by its
/// first character `<`), so a UTF-16 Info.plist is read, checked and edited like a UTF-8 one
/// and written back in its own encoding.
///
/// The editors work on UTF-8: ``utf8(_:)`` gives the text as UTF-8 with the declaration's
/// `encoding` saying so, ``encode(_:)`` turns such text back into this encoding with the
/// declaration as it was.
struct PlistTextEncoding: Equatable {
  enum Form: Equatable {
    case utf8
    case utf16(bigEndian: Bool)
  }

  /// UTF-8 or UTF-16 and its byte order.
  var form: Form
  /// Whether the file starts with a byte-order mark.
  var hasByteOrderMark: Bool
  /// The declaration's `encoding="…"` attribute as written, nil when it has none.
  var declaredEncoding: String?

  /// The encoding of `data` (a binary plist, or anything unrecognised, counts as UTF-8).
  init(detecting data: Data) {
    let bytes = [UInt8](data.prefix(4))
    switch bytes.count >= 2 ? (bytes[0], bytes[1]) : (0, 0) {
    case (0xFF, 0xFE): (form, hasByteOrderMark) = (.utf16(bigEndian: false), true)
    case (0xFE, 0xFF): (form, hasByteOrderMark) = (.utf16(bigEndian: true), true)
    case (0x3C, 0x00): (form, hasByteOrderMark) = (.utf16(bigEndian: false), false)
    case (0x00, 0x3C): (form, hasByteOrderMark) = (.utf16(bigEndian: true), false)
    default:
      form = .utf8
      hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    }
    declaredEncoding = nil
    if let text = Self.decode(data, form: form, skipping: hasByteOrderMark ? 1 : 0) {
      declaredEncoding = Self.encodingAttribute(in: text)?.text
    }
  }

  /// The encoding's name in messages.
  var name: String {
    switch form {
    case .utf8: "UTF-8"
    case .utf16(let bigEndian): bigEndian ? "UTF-16 (big-endian)" : "UTF-16 (little-endian)"
    }
  }

  /// Whether `utf8(_:)` changes anything.
  var isPlainUTF8: Bool { form == .utf8 && !hasByteOrderMark }

  /// `data`'s text as UTF-8 without a byte-order mark, its declaration saying UTF-8; nil when
  /// the bytes are not valid text in this encoding.
  func utf8(_ data: Data) -> Data? {
    if isPlainUTF8 { return data }
    guard var text = Self.decode(data, form: form, skipping: hasByteOrderMark ? 1 : 0) else {
      return nil
    }
    if let attribute = Self.encodingAttribute(in: text) {
      text.replaceSubrange(attribute.range, with: "encoding=\"UTF-8\"")
    }
    return Data(text.utf8)
  }

  /// UTF-8 text (as `utf8(_:)` gives it, edited) in this encoding, with the byte-order mark and
  /// the declaration's `encoding` as they were.
  func encode(_ utf8: Data) -> Data {
    if isPlainUTF8 { return utf8 }
    var text = String(decoding: utf8, as: UTF8.self)
    if let declaredEncoding, let attribute = Self.encodingAttribute(in: text) {
      text.replaceSubrange(attribute.range, with: declaredEncoding)
    }
    switch form {
    case .utf8:
      return Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
    case .utf16(let bigEndian):
      var bytes: [UInt8] = hasByteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
      bytes.reserveCapacity(bytes.count + text.utf16.count * 2)
      for unit in text.utf16 {
        let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
        bytes += bigEndian ? [high, low] : [low, high]
      }
      return Data(bytes)
    }
  }

  /// The text of `data` in `form` after `skipping` characters (a byte-order mark); nil when
  /// it is not valid (an odd UTF-16 length, an unpaired surrogate, invalid UTF-8).
  private static func decode(_ data: Data, form: Form, skipping: Int) -> String? {
    switch form {
    case .utf8:
      guard let text = String(data: data, encoding: .utf8) else { return nil }
      return String(text.unicodeScalars.dropFirst(skipping))
    case .utf16(let bigEndian):
      let bytes = [UInt8](data)
      guard bytes.count % 2 == 0 else { return nil }
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      for index in stride(from: skipping * 2, to: bytes.count, by: 2) {
        let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
        units.append(bigEndian ? first << 8 | second : second << 8 | first)
      }
      var text = ""
      var iterator = units.makeIterator()
      var decoder = UTF16()
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
        case .emptyInput: return text
        case .error: return nil
        }
      }
    }
  }

  /// The `encoding="…"` attribute of the XML declaration opening `text`, and its range.
  private static func encodingAttribute(in text: String) -> (
    text: String, range: Range<String.Index>
  )? {
    guard text.hasPrefix("<?xml"), let end = text.range(of: "?>") else { return nil }
    let declaration = text[..<end.lowerBound]
    guard let name = declaration.range(of: "encoding") else { return nil }
    var index = name.upperBound
    while index < declaration.endIndex, " \t\r\n=".contains(declaration[index]) {
      index = declaration.index(after: index)
    }
    guard index < declaration.endIndex, "\"'".contains(declaration[index]) else { return nil }
    let quote = declaration[index]
    let valueStart = declaration.index(after: index)
    guard let close = declaration[valueStart...].firstIndex(of: quote) else { return nil }
    let range = name.lowerBound..<declaration.index(after: close)
    return (String(text[range]), range)
  }
}
