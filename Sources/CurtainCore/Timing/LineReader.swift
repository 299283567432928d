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
    func emit(_ line: Data) throws {
      number += 1
      var line = line
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      try body(line, number)
    }
    while let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
      var start = chunk.startIndex
      while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
        if pending.isEmpty {
          try emit(chunk[start..<newline])
        } else {
          pending.append(chunk[start..<newline])
          try emit(pending)
          pending = Data()
        }
        start = chunk.index(after: newline)
      }
      pending.append(chunk[start...])
    }
    if !pending.isEmpty { try emit(pending) }
  }
}
