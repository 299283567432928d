import Foundation
import Testing

@testable import CurtainCore

/// Issue #31: per version, MetricKit's figures beside Curtain's, p50/p90/p99.
@Suite struct LaunchFieldFiguresTests {
  static func record(
    _ version: String, kind: LaunchStartKind?, firstFrame: Double, ready: Double,
    removed: Double?, prewarmed: Bool = false
  ) -> LaunchRecord {
    var marks: [LaunchRecord.Mark] = [
      .init(name: "processStart", seconds: 0), .init(name: "main", seconds: 0.5),
      .init(name: "firstFrame", seconds: firstFrame), .init(name: "appReady", seconds: ready),
    ]
    if let removed { marks.append(.init(name: "splashRemoved", seconds: removed)) }
    var record = LaunchRecord(appVersion: version, prewarmed: prewarmed, marks: marks)
    record.startKind = kind
    return record
  }

  @Test func curtainsFiguresCountColdWarmAndOlderRecordsOnly() throws {
    var figures = LaunchFieldFigures()
    var readies: [Double] = []
    for index in 0..<101 {
      let ready = 1 + Double(index) / 100
      readies.append(ready)
      figures.add(
        Self.record(
          "2.0", kind: index.isMultiple(of: 2) ? .cold : (index == 1 ? nil : .warm),
          firstFrame: 0.4, ready: ready, removed: ready + 0.3))
    }
    figures.add(
      Self.record("2.0", kind: .prewarmed, firstFrame: 9, ready: 9, removed: 9, prewarmed: true))
    figures.add(Self.record("2.0", kind: .resumed, firstFrame: 99, ready: 99, removed: nil))
    let version = try #require(figures.versions.first)
    #expect(
      version.launchesByKind == [
        "cold": 51, "warm": 49, "unknown": 1, "prewarmed": 1, "resumed": 1,
      ])
    let ready = try #require(version.rows.first { $0.figure == .ready })
    #expect(ready.count == 101)
    for (fraction, value) in [(0.5, ready.p50), (0.9, ready.p90), (0.99, ready.p99)] {
      let exact = try #require(Percentile.of(readies, fraction))
      #expect(abs(value - exact) <= exact * QuantileSketch.relativeAccuracy)
    }
    let perceived = try #require(version.rows.first { $0.figure == .perceived })
    #expect(abs(perceived.p50 - 1.8) < 1e-3)
    // The prewarmed launch is timed from main: 8.5 s would be its first frame.
    let firstFrame = try #require(version.rows.first { $0.figure == .splashFirstFrame })
    #expect(abs(firstFrame.p99 - 0.4) < 1e-3)
  }

  @Test func metricKitHistogramsOfManyDevicesAreMergedPerVersion() throws {
    var figures = LaunchFieldFigures()
    let day = LaunchMetricHistogram(buckets: [.init(start: 1, end: 1.1, count: 6)])
    let other = LaunchMetricHistogram(buckets: [
      .init(start: 1, end: 1.1, count: 2), .init(start: 2, end: 2.1, count: 2),
    ])
    for histogram in [day, other] {
      figures.add(
        LaunchMetricsReport(
          periodStart: 0, periodEnd: 1, appVersion: "3.0", timeToFirstDraw: histogram,
          resumeTime: LaunchMetricHistogram(buckets: [])))
    }
    let version = try #require(figures.versions.first)
    #expect(version.payloads == 2)
    #expect(version.rows.map(\.figure) == [.systemFirstDraw])
    let row = version.rows[0]
    #expect(row.count == 10)
    // 8 of 10 launches in 1.0-1.1 s: the median is 5/8 of the way through that bucket.
    #expect(abs(row.p50 - 1.0625) < 1e-12)
    #expect(abs(row.p90 - 2.05) < 1e-12)
  }
}
