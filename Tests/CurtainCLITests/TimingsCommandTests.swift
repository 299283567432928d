import ArgumentParser
import CurtainCore
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct TimingsCommandTests {
  /// Docs/timings, where the sample records live.
  static let samples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/timings")

  static func sample(_ name: String) -> String {
    samples.appendingPathComponent(name).path
  }

  static func record(_ version: String, ready: Double, prewarmed: Bool = false) -> LaunchRecord {
    LaunchRecord(
      appVersion: version, prewarmed: prewarmed,
      marks: [
        .init(name: "processStart", seconds: 0), .init(name: "main", seconds: 0.2),
        .init(name: "appReady", seconds: ready),
      ])
  }

  @Test func theTableHasMedianAndP90PerVersionWithoutPrewarmedLaunches() throws {
    let report = TimingsReport(
      records: [
        Self.record("1.0", ready: 3), Self.record("1.0", ready: 4),
        Self.record("1.0", ready: 60, prewarmed: true), Self.record("1.1", ready: 2),
      ], baseline: nil, threshold: 0.1)
    #expect(report.versions.map(\.version) == ["1.0", "1.1"])
    let total = try #require(report.versions[0].row("total"))
    #expect(abs(total.median - 3.5) < 3.5 * QuantileSketch.relativeAccuracy)
    #expect(abs(total.p90 - 3.9) < 3.9 * QuantileSketch.relativeAccuracy)
    #expect(report.text.contains("Version 1.0: 2 launches, 1 prewarmed left out"))
    #expect(report.text.contains("app ready                   3.500s    3.900s"))
    #expect(report.regressions.isEmpty)
  }

  @Test(arguments: [(3.2, 0.1, false), (3.4, 0.1, true), (3.4, 0.2, false)])
  func aMedianBeyondTheThresholdIsARegression(current: Double, threshold: Double, regressed: Bool) {
    let report = TimingsReport(
      records: [Self.record("2", ready: current)], baseline: [Self.record("1", ready: 3)],
      threshold: threshold)
    #expect(report.regressions.map(\.name).contains("total") == regressed)
  }

  @Test func theSampleRecordsParseAndTheSlowerVersionFailsAgainstTheFasterOne() throws {
    let faster = try TimingsCommand.parse([
      Self.sample("launches-1.7.jsonl"), "--baseline", Self.sample("launches-1.6.jsonl"),
    ])
    try faster.run()
    let slower = try TimingsCommand.parse([
      Self.sample("launches-1.6.jsonl"), "--baseline", Self.sample("launches-1.7.jsonl"),
    ])
    #expect(throws: ExitCode.failure) { try slower.run() }
  }

  @Test func theTraceIsWrittenAsChromeTraceJSON() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-trace-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: output) }
    let command = try TimingsCommand.parse([
      Self.sample("launches-1.7.jsonl"), "--trace", output.path,
    ])
    try command.run()
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: output))
    let events = try #require((object as? [String: Any])?["traceEvents"] as? [[String: Any]])
    #expect(events.contains { $0["ph"] as? String == "X" })
  }

  @Test func badFilesAreNamed() throws {
    let bad = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-bad-\(UUID().uuidString).jsonl")
    try Data("{\"schemaVersion\":1}\n".utf8).write(to: bad)
    defer { try? FileManager.default.removeItem(at: bad) }
    #expect {
      try TimingsInput.read(bad.path) { _ in }
    } throws: { error in
      "\(error)" == "\(bad.path):1: missing key 'appVersion'"
    }
    #expect {
      try TimingsInput.read("/no/such/file.jsonl") { _ in }
    } throws: { error in
      "\(error)" == "Cannot read '/no/such/file.jsonl'."
    }
  }

  @Test(arguments: [[String](), ["a.jsonl", "--threshold=-5"]])
  func invalidArgumentsAreRejected(arguments: [String]) {
    #expect(throws: (any Error).self) { try TimingsCommand.parse(arguments) }
  }
}
