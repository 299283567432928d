import Testing

@testable import CurtainCore

@Suite struct TapReplayTests {
  static let layout = LayoutSignature("keypad=basic;size=393x852")

  /// A tap: down at `start` seconds, up `duration` later, `moved` points to the right.
  static func tap(
    _ id: Int, at x: Double, start: Double, duration: Double = 0.1, moved: Double = 0
  ) -> [TouchEvent] {
    [
      TouchEvent(touchID: id, phase: .began, location: Point(x: x, y: 500), time: start),
      TouchEvent(
        touchID: id, phase: .ended, location: Point(x: x + moved, y: 500), time: start + duration),
    ]
  }

  static func recorder(_ events: [TouchEvent], capacity: Int = 32) -> TouchRecorder {
    var recorder = TouchRecorder(capacity: capacity)
    for event in events { recorder.record(event) }
    return recorder
  }

  static func plan(
    _ events: [TouchEvent], now: Double = 10, live: LayoutSignature = layout,
    capacity: Int = 32
  ) -> TapReplayPlan {
    TapReplay.plan(
      recorder(events, capacity: capacity), now: now, coverLayout: layout, liveLayout: live)
  }

  @Test func freshTapsAreReplayedInTheOrderTheyEnded() {
    let plan = Self.plan(
      Self.tap(1, at: 10, start: 8) + Self.tap(2, at: 20, start: 8.5)
        + Self.tap(3, at: 30, start: 9))
    #expect(plan.replay.map(\.touchID) == [1, 2, 3])
    #expect(plan.replay.map(\.location.x) == [10, 20, 30])
    #expect(plan.dropped.isEmpty)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var events: [TouchEvent]
    var live: LayoutSignature = TapReplayTests.layout
    var expected: TapDropReason
    var testDescription: String { name }
  }

  static let drops = [
    Case(
      name: "stale: ended 3.5 s before ready", events: tap(1, at: 10, start: 6.4),
      expected: .stale(age: 3.5)),
    Case(
      name: "layout changed", events: tap(1, at: 10, start: 9), live: LayoutSignature("other"),
      expected: .layoutChanged),
    Case(
      name: "long press", events: tap(1, at: 10, start: 8, duration: 0.75),
      expected: .longPress(duration: 0.75)),
    Case(
      name: "drag", events: tap(1, at: 10, start: 9, moved: 40), expected: .drag(distance: 40)),
    Case(
      name: "cancelled",
      events: [
        TouchEvent(touchID: 1, phase: .began, location: .zero, time: 9),
        TouchEvent(touchID: 1, phase: .cancelled, location: .zero, time: 9.1),
      ], expected: .cancelled),
    Case(
      name: "still down when ready",
      events: [TouchEvent(touchID: 1, phase: .began, location: .zero, time: 9)],
      expected: .unfinished),
    Case(
      name: "began before the cover",
      events: [TouchEvent(touchID: 1, phase: .ended, location: .zero, time: 9)],
      expected: .startedBeforeRecording),
  ]

  @Test(arguments: drops)
  func touchIsDroppedWithItsReason(_ drop: Case) {
    let plan = Self.plan(drop.events, live: drop.live)
    #expect(plan.replay.isEmpty)
    #expect(plan.dropped.map(\.reason) == [drop.expected])
  }

  @Test func tapJustInsideTheLimitsIsReplayed() {
    let plan = Self.plan(Self.tap(1, at: 10, start: 6.5, duration: 0.5, moved: 10))
    #expect(plan.replay.count == 1)
  }

  @Test func overlappingFingersAreBothDroppedAsMultiTouch() {
    let pinch = [
      TouchEvent(touchID: 1, phase: .began, location: Point(x: 10, y: 10), time: 9),
      TouchEvent(touchID: 2, phase: .began, location: Point(x: 90, y: 90), time: 9.05),
      TouchEvent(touchID: 1, phase: .ended, location: Point(x: 10, y: 10), time: 9.1),
      TouchEvent(touchID: 2, phase: .ended, location: Point(x: 90, y: 90), time: 9.15),
    ]
    let plan = Self.plan(pinch + Self.tap(3, at: 50, start: 9.5))
    #expect(plan.dropped.map(\.reason) == [.multiTouch, .multiTouch])
    #expect(plan.replay.map(\.touchID) == [3])
  }

  @Test func overflowKeepsTheEarliestEventsAndDropsTheCutTouch() {
    // Five taps are ten events; a capacity of five keeps taps 1 and 2 and tap 3's `began`.
    let events = (1...5).flatMap { Self.tap($0, at: Double($0), start: 8 + Double($0) * 0.2) }
    let recorder = Self.recorder(events, capacity: 5)
    #expect(recorder.overflowedEventCount == 5)

    let plan = Self.plan(events, capacity: 5)
    #expect(plan.replay.map(\.touchID) == [1, 2])
    #expect(plan.dropped.map(\.touchID) == [3])
    #expect(plan.dropped.map(\.reason) == [.overflow])
    #expect(plan.overflowedEventCount == 5)
  }

  @Test func touchIDReusedAfterItsTouchEndedStartsANewTap() {
    let plan = Self.plan(Self.tap(1, at: 10, start: 8) + Self.tap(1, at: 20, start: 9))
    #expect(plan.replay.map(\.location.x) == [10, 20])
  }

  @Test func defaultsAreThreeSecondsAndThirtyTwoEvents() {
    #expect(TapReplayPolicy().stalenessLimit == 3)
    #expect(TouchRecorder().capacity == 32)
  }
}

@Suite struct TapDropReasonDescriptionTests {
  @Test(arguments: [
    (TapDropReason.stale(age: 3.44), "stale: ended 3.4 s ago"),
    (.longPress(duration: 0.75), "long press (0.8 s)"),
    (.drag(distance: 12), "drag (12.0 pt)"),
    (.layoutChanged, "the layout changed"),
    (.multiTouch, "multi-touch"),
  ])
  func readsAsAFewWords(reason: TapDropReason, text: String) {
    #expect(reason.description == text)
  }
}
