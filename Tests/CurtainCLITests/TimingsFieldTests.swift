import CurtainCore
import Foundation
import Testing

@testable import CurtainCLI

/// Issue #31: `curtain timings` reads MetricKit payloads beside launch records, streams them,
/// and exports OTLP.
@Suite struct TimingsFieldTests {
  static func temporary(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "curtain-\(UUID().uuidString)-\(name)")
  }

  @Test func payloadsAndRecordsMakeOneTablePerVersion() throws {
    var report: TimingsReport?
    var field = LaunchFieldFigures()
    var phases = LaunchPhaseAccumulator()
    for name in ["launches-1.7.jsonl", "metrickit-1.7-iphone15.json", "metrickit-days.json"] {
      try TimingsInput.read(TimingsCommandTests.sample(name)) { item in
        switch item {
        case .record(let record):
          phases.add(record)
          field.add(record)
        case .payload(let payload): field.add(payload)
        }
      }
    }
    report = TimingsReport(current: phases, baseline: nil, threshold: 0.1)
    report?.field = field.versions
    let text = try #require(report?.text)
    #expect(text.contains("Field figures, version 1.7 ("))
    #expect(text.contains("2 MetricKit payloads"))
    #expect(text.contains("system: time to first draw           16"))
    #expect(text.contains("system: extended launch"))
    #expect(text.contains("curtain: time to ready"))
    #expect(text.contains("Field figures, version 1.6 (1 MetricKit payloads)"))
  }

  @Test func payloadLinesAreReadOneAtATime() throws {
    let day = try Data(
      contentsOf: URL(fileURLWithPath: TimingsCommandTests.sample("metrickit-1.7-iphone15.json")))
    let object = try JSONSerialization.jsonObject(with: day)
    let line = try JSONSerialization.data(withJSONObject: object)
    let file = Self.temporary("payloads.jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    try (line + Data("\n\n".utf8) + line + Data("\n".utf8)).write(to: file)
    var payloads = 0
    try TimingsInput.read(file.path) { item in
      if case .payload = item { payloads += 1 }
    }
    #expect(payloads == 2)
  }

  @Test func aBadPayloadIsNamedByFileAndKey() throws {
    let file = Self.temporary("bad.json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("[\n{\"appVersion\": 3, \"applicationLaunchMetrics\": {}}\n]\n".utf8).write(to: file)
    #expect {
      try TimingsInput.read(file.path) { _ in }
    } throws: { error in
      "\(error)" == "\(file.path): payload 1: appVersion: missing or not a string"
    }
  }

  @Test func theOTLPFileHasOneResourcePerLaunchWithItsPhasesAsChildSpans() throws {
    let output = Self.temporary("traces.json")
    defer { try? FileManager.default.removeItem(at: output) }
    let command = try TimingsCommand.parse([
      TimingsCommandTests.sample("launches-1.7.jsonl"), "--otlp", output.path,
      "--service-name", "Sample",
    ])
    try command.run()
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: output))
    let resources = try #require((object as? [String: Any])?["resourceSpans"] as? [[String: Any]])
    var launches = 0
    try TimingsInput.read(TimingsCommandTests.sample("launches-1.7.jsonl")) { _ in launches += 1 }
    #expect(resources.count == launches)
    let first = try #require(resources.first)
    let attributes = try #require(
      (first["resource"] as? [String: Any])?["attributes"] as? [[String: Any]])
    let keys = attributes.compactMap { $0["key"] as? String }
    #expect(keys.contains("service.version") && keys.contains("curtain.launch.kind"))
    let spans = try #require(
      ((first["scopeSpans"] as? [[String: Any]])?.first?["spans"]) as? [[String: Any]])
    let root = try #require(spans.first)
    #expect(root["name"] as? String == "launch")
    #expect((root["traceId"] as? String)?.count == 32)
    for span in spans.dropFirst() {
      #expect(span["parentSpanId"] as? String == root["spanId"] as? String)
      #expect(span["traceId"] as? String == root["traceId"] as? String)
      #expect((span["spanId"] as? String)?.count == 16)
    }
    #expect(spans.contains { $0["name"] as? String == "first frame" })
  }

  @Test(arguments: [
    ("http://127.0.0.1:4318", "http://127.0.0.1:4318/v1/traces"),
    ("http://collector:4318/", "http://collector:4318/v1/traces"),
    ("https://otlp.example.com/custom/traces", "https://otlp.example.com/custom/traces"),
  ])
  func theEndpointGetsTheTracesPathOnlyWhenItHasNone(given: String, expected: String) throws {
    #expect(try OTLPExport.tracesURL(given).absoluteString == expected)
  }

  @Test(arguments: ["ftp://x/v1/traces", "127.0.0.1:4318", "not a url"])
  func aNonHTTPEndpointIsRefused(given: String) {
    #expect(throws: TimingsError.self) { try OTLPExport.tracesURL(given) }
  }

  @Test func aFailedExportLeavesNoFile() throws {
    let output = Self.temporary("traces.json")
    let bad = Self.temporary("bad.jsonl")
    defer { try? FileManager.default.removeItem(at: bad) }
    try Data("{\"schemaVersion\":1}\n".utf8).write(to: bad)
    let command = try TimingsCommand.parse([
      TimingsCommandTests.sample("launches-1.7.jsonl"), bad.path, "--otlp", output.path,
      "--trace", output.path + ".trace",
    ])
    #expect(throws: TimingsError.self) { try command.run() }
    let folder = try FileManager.default.contentsOfDirectory(
      atPath: output.deletingLastPathComponent().path)
    #expect(!folder.contains { $0.contains(output.lastPathComponent) })
  }
}
