import Foundation
import Testing

@testable import CurtainCore

@Suite struct TapReplaySessionTests {
  static let layout = TapReplayTests.layout

  static func session(_ covers: [LayoutSignature?], events: [TouchEvent]) -> TapReplaySession {
    var session = TapReplaySession()
    for cover in covers { session.coverShown(cover) }
    for event in events { session.record(event) }
    return session
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var covers: [LayoutSignature?]
    var live: LayoutSignature?
    var replayed: Bool
    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "snapshot, same live layout", covers: [layout], live: layout, replayed: true),
    Case(
      name: "snapshot redrawn, same layout", covers: [layout, layout], live: layout, replayed: true),
    Case(
      name: "snapshot, other live layout", covers: [layout], live: LayoutSignature("x"),
      replayed: false),
    Case(name: "replica (no layout)", covers: [nil], live: layout, replayed: false),
    Case(name: "replica, no live layout either", covers: [nil], live: nil, replayed: false),
    Case(name: "nothing shown", covers: [], live: layout, replayed: false),
    Case(
      name: "snapshot withdrawn for the replica", covers: [layout, nil], live: layout,
      replayed: false),
    Case(
      name: "withdrawn, then the same again", covers: [layout, nil, layout], live: layout,
      replayed: false),
  ]

  @Test(arguments: cases)
  func tapsReplayOnlyOntoTheLayoutTheCoverShowed(_ test: Case) throws {
    var session = Self.session(test.covers, events: TapReplayTests.tap(1, at: 40, start: 9))
    let finished = session.finish(now: 10, liveLayout: test.live)
    let plan = try #require(finished)
    #expect(plan.replay.map(\.touchID) == (test.replayed ? [1] : []))
    #expect(plan.dropped.map(\.reason) == (test.replayed ? [] : [.layoutChanged]))
  }

  /// From the exit's start the app is on screen (through the hole, or a snapshot of its whole
  /// window): a touch beginning then is a tap on the app as it was at the exit's start.
  struct ExitCase: CustomTestStringConvertible, Sendable {
    var name: String
    var cover: LayoutSignature?
    var appAtExit: LayoutSignature?
    var began: Double
    var replayed: Bool
    var testDescription: String { name }
  }

  static let other = LayoutSignature("other")

  static let exitCases = [
    ExitCase(
      name: "replica, tap in the exit, app unchanged", cover: nil, appAtExit: layout, began: 9.5,
      replayed: true),
    ExitCase(
      name: "replica, tap in the exit, app changed since", cover: nil, appAtExit: other,
      began: 9.5, replayed: false),
    ExitCase(
      name: "replica, tap in the exit, app layout unknown", cover: nil, appAtExit: nil,
      began: 9.5, replayed: false),
    ExitCase(
      name: "replica, tap begun before the exit", cover: nil, appAtExit: layout, began: 8.95,
      replayed: false),
    ExitCase(
      name: "snapshot, tap in the exit on an app that changed", cover: layout, appAtExit: other,
      began: 9.5, replayed: false),
    ExitCase(
      name: "snapshot, tap before the exit", cover: layout, appAtExit: other, began: 8.5,
      replayed: true),
    ExitCase(
      name: "tap at the exit's very start", cover: nil, appAtExit: layout, began: 9,
      replayed: true),
  ]

  @Test(arguments: exitCases)
  func tapsInTheExitReplayOntoTheAppAsItWasThen(_ test: ExitCase) throws {
    var session = TapReplaySession()
    session.coverShown(test.cover)
    let events = TapReplayTests.tap(1, at: 40, start: test.began)
    session.record(events[0])
    session.exitStarted(at: 9, appLayout: test.appAtExit)
    session.exitStarted(at: 9.4, appLayout: Self.other)
    session.record(events[1])
    let finished = session.finish(now: 10, liveLayout: Self.layout)
    let plan = try #require(finished)
    #expect(plan.replay.map(\.touchID) == (test.replayed ? [1] : []))
    #expect(plan.dropped.map(\.reason) == (test.replayed ? [] : [.layoutChanged]))
  }

  @Test func theReplayIsDecidedOnceAndLaterEventsAreIgnored() {
    var session = Self.session([Self.layout], events: TapReplayTests.tap(1, at: 40, start: 9))
    let first = session.finish(now: 10, liveLayout: Self.layout)
    let kept = session.record(TapReplayTests.tap(2, at: 50, start: 10)[0])
    let second = session.finish(now: 11, liveLayout: Self.layout)
    #expect(first?.replay.count == 1)
    #expect(!kept)
    #expect(second == nil)
    #expect(session.recorder.events.count == 2)
  }

  @Test func thePolicysCapacityBoundsTheRecording() throws {
    var session = TapReplaySession(policy: TapReplayPolicy(capacity: 3))
    session.coverShown(Self.layout)
    for event in TapReplayTests.tap(1, at: 10, start: 9) + TapReplayTests.tap(2, at: 20, start: 9.2)
    {
      session.record(event)
    }
    let finished = session.finish(now: 10, liveLayout: Self.layout)
    let plan = try #require(finished)
    #expect(plan.replay.map(\.touchID) == [1])
    #expect(plan.dropped.map(\.reason) == [.overflow])
    #expect(plan.overflowedEventCount == 1)
  }

  @Test func anEmptyRecordingGivesAnEmptyPlan() {
    var session = Self.session([Self.layout], events: [])
    let plan = session.finish(now: 10, liveLayout: Self.layout)
    #expect(plan?.isEmpty == true)
  }
}

