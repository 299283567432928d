import Foundation
import Testing

@testable import CurtainCore

@Suite struct LineReaderTests {
  static let texts: [String: String] = [
    "CRLF, blank and unterminated lines": "a\nb\r\n\nlast",
    "a line longer than a chunk": String(repeating: "x", count: LineReader.chunkSize + 3) + "\ny\n",
    "one newline": "\n",
    "empty": "",
    "lines across chunk boundaries": String(repeating: "ab\n", count: LineReader.chunkSize / 2),
  ]

  /// Lines longer than a chunk, CRLF endings, a last line without a newline: the same lines
  /// as splitting the whole file's bytes.
  @Test(arguments: texts.keys.sorted())
  func linesAreTheFilesLines(name: String) throws {
    let text = try #require(Self.texts[name])
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-lines-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(text.utf8).write(to: file)
    var lines: [Data] = []
    var numbers: [Int] = []
    try LineReader.forEachLine(at: file) { line, number in
      lines.append(Data(line))
      numbers.append(number)
    }
    var expected = Data(text.utf8).split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
    )
    .map { $0.last == UInt8(ascii: "\r") ? Data($0.dropLast()) : Data($0) }
    if expected.last?.isEmpty == true { expected.removeLast() }
    #expect(lines == expected, "\(lines.count) lines, \(expected.count) expected")
    #expect(numbers == Array(0..<lines.count).map { $0 + 1 })
  }
}
