import Testing

@testable import CurtainCore

@Suite struct LoadingIndicatorPolicyTests {
  static let messages = [
    "Factoring large primes", "Reticulating splines", "Counting backwards from infinity",
    "Polishing the buttons", "Warming up the LCD",
  ]
  static let pcalc = LoadingIndicatorPolicy(messages: messages)

  /// Seconds each message stays visible before the next event.
  static func visibleMessages(_ timeline: LoadingIndicatorTimeline) -> [(String, Double)] {
    zip(timeline.events, timeline.events.dropFirst()).compactMap { event, next in
      guard case .message(let text) = event.action else { return nil }
      return (text, next.time - event.time)
    }
  }

  @Test func fastDeviceNeverShowsTheIndicator() {
    var generator = SplitMix64(seed: 1)
    let timeline = Self.pcalc.timeline(predictedWait: 0.8, readyAt: 0.9, using: &generator)
    #expect(timeline.events.isEmpty)
    #expect(timeline.state(at: 0.85).visible == false)
  }

  @Test func slowDeviceShowsTheIndicatorWithReadableMessages() throws {
    var generator = SplitMix64(seed: 1)
    let timeline = Self.pcalc.timeline(predictedWait: 4, readyAt: 4, using: &generator)
    #expect(timeline.events.first == .init(time: 0.5, action: .show))
    #expect(timeline.events.last == .init(time: 4, action: .hide))
    let shown = Self.visibleMessages(timeline)
    try #require(shown.count >= 2)
    // Every message but the one the ready signal cuts short stays long enough to read.
    for (text, seconds) in shown.dropLast() {
      #expect(seconds >= ReadingTime().seconds(for: text) - 1e-9)
    }
    #expect(Set(shown.map(\.0)).count == shown.count)
    #expect(timeline.state(at: 2).visible)
    #expect(timeline.state(at: 4).visible == false)
  }

  @Test(
    arguments: [
      // (predicted, ready, expected show/hide times; nil = never shown)
      (nil, 0.3, nil), (nil, 0.5, nil), (1.4, 3.0, nil), (1.5, 3.0, [0.5, 3.0]),
      (nil, 0.7, [0.5, 1.5]), (nil, 2.0, [0.5, 2.0]),
    ] as [(Double?, Double, [Double]?)])
  func graceTimeMinimumShowTimeAndShortWaitRule(
    predicted: Double?, ready: Double, expected: [Double]?
  ) {
    var generator = SplitMix64(seed: 7)
    let timeline = LoadingIndicatorPolicy().timeline(
      predictedWait: predicted, readyAt: ready, using: &generator)
    if let expected {
      #expect(
        timeline.events == [
          .init(time: expected[0], action: .show), .init(time: expected[1], action: .hide),
        ])
    } else {
      #expect(timeline.events.isEmpty)
    }
  }

  @Test func theFirstMessageIsReadableEvenWhenReadyComesSoon() {
    var generator = SplitMix64(seed: 3)
    let policy = LoadingIndicatorPolicy(messages: ["Counting backwards from infinity"])
    let timeline = policy.timeline(predictedWait: nil, readyAt: 0.7, using: &generator)
    // 1 s + 4 words × 0.3 s = 2.2 s after showing at 0.5 s.
    #expect(abs((timeline.events.last?.time ?? 0) - 2.7) < 1e-9)
  }

  @Test(arguments: [1, 2, 3, 42] as [UInt64])
  func messagesRotateWithoutRepeats(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let timeline = Self.pcalc.timeline(
      predictedWait: nil, readyAt: nil, horizon: 60, using: &generator)
    let order = timeline.events.compactMap { event -> String? in
      if case .message(let text) = event.action { return text }
      return nil
    }
    #expect(order.count > 2 * Self.messages.count)
    for round in stride(from: 0, to: order.count - Self.messages.count, by: Self.messages.count) {
      #expect(Set(order[round..<round + Self.messages.count]) == Set(Self.messages))
    }
    #expect(zip(order, order.dropFirst()).allSatisfy { $0 != $1 })
    #expect(!timeline.events.contains { $0.action == .hide })
  }

  @Test func theSameSeedGivesTheSameTimelineAndReadyOnlyCutsItShort() {
    var first = SplitMix64(seed: 9)
    var second = SplitMix64(seed: 9)
    let open = Self.pcalc.timeline(predictedWait: 5, readyAt: nil, using: &first)
    let closed = Self.pcalc.timeline(predictedWait: 5, readyAt: 6, using: &second)
    #expect(Array(closed.events.dropLast()) == open.events.filter { $0.time < 6 })
    #expect(closed.events.last == .init(time: 6, action: .hide))
  }
}

@Suite struct ReadingTimeTests {
  @Test(arguments: [
    ("", 1.0), ("Loading", 1.3), ("  Factoring   large\tprimes ", 1.9), ("Un\u{00A0}deux", 1.6),
  ])
  func readingTimeGrowsWithTheWordCount(message: String, seconds: Double) {
    #expect(abs(ReadingTime().seconds(for: message) - seconds) < 1e-9)
  }
}
