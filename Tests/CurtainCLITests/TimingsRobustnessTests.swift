import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// `curtain timings` on records a person would not write by hand: empty files, absurd times,
/// marks out of order or missing, and far more versions than a chart can show.
@Suite struct TimingsRobustnessTests {
  /// A file in a fresh temporary folder holding `text`.
  static func file(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-timings-\(UUID().uuidString).jsonl")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  static func line(_ version: String, _ marks: [(String, Double)]) throws -> String {
    try LaunchRecordLines.line(
      for: LaunchRecord(appVersion: version, marks: marks.map { .init(name: $0.0, seconds: $0.1) }))
  }

  @Test(arguments: ["", "\n\n  \n"])
  func aFileWithoutRecordsIsAnErrorNamingIt(text: String) throws {
    let path = try Self.file(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let command = try TimingsCommand.parse([path])
    #expect {
      try command.run()
    } throws: { error in
      "\(error)"
        == "\(path): no launch records (expected one JSON LaunchRecord a line) and no "
        + "MetricKit payload with applicationLaunchMetrics."
    }
  }

  @Test(arguments: [1e308, -1e308])
  func anAbsurdTimeIsAnErrorNamingTheLineNotAnEncodingError(seconds: Double) throws {
    let text =
      try Self.line("1.0", [("processStart", 0), ("appReady", 1)]) + "\n"
      + #"{"schemaVersion":1,"appVersion":"1.0","prewarmed":false,"#
      + #""marks":[{"name":"appReady","seconds":\#(seconds)}],"spans":[],"droppedEvents":0}"#
    let path = try Self.file(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let trace = path + ".trace.json"
    let command = try TimingsCommand.parse([path, "--trace", trace])
    #expect {
      try command.run()
    } throws: { error in
      "\(error)".hasPrefix("\(path):2: marks[0].seconds: ")
    }
    #expect(!FileManager.default.fileExists(atPath: trace))
  }

  /// Marks out of order and a record without `processStart` give negative values: bars drawn
  /// left of the zero line, not a trap.
  @Test func negativeAndOutOfOrderValuesDrawLeftOfZero() throws {
    let records = [
      LaunchRecord(
        appVersion: "1.0",
        marks: [.init(name: "main", seconds: 0.3), .init(name: "appReady", seconds: -0.5)]),
      LaunchRecord(
        appVersion: "1.0",
        marks: [
          .init(name: "processStart", seconds: 0.5), .init(name: "main", seconds: 0.1),
          .init(name: "appReady", seconds: 0.2),
        ]),
    ]
    let statistics = LaunchPhaseStatistics.byVersion(records)
    let ready = try #require(statistics.first?.row("app ready"))
    #expect(ready.median < 0)
    let chart = PhaseChart.render(statistics)
    let rows = try #require(statistics.first?.rows)
    let readyRow = try #require(rows.firstIndex { $0.name == "app ready" })
    let mainRow = try #require(rows.firstIndex { $0.name == "main" })
    let readyBar = PhaseChartTests.barPixels(in: chart, row: 16 + 22 * (readyRow + 1) + 6)
    let mainBar = PhaseChartTests.barPixels(in: chart, row: 16 + 22 * (mainRow + 1) + 6)
    #expect(readyBar > 100)
    // app ready's bar (median -1.05 s) ends where main's (median -0.1 s) does: at zero.
    let readyEnd = try #require(
      (0..<chart.width).last { PhaseChartTests.isBar(chart[$0, 16 + 22 * (readyRow + 1) + 6]) })
    let mainEnd = try #require(
      (0..<chart.width).last { PhaseChartTests.isBar(chart[$0, 16 + 22 * (mainRow + 1) + 6]) })
    #expect(abs(readyEnd - mainEnd) <= 2)
    #expect(mainBar < readyBar)
  }

  @Test func tenThousandVersionsDrawAtMostTheLastForty() throws {
    let records = (0..<10_000).map { index in
      LaunchRecord(
        appVersion: "1.\(index)",
        marks: [.init(name: "processStart", seconds: 0), .init(name: "appReady", seconds: 1)])
    }
    let chart = PhaseChart.render(LaunchPhaseStatistics.byVersion(records))
    // One note row, then forty versions of a title and two rows (app ready, total).
    #expect(chart.height == 16 * 2 + 22 * (1 + PhaseChart.maximumVersions * 3))
  }

  @Test func longNamesAndManyRowsAreCut() throws {
    let marks = (0..<100).map {
      LaunchRecord.Mark(
        name: "mark \($0) " + String(repeating: "x", count: 500), seconds: Double($0))
    }
    let chart = PhaseChart.render(
      LaunchPhaseStatistics.byVersion([LaunchRecord(appVersion: "1.0", marks: marks)]))
    #expect(chart.width < 2000)
    // A title, forty rows and the "more rows left out" line.
    #expect(chart.height == 16 * 2 + 22 * (1 + PhaseChart.maximumRows + 1))
  }
}
