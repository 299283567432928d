import Foundation

/// Reads a file one line at a time in fixed-size chunks, so a log of any length is read in
/// memory bounded by its longest line.
public enum LineReader {
  /// The bytes read from the file at a time.
  public static let chunkSize = 1 << 20

  /// Calls `body` with each line of the file at `url` (without its `\n` or `\r\n`) and its
  /// 1-based number, the last line too when it has no newline.
  ///
  /// - Throws: the file's opening or reading error, or what `body` throws (reading stops).
  public static func forEachLine(at url: URL, _ body: (Data, Int) throws -> Void) throws {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    var pending = Data()
    var number = 0
    while let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
      // The line ends found with memchr over the chunk's bytes, then each line handed on as
      // one slice (a byte-by-byte search through Data's indices cost most of a large log's time).
      var ends: [Int] = []
      chunk.withUnsafeBytes { bytes in
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count,
          let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset)
        {
          let end = base.distance(to: UnsafeRawPointer(found))
          ends.append(end)
          offset = end + 1
        }
      }
      var start = 0
      for end in ends {
        number += 1
        let base = chunk.startIndex
        if pending.isEmpty {
          try body(trimmed(chunk[(base + start)..<(base + end)]), number)
        } else {
          pending.append(chunk[(base + start)..<(base + end)])
          try body(trimmed(pending), number)
          pending = Data()
        }
        start = end + 1
      }
      pending.append(chunk[(chunk.startIndex + start)...])
    }
    if !pending.isEmpty {
      number += 1
      try body(trimmed(pending), number)
    }
  }

  /// `line` without a final `\r`.
  private static func trimmed(_ line: Data) -> Data {
    line.last == UInt8(ascii: "\r") ? line.dropLast() : line
  }
}
