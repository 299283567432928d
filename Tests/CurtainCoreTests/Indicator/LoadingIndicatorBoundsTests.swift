import CurtainCore
import Testing

/// The message plan ends for any wait and any reading time.
@Suite struct LoadingIndicatorBoundsTests {
  @Test(arguments: [1e9, 1e308])
  func anEndlessWaitPlansTenMinutesOfMessages(readyAt: Double) {
    var generator = SplitMix64(seed: 3)
    let policy = LoadingIndicatorPolicy(messages: ["Warming up", "Fetching"])
    let timeline = policy.timeline(predictedWait: nil, readyAt: readyAt, using: &generator)
    let messages = timeline.events.filter {
      if case .message = $0.action { true } else { false }
    }
    #expect(!messages.isEmpty)
    #expect(messages.allSatisfy { $0.time < 0.5 + LoadingIndicatorPolicy.maximumPlannedSeconds })
    #expect(timeline.events.last?.time == readyAt)
  }

  @Test(arguments: [0.0, -1, .nan])
  func aReadingTimeThatIsNotPositiveStopsTheRotation(seconds: Double) {
    var generator = SplitMix64(seed: 3)
    let policy = LoadingIndicatorPolicy(
      messages: ["a", "b"], readingTime: ReadingTime(secondsPerWord: 0, baseSeconds: seconds))
    let timeline = policy.timeline(predictedWait: nil, readyAt: 5, using: &generator)
    #expect(timeline.events.count == 3)  // show, the first message, hide
  }
}
