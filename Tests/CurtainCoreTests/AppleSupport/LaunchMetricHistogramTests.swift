import Testing

@testable import CurtainCore

@Suite struct LaunchMetricHistogramTests {
  typealias Bucket = LaunchMetricHistogram.Bucket

  @Test func emptyHistogramHasNoQuantile() {
    #expect(LaunchMetricHistogram(buckets: []).quantile(0.5) == nil)
    #expect(
      LaunchMetricHistogram(buckets: [Bucket(start: 0, end: 1, count: 0)]).quantile(0.5) == nil)
  }

  @Test(arguments: [(0.0, 0.0), (0.25, 0.5), (0.5, 1.0), (0.75, 1.5), (1.0, 2.0)])
  func quantilesInterpolateInsideBuckets(fraction: Double, seconds: Double) throws {
    let histogram = LaunchMetricHistogram(buckets: [
      Bucket(start: 1, end: 2, count: 2), Bucket(start: 0, end: 1, count: 2),
    ])
    let value = try #require(histogram.quantile(fraction))
    #expect(abs(value - seconds) < 1e-12)
  }

  @Test func medianSkipsEmptyBucketsAndIgnoresNegativeCounts() throws {
    let histogram = LaunchMetricHistogram(buckets: [
      Bucket(start: 0, end: 0.5, count: -3), Bucket(start: 0.5, end: 1, count: 0),
      Bucket(start: 1, end: 1.5, count: 10),
    ])
    #expect(histogram.totalCount == 10)
    let median = try #require(histogram.quantile(0.5))
    #expect(abs(median - 1.25) < 1e-12)
  }

  @Test func reportSummarisesColdLaunches() throws {
    let report = LaunchMetricsReport(
      periodStart: 0, periodEnd: 86_400, appVersion: "2.0",
      timeToFirstDraw: LaunchMetricHistogram(buckets: [Bucket(start: 0, end: 10, count: 10)]),
      resumeTime: LaunchMetricHistogram(buckets: []))
    #expect(try #require(report.medianTimeToFirstDraw) == 5)
    #expect(try #require(report.p90TimeToFirstDraw) == 9)
  }
}