@Suite struct LayoutSignatureElementsTests {
  static let size = Size(width: 393, height: 852)
  static let button = LayoutElement(
    kind: "UIButton", frame: Rect(x: 20, y: 700, width: 120, height: 44))
  static let toggle = LayoutElement(
    kind: "UISwitch", frame: Rect(x: 300, y: 120, width: 51, height: 31))

  @Test func orderDoesNotMatterAndSubPixelNoiseIsIgnored() {
    var nudged = Self.button
    nudged.frame.origin.x += 0.1
    let one = LayoutSignature(windowSize: Self.size, elements: [Self.button, Self.toggle])
    let other = LayoutSignature(windowSize: Self.size, elements: [Self.toggle, nudged])
    #expect(one == other)
  }

  struct Change: CustomTestStringConvertible, Sendable {
    var name: String
    var size: Size
    var elements: [LayoutElement]
    var testDescription: String { name }
  }

  static let changes = [
    Change(name: "rotated", size: Size(width: 852, height: 393), elements: [button, toggle]),
    Change(name: "a control missing", size: size, elements: [button]),
    Change(
      name: "a control moved a point",
      size: size,
      elements: [
        LayoutElement(kind: "UIButton", frame: Rect(x: 21, y: 700, width: 120, height: 44)), toggle,
      ]),
    Change(
      name: "another kind of control", size: size,
      elements: [LayoutElement(kind: "UISlider", frame: button.frame), toggle]),
  ]

  @Test(arguments: changes)
  func anyRealChangeGivesAnotherSignature(_ change: Change) {
    let original = LayoutSignature(windowSize: Self.size, elements: [Self.button, Self.toggle])
    #expect(LayoutSignature(windowSize: change.size, elements: change.elements) != original)
  }

  @Test func theSnapshotCacheKeepsTheLayoutSavedWithTheImage() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let layout = LayoutSignature(windowSize: Self.size, elements: [Self.button])
    try makeCache(in: directory).save([
      SnapshotVariant(key: makeKey(), imageData: imageBytes(100), layoutSignature: layout)
    ])
    #expect(makeCache(in: directory).lookup(makeKey()).snapshot?.layoutSignature == layout)
  }
}
