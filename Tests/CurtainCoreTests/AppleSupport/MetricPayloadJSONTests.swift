import Foundation
import Testing

@testable import CurtainCore

/// Issue #31: MetricKit payloads as `MXMetricPayload.jsonRepresentation()` writes them
/// (fixtures in Docs/timings, written from Apple's documented format).
@Suite struct MetricPayloadJSONTests {
  static let samples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs/timings")

  @Test func aPayloadsLaunchHistogramsAndDeviceAreRead() throws {
    let data = try Data(
      contentsOf: Self.samples.appendingPathComponent("metrickit-1.7-iphone15.json"))
    let reports = try MetricPayloadJSON.reports(in: data, source: "day.json")
    let report = try #require(reports.first)
    #expect(reports.count == 1)
    #expect(report.appVersion == "1.7")
    #expect(report.deviceType == "iPhone15,2")
    #expect(report.osVersion == "iPhone OS 17.5.1 (21F90)")
    #expect(report.periodStart == 1_795_132_800)
    #expect(report.timeToFirstDraw.totalCount == 11)
    #expect(report.timeToFirstDraw.buckets.first == .init(start: 1, end: 1.01, count: 3))
    #expect(report.resumeTime.totalCount == 10)
    #expect(report.optimizedTimeToFirstDraw?.totalCount == 4)
    #expect(report.extendedLaunch?.buckets.last == .init(start: 3.4, end: 3.41, count: 4))
  }

  @Test func anArrayOfPayloadsIsRead() throws {
    let data = try Data(contentsOf: Self.samples.appendingPathComponent("metrickit-days.json"))
    let reports = try MetricPayloadJSON.reports(in: data, source: "days.json")
    #expect(reports.map(\.appVersion) == ["1.7", "1.6"])
    #expect(reports[1].timeToFirstDraw.buckets == [.init(start: 1.9, end: 2, count: 4)])
  }

  @Test(
    arguments: [
      ("1,000 ms", 1.0), ("1.5 sec", 1.5), ("250 ms", 0.25), ("2 min", 120.0), ("1,530毫秒", 1.53),
      ("3 s", 3.0), ("12 bars", nil), ("ms", nil), ("", nil),
    ] as [(String, Double?)])
  func formattedDurationsAreSeconds(text: String, seconds: Double?) {
    let read = MetricPayloadJSON.seconds(in: text)
    if let seconds, let read {
      #expect(abs(read - seconds) < 1e-12)
    } else {
      #expect(read == seconds)
    }
  }

  @Test(arguments: [
    (
      #"{"appVersion":"1","applicationLaunchMetrics":{"histogrammedResumeTime":{"histogramValue":{"0":{"bucketCount":1,"bucketStart":"1 bars","bucketEnd":"2 ms"}}}}}"#,
      "p.json: payload 1: applicationLaunchMetrics.histogrammedResumeTime.histogramValue.0.bucketStart: not a duration like \"1,000 ms\": 1 bars"
    ),
    (#"{"applicationLaunchMetrics":{}}"#, "p.json: payload 1: appVersion: missing or not a string"),
    (
      #"[{"appVersion":"1","applicationLaunchMetrics":{}},{"appVersion":"1","applicationLaunchMetrics":{"histogrammedTimeToFirstDrawKey":{"histogramValue":{"0":{"bucketCount":-2,"bucketStart":"1 ms","bucketEnd":"2 ms"}}}}}]"#,
      "p.json: payload 2: applicationLaunchMetrics.histogrammedTimeToFirstDrawKey.histogramValue.0.bucketCount: not a count of 0 or more"
    ),
    (
      #"{"appVersion":"1","timeStampBegin":"yesterday","applicationLaunchMetrics":{}}"#,
      "p.json: payload 1: timeStampBegin: not a time stamp like \"2026-11-20 00:00:00 +0000\""
    ),
    ("{", "p.json: file: not valid JSON"),
  ])
  func aBadValueIsNamedByPayloadAndKey(json: String, message: String) {
    #expect {
      try MetricPayloadJSON.reports(in: Data(json.utf8), source: "p.json")
    } throws: { error in
      "\(error)" == message
    }
  }
}
