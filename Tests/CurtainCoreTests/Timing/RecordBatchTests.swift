import Foundation
import Testing

@testable import CurtainCore

/// `LaunchRecordLines.forEachRecord` decodes lines in batches; a batch that holds a bad line
/// still reports that line's number and reason, and hands over every record before it.
@Suite struct RecordBatchTests {
  static func line(_ ready: Double) throws -> String {
    try LaunchRecordLines.line(
      for: LaunchRecord(
        appVersion: "1", prewarmed: false,
        marks: [.init(name: "processStart", seconds: 0), .init(name: "appReady", seconds: ready)]))
  }

  /// (the bad line, its number among 600 good ones, the reason expected).
  @Test(arguments: [
    ("{\"appVersion\": 1}", 300, "missing key"), ("not json", 2, "not valid JSON"),
    ("LINE,LINE", 511, "not valid JSON"), ("LINE,", 256, "not valid JSON"),
    ("[LINE]", 600, "not JSON lines"),
  ])
  func aBadLineInABatchIsNamed(_ bad: String, number: Int, reason: String) throws {
    let good = try Self.line(1)
    var lines = (1...600).map { _ in good }
    lines.insert(bad.replacingOccurrences(of: "LINE", with: good), at: number - 1)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-batch-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
    var handed = 0
    #expect {
      try LaunchRecordLines.forEachRecord(at: file, source: "r.jsonl") { _ in handed += 1 }
    } throws: { error in
      let decoding = error as? LaunchRecordLines.DecodingError
      return decoding?.line == number && decoding?.reason.contains(reason) == true
    }
    #expect(handed == number - 1)
  }

  @Test func everyRecordOfAGoodFileIsHandedOverInOrder() throws {
    let lines = try (0..<1000).map { try Self.line(Double($0)) }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-batch-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(("\n" + lines.joined(separator: "\n\n")).utf8).write(to: file)
    var readies: [Double] = []
    let count = try LaunchRecordLines.forEachRecord(at: file, source: "r.jsonl") {
      readies.append($0.marks[1].seconds)
    }
    #expect(count == 1000 && readies == (0..<1000).map(Double.init))
  }
}
