import Foundation
import Testing

@testable import CurtainCore

@Suite struct LaunchHistoryTests {
  let day = Date(timeIntervalSinceReferenceDate: 800_000_000)

  @Test func recordsLaunchesVersionsAndKinds() {
    var history = LaunchHistory.empty
    let kinds = ["1.0", "1.0", "1.1", "1.0", "1.1"].enumerated().map { index, version in
      history.recordLaunch(version: version, at: day.addingTimeInterval(Double(index)))
    }
    #expect(
      kinds == [
        .firstLaunch, .sameVersion, .update(from: "1.0", to: "1.1"),
        .downgrade(from: "1.1", to: "1.0"), .update(from: "1.0", to: "1.1"),
      ])
    #expect(history.launchCount == 5)
    #expect(history.firstLaunchDate == day)
    #expect(history.versions == ["1.0", "1.1", "1.0", "1.1"])
    #expect(history.currentVersion == "1.1")
    #expect(history.previousVersion == "1.0")
  }

  @Test func keepsTheLastTwentyDurations() {
    var history = LaunchHistory.empty
    for index in 0..<25 {
      history.recordDuration(LaunchDurationSample(version: "1.0", seconds: Double(index)))
    }
    #expect(history.durations.count == LaunchHistory.maximumDurationSamples)
    #expect(history.durations.first?.seconds == 5)
    #expect(history.durations.last?.seconds == 24)
  }

  @Test func recordsTheRoute() {
    var history = LaunchHistory.empty
    history.recordRoute("home")
    #expect(history.lastRoute == "home")
  }
}
