import Foundation

/// The mark Curtain leaves in every single file it writes as a command's output, so a later run
/// knows the file is its own to replace (and any other file is the user's, refused).
///
/// Each format carries it where the format keeps such text, read without decoding the file:
/// - PNG and APNG: a `tEXt` chunk `Software` = ``text`` before the image data (the PNG
///   specification's keyword for the program that made the file);
/// - GIF: a comment extension holding ``text`` before the first image;
/// - MP4: a `comment` metadata item holding ``text`` in the `moov` box (`ffmpeg -metadata`);
/// - JSON: the document starts with `{"otherData":{"writer":"curtain ` (then the command).
public enum OutputSignature {
  /// The text of the mark.
  public static let text = "curtain"

  /// The `tEXt` chunk: `Software`, a zero byte, ``text``.
  static var pngChunk: Data {
    PNGChunks.encode(type: "tEXt", data: Data(("Software\0" + text).utf8))
  }

  /// The start of a JSON document Curtain writes (then the command's name).
  public static let jsonPrefix = #"{"otherData":{"writer":"curtain "#

  /// The comment metadata `ffmpeg` writes into an MP4.
  static let mp4Comment = "Written by curtain"

  /// `png` with the `tEXt` mark inserted right after `IHDR` (PNG data without one unchanged but
  /// for the insertion; data that is not a PNG returned as it is).
  public static func markingPNG(_ png: Data) -> Data {
    let headerEnd = PNGSignature.bytes.count + 25  // IHDR: 4 + 4 + 13 + 4 bytes.
    guard png.count > headerEnd, PNGSignature.starts(png) else { return png }
    var marked = Data(png.prefix(headerEnd))
    marked.append(pngChunk)
    marked.append(png.dropFirst(headerEnd))
    return marked
  }

  /// A GIF comment extension holding ``text``.
  private static var gifComment: [UInt8] {
    [0x21, 0xFE, UInt8(text.utf8.count)] + Array(text.utf8) + [0]
  }

  /// `gif` with a comment extension holding the mark before its first block after the global
  /// colour table.
  static func markingGIF(_ gif: [UInt8]) -> [UInt8] {
    guard gif.count >= 13, gif.starts(with: Array("GIF8".utf8)) else { return gif }
    var offset = 13
    if gif[10] & 0x80 != 0 { offset += 3 << (Int(gif[10] & 7) + 1) }
    guard offset <= gif.count else { return gif }
    return Array(gif[..<offset]) + gifComment + Array(gif[offset...])
  }

  /// Whether the file at `url` carries the mark; false for anything unreadable or of another
  /// format. Reads at most a few kilobytes (an MP4's `moov` box: at most 16 MB).
  public static func isMarked(fileAt url: URL) -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 4096), !head.isEmpty else { return false }
    let bytes = [UInt8](head)
    if PNGSignature.starts(head) { return pngIsMarked(bytes) }
    if head.starts(with: Array("GIF8".utf8)) { return gifIsMarked(bytes) }
    if head.starts(with: Array(jsonPrefix.utf8)) { return true }
    if bytes.count >= 8, Array(bytes[4..<8]) == Array("ftyp".utf8) {
      return mp4IsMarked(handle)
    }
    return false
  }

  private static func pngIsMarked(_ bytes: [UInt8]) -> Bool {
    let wanted = [UInt8](pngChunk)
    var offset = PNGSignature.bytes.count
    while offset + 8 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      if type == "IDAT" || type == "IEND" || type == "fcTL" { return false }
      if type == "tEXt", offset + wanted.count <= bytes.count,
        Array(bytes[offset..<offset + wanted.count]) == wanted
      {
        return true
      }
      guard length <= bytes.count else { return false }
      offset += 12 + length
    }
    return false
  }

  private static func gifIsMarked(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 13 else { return false }
    var start = 13
    if bytes[10] & 0x80 != 0 { start += 3 << (Int(bytes[10] & 7) + 1) }
    let comment = gifComment
    return bytes.count >= start + comment.count
      && Array(bytes[start..<start + comment.count]) == comment
  }

  private static func mp4IsMarked(_ handle: FileHandle) -> Bool {
    var offset: UInt64 = 0
    // Top-level boxes: size (4 bytes, or 1 then a 64-bit size), type; `moov` is read whole.
    for _ in 0..<64 {
      guard (try? handle.seek(toOffset: offset)) != nil,
        let header = try? handle.read(upToCount: 16), header.count >= 8
      else { return false }
      let bytes = [UInt8](header)
      var size =
        UInt64(bytes[0]) << 24 | UInt64(bytes[1]) << 16 | UInt64(bytes[2]) << 8
        | UInt64(bytes[3])
      if size == 1, bytes.count == 16 {
        size = bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) }
      }
      guard size >= 8 else { return false }
      if Array(bytes[4..<8]) == Array("moov".utf8) {
        guard size <= 16 << 20, (try? handle.seek(toOffset: offset)) != nil,
          let moov = try? handle.read(upToCount: Int(size))
        else { return false }
        return moov.range(of: Data(mp4Comment.utf8)) != nil
      }
      offset += size
    }
    return false
  }
}
