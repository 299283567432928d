import Testing

@testable import CurtainCore

@Suite struct LaunchStatisticsTests {
  @Test(
    arguments: [
      ([Double](), 0.5, nil), ([3], 0.9, 3), ([1, 2, 3, 4], 0.5, 2.5), ([4, 1, 3, 2], 0.9, 3.7),
      ([1, 2, 3, 4, 5], 0.75, 4),
    ] as [([Double], Double, Double?)])
  func percentileInterpolatesBetweenRanks(values: [Double], fraction: Double, expected: Double?) {
    let value = Percentile.of(values, fraction)
    if let expected, let value {
      #expect(abs(value - expected) < 1e-9)
    } else {
      #expect(value == expected)
    }
  }

  @Test func statisticsArePerVersionAndLeavePrewarmedOut() {
    let samples = [
      LaunchDurationSample(version: "1.0", seconds: 4),
      LaunchDurationSample(version: "1.1", seconds: 3),
      LaunchDurationSample(version: "1.0", seconds: 2),
      LaunchDurationSample(version: "1.0", seconds: 60, prewarmed: true),
      LaunchDurationSample(version: "1.1", seconds: 40, prewarmed: true),
    ]
    let statistics = LaunchVersionStatistics.byVersion(samples)
    #expect(statistics.map(\.version) == ["1.0", "1.1"])
    #expect(statistics[0].count == 2)
    #expect(statistics[0].prewarmedCount == 1)
    #expect(statistics[0].median == 3)
    #expect(statistics[1].median == 3)
    #expect(statistics[1].p90 == 3)
  }

  @Test func predictionUsesTheSameVersionThenAllVersionsThenNothing() {
    let rule = LaunchWaitPrediction(percentile: 0.75, recentCount: 4)
    let history = [
      LaunchDurationSample(version: "1.0", seconds: 10),
      LaunchDurationSample(version: "2.0", seconds: 1),
      LaunchDurationSample(version: "2.0", seconds: 2),
      LaunchDurationSample(version: "2.0", seconds: 3),
      LaunchDurationSample(version: "2.0", seconds: 4),
      LaunchDurationSample(version: "2.0", seconds: 5),
      LaunchDurationSample(version: "2.0", seconds: 99, prewarmed: true),
    ]
    // Last four 2.0 launches: 2, 3, 4, 5 -> p75 = 4.25.
    #expect(rule.predictedSeconds(version: "2.0", samples: history) == 4.25)
    // 3.0 is new: last four of all versions: 2, 3, 4, 5.
    #expect(rule.predictedSeconds(version: "3.0", samples: history) == 4.25)
    #expect(rule.predictedSeconds(version: "1.0", samples: history) == 10)
    #expect(rule.predictedSeconds(version: "1.0", samples: []) == nil)
    #expect(rule.predictedSeconds(version: "1.0", samples: [history[6]]) == nil)
  }
}
