import Foundation
import Testing

@testable import CurtainCore

@Suite struct LaunchReportTests {
  /// PCalc's launch, as its author printed it from main().
  static let pcalc = LaunchRecord(
    appVersion: "1.7",
    marks: [
      .init(name: "processStart", seconds: 0), .init(name: "Init", seconds: 0.89),
      .init(name: "building layouts", seconds: 1.80),
      .init(name: "loading themes", seconds: 2.25), .init(name: "drawing", seconds: 3.68),
    ])

  @Test func plainTextMatchesTheSeed() {
    #expect(
      LaunchTextReport.render(Self.pcalc) == """
        Time for Init: 0.89s
        Time for building layouts: 0.91s
        Time for loading themes: 0.45s
        Time for drawing: 1.43s
        Total launch time: 3.68s
        """)
  }

  @Test func plainTextNamesPhasesSpansAndPrewarm() {
    let record = LaunchRecord(
      appVersion: "2", prewarmed: true,
      marks: [
        .init(name: "processStart", seconds: 0), .init(name: "main", seconds: 30),
        .init(name: "firstFrame", seconds: 30.4), .init(name: "appReady", seconds: 31),
      ],
      spans: [.init(name: "themes", startSeconds: 30.1, durationSeconds: 0.2)])
    #expect(
      LaunchTextReport.render(record) == """
        Prewarmed launch: timed from main, not from process start
        Time for first frame: 0.40s
        Time for app ready: 0.60s
        Span themes: 0.20s
        Total launch time: 1.00s
        """)
  }

  @Test func jsonLinesRoundTrip() throws {
    var second = Self.pcalc
    second.prewarmed = true
    second.processStartDate = Date(timeIntervalSince1970: 1_763_777_777)
    let text = try [Self.pcalc, second].map(LaunchRecordLines.line(for:)).joined(separator: "\n")
    #expect(!text.contains("\n\n"))
    #expect(try LaunchRecordLines.records(in: text + "\n", source: "log") == [Self.pcalc, second])
    #expect(text.contains("\"schemaVersion\":1"))
  }

  @Test(arguments: [
    ("{\"appVersion\":\"1\"", "log:2: not valid JSON"),
    ("{\"schemaVersion\":1,\"appVersion\":\"1\"}", "log:2: missing key 'prewarmed'"),
    (
      "{\"schemaVersion\":9,\"appVersion\":\"1\",\"prewarmed\":false,\"marks\":[],\"spans\":[],"
        + "\"droppedEvents\":0}",
      "log:2: schemaVersion 9 is newer than this reader (1)"
    ),
  ])
  func badLinesAreNamed(line: String, message: String) throws {
    let good = try LaunchRecordLines.line(for: Self.pcalc)
    #expect {
      try LaunchRecordLines.records(in: good + "\n" + line, source: "log")
    } throws: { error in
      (error as? LaunchRecordLines.DecodingError)?.description == message
    }
  }

  @Test func chromeTraceHasCompleteEventsInMicroseconds() throws {
    let data = try ChromeTrace.json(for: [Self.pcalc])
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try #require(object["traceEvents"] as? [[String: Any]])
    let complete = events.filter { $0["ph"] as? String == "X" }
    #expect(
      complete.map { $0["name"] as? String } == [
        "Init", "building layouts", "loading themes", "drawing",
      ])
    let drawing = try #require(complete.last)
    #expect(drawing["ts"] as? Double == 2_250_000)
    #expect(drawing["dur"] as? Double == 1_430_000)
    #expect(drawing["pid"] as? Int == 1)
    #expect(
      events.contains { $0["ph"] as? String == "M" && $0["name"] as? String == "process_name" })
  }
}
