import Foundation
import Testing

@testable import CurtainCore

/// A time source tests move by hand, in nanoseconds.
final class ManualTime: @unchecked Sendable {
  private let lock = Lock()
  private var now: UInt64

  init(_ now: UInt64 = 0) { self.now = now }

  func advance(seconds: Double) {
    lock.withLock { now += UInt64(seconds * 1e9) }
  }

  var source: LaunchTimeSource {
    LaunchTimeSource { [self] in lock.withLock { now } }
  }
}

@Suite struct LaunchClockTests {
  @Test func marksAndSpansAreSecondsSinceProcessStart() throws {
    let time = ManualTime(5_000_000_000)
    let clock = LaunchClock(timeSource: time.source, processStartNanoseconds: 4_000_000_000)
    clock.mark(.main)
    let span = clock.beginSpan("themes")
    time.advance(seconds: 0.5)
    clock.end(span)
    clock.mark(.firstFrame)
    time.advance(seconds: 1)
    clock.mark(.appReady)
    let record = clock.record(appVersion: "2.0")
    #expect(
      record.marks == [
        .init(name: "processStart", seconds: 0), .init(name: "main", seconds: 1),
        .init(name: "firstFrame", seconds: 1.5), .init(name: "appReady", seconds: 2.5),
      ])
    #expect(record.spans == [.init(name: "themes", startSeconds: 1, durationSeconds: 0.5)])
    #expect(record.totalSeconds == 2.5)
    #expect(record.durationSample == LaunchDurationSample(version: "2.0", seconds: 2.5))
  }

  @Test func fullBufferDropsAndCounts() {
    let clock = LaunchClock(
      capacity: 2, timeSource: .constant(0), processStartNanoseconds: nil)
    clock.mark(.main)
    clock.mark(.firstFrame)
    let span = clock.beginSpan("late")
    clock.end(span)
    clock.mark(.appReady)
    #expect(clock.droppedEventCount == 2)
    #expect(clock.record(appVersion: "1").marks.map(\.name) == ["main", "firstFrame"])
  }

  @Test func prewarmedLaunchIsTimedFromMainAndFlagged() {
    let time = ManualTime(10_000_000_000)
    let clock = LaunchClock(
      timeSource: time.source, processStartNanoseconds: 0,
      prewarmed: Prewarm.isPrewarmed(environment: ["ActivePrewarm": "1"]))
    clock.mark(.main)
    time.advance(seconds: 2)
    clock.mark(.appReady)
    let record = clock.record(appVersion: "1")
    #expect(record.prewarmed)
    #expect(record.originSeconds == 10)
    #expect(record.totalSeconds == 2)
    #expect(record.durationSample?.prewarmed == true)
  }

  @Test(arguments: [
    ([:], false), (["ActivePrewarm": "0"], false), (["ActivePrewarm": "1"], true),
  ])
  func prewarmIsReadFromTheEnvironment(environment: [String: String], expected: Bool) {
    #expect(Prewarm.isPrewarmed(environment: environment) == expected)
  }

  @Test func startingNowKnowsTheRealProcessStart() throws {
    let clock = LaunchClock.startingNow(environment: [:])
    let record = clock.record(appVersion: "1")
    #expect(clock.processStartNanoseconds != nil)
    let main = try #require(record.seconds(of: .main))
    #expect(main > 0)
    #expect(!record.prewarmed)
  }
}

@Suite struct LaunchClockTokenTests {
  @Test func aTokenFromAnotherClockIsIgnored() {
    let other = LaunchClock(timeSource: .constant(0), processStartNanoseconds: nil)
    other.mark(.main)
    other.mark(.firstFrame)
    let foreign = other.beginSpan("elsewhere")
    let clock = LaunchClock(timeSource: .constant(0), processStartNanoseconds: nil)
    clock.end(foreign)
    #expect(clock.record(appVersion: "1").spans.isEmpty)
  }
}

@Suite struct PrewarmedLaunchTests {
  /// Issue #12: `.main` was never marked on a device, so a prewarmed launch was timed from the
  /// process's creation, an hour before the tap here.
  @Test func aPrewarmedLaunchIsNeverTimedFromProcessStart() throws {
    let time = ManualTime(3_600_000_000_000)
    let clock = LaunchClock(timeSource: time.source, processStartNanoseconds: 0, prewarmed: true)
    clock.mark(.appDelegateStart)
    time.advance(seconds: 0.25)
    clock.mark(.firstFrame)
    time.advance(seconds: 0.5)
    clock.mark(.appReady)
    let record = clock.record(appVersion: "2.0")
    #expect(record.originSeconds == 3600)
    let total = try #require(record.totalSeconds)
    #expect(abs(total - 0.75) < 1e-9)
    #expect(record.durationSample?.prewarmed == true)
  }

  /// `markUnlessMarked` marks a phase once (the curtain marks `appDelegateStart` this way).
  @Test func mainIsMarkedOnce() throws {
    let time = ManualTime(10_000_000_000)
    let clock = LaunchClock(timeSource: time.source, processStartNanoseconds: 0, prewarmed: true)
    #expect(clock.markUnlessMarked(.main))
    time.advance(seconds: 1)
    #expect(!clock.markUnlessMarked(.main))
    clock.mark(.appReady)
    let record = clock.record(appVersion: "2.0")
    #expect(record.marks.filter { $0.name == "main" }.count == 1)
    #expect(record.originSeconds == 10)
    #expect(record.totalSeconds == 1)
  }

  /// Issue #28: `main` is marked by the clock made in `main` (the core's terms), not when the
  /// curtain happens to be made; a clock made later does not pretend to know when `main` ran.
  @Test(arguments: [true, false])
  func theClockMadeInMainMarksMain(marksMain: Bool) {
    let clock = LaunchClock.startingNow(environment: [:], marksMain: marksMain)
    let marks = clock.record(appVersion: "1").marks.map(\.name)
    #expect(marks.filter { $0 == "main" }.count == (marksMain ? 1 : 0))
  }

  /// Issue #28: iOS prewarms a process up to `main`'s call of `UIApplicationMain`, so `main`
  /// ran during the prewarm, an hour before the tap here; the launch is timed from the app
  /// delegate's start (after the tap), and the report says so.
  @Test func aPrewarmedLaunchIsTimedFromTheAppDelegatesStartNotFromMain() throws {
    let time = ManualTime(10_000_000_000)
    let clock = LaunchClock(timeSource: time.source, processStartNanoseconds: 0, prewarmed: true)
    clock.mark(.main)
    time.advance(seconds: 3600)
    clock.mark(.appDelegateStart)
    time.advance(seconds: 0.25)
    clock.mark(.firstFrame)
    time.advance(seconds: 0.75)
    clock.mark(.appReady)
    let record = clock.record(appVersion: "2.0")
    #expect(record.originSeconds == 3610)
    let total = try #require(record.totalSeconds)
    #expect(abs(total - 1) < 1e-9)
    #expect(
      LaunchTextReport.render(record) == """
        Prewarmed launch: timed from app delegate start, not from process start
        Time for first frame: 0.25s
        Time for app ready: 0.75s
        Total launch time: 1.00s
        """)
  }

  @Test func aLaunchThatWasNotPrewarmedIsTimedFromProcessStart() {
    let time = ManualTime(2_000_000_000)
    let clock = LaunchClock(timeSource: time.source, processStartNanoseconds: 0)
    clock.markUnlessMarked(.main)
    clock.mark(.appReady)
    #expect(clock.record(appVersion: "2.0").originSeconds == 0)
  }
}
