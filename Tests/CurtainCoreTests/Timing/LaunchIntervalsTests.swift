import Testing

@testable import CurtainCore

@Suite struct LaunchIntervalsTests {
  static func steps(_ marks: [LaunchMark]) -> [LaunchIntervals.Step] {
    var intervals = LaunchIntervals()
    return marks.flatMap { intervals.steps(at: $0) }
  }

  /// Issue #12: the docs said every phase is a signpost interval, and none was emitted.
  @Test func aLaunchBeginsAndEndsEachPhaseOnce() {
    #expect(
      Self.steps([.firstFrame, .exitStarted, .splashRemoved, .sceneGone]) == [
        .begin(.splash), .begin(.waiting), .end(.waiting), .begin(.exit), .end(.exit),
        .end(.splash),
      ])
  }

  @Test func aSceneGoneDuringTheSplashEndsWhatIsOpen() {
    #expect(
      Self.steps([.firstFrame, .sceneGone, .exitStarted, .splashRemoved]) == [
        .begin(.splash), .begin(.waiting), .end(.waiting), .end(.splash),
      ])
  }

  @Test func nothingBeginsWithoutAFirstFrame() {
    #expect(Self.steps([.sceneGone]).isEmpty)
  }

  @Test func repeatedMarksNeverBeginAnIntervalTwice() {
    #expect(
      Self.steps([.firstFrame, .firstFrame, .exitStarted, .exitStarted, .splashRemoved]) == [
        .begin(.splash), .begin(.waiting), .end(.waiting), .begin(.exit), .end(.exit),
        .end(.splash),
      ])
  }
}
