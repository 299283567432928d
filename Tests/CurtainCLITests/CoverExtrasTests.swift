import CurtainAssets
import CurtainCore
import Testing

@testable import CurtainCLI

@Suite struct ScriptedTapTests {
  @Test func parsesSecondsAtAPoint() throws {
    let tap = try #require(ScriptedTap(argument: "0.8@200,420.5"))
    #expect(tap == ScriptedTap(time: 0.8, location: Point(x: 200, y: 420.5)))
  }

  @Test(arguments: [
    "0.8", "0.8@200", "@1,2", "-1@1,2", "x@1,2", "1@a,2", "1@1,2,3", "inf@1,2",
    // Beyond any launch or screen: a million frames, or a trap drawing the mark.
    "1e308@1,2", "181@1,2", "1@1e300,2", "1@2,-1e9",
  ])
  func rejectsAnythingElse(_ text: String) {
    #expect(ScriptedTap(argument: text) == nil)
  }
}

@Suite struct TapPreviewTests {
  static func tap(_ time: Double, _ x: Double = 100, _ y: Double = 200) -> ScriptedTap {
    ScriptedTap(time: time, location: Point(x: x, y: y))
  }

  @Test func eachTapGetsWhatBecameOfIt() {
    let preview = TapPreview(
      [
        Self.tap(4.5), Self.tap(0.02), Self.tap(3.0), Self.tap(0.5), Self.tap(2.0, 10, 10),
        Self.tap(2.05, 300, 300),
      ],
      coverStart: 0.05, coverEnd: 4.0, coverIsSnapshot: true)
    #expect(preview.replayTime == 4)
    let outcomes = preview.taps.map(\.outcome)
    #expect(
      outcomes == [
        .lostBeforeFirstFrame,
        // Ended at 0.6 s, 3.4 s before the replay: older than the 3 s staleness limit.
        .dropped(.stale(age: 4 - 0.6), at: 4),
        .dropped(.multiTouch, at: 4), .dropped(.multiTouch, at: 4),
        .replayed(at: 4),
        .reachedTheApp,
      ])
    #expect(preview.taps.map(\.tap.time) == [0.02, 0.5, 2.0, 2.05, 3.0, 4.5])
  }

  @Test func tapsOnAReplicaAreNeverReplayed() {
    let preview = TapPreview(
      [Self.tap(3.0)], coverStart: 0.05, coverEnd: 4.0, coverIsSnapshot: false)
    #expect(preview.taps.map(\.outcome) == [.dropped(.layoutChanged, at: 4)])
  }

  @Test func aFingerStillDownWhenTheSplashGoesIsNotReplayed() {
    let preview = TapPreview(
      [Self.tap(3.95)], coverStart: 0.05, coverEnd: 4.0, coverIsSnapshot: true)
    #expect(preview.taps.map(\.outcome) == [.dropped(.unfinished, at: 4)])
  }
}

@MainActor @Suite struct IndicatorPreviewTests {
  static func preview(_ extras: CoverExtras, readyAfter: Double) throws -> (
    IndicatorPreview?, LaunchScene
  ) {
    var settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: .light, scenario: .later, readyAfter: readyAfter, pixelScale: 0.25)
    settings.extras = extras
    let scene = try LaunchScene(loaded: try BuiltInExample.load(), settings: settings)
    return (scene.overlay.indicator, scene)
  }

  @Test func aLongWaitShowsTheIndicatorAfterTheGraceTimeUntilTheAppIsReady() throws {
    let (indicator, _) = try Self.preview(
      CoverExtras(showsIndicator: true, messages: ["Syncing", "Almost there"]), readyAfter: 3)
    let preview = try #require(indicator)
    #expect(try #require(preview.showTime).isApproximately(0.55))
    #expect(try #require(preview.hideTime).isApproximately(3))
    #expect(Set(preview.messages).isSubset(of: ["Syncing", "Almost there"]))
    #expect(preview.state(at: 0.5).visible == false)
    #expect(preview.state(at: 1).visible)
    #expect(preview.state(at: 3.01).visible == false)
  }

  @Test func itGoesWithTheSplashWhenTheAppIsReadySooner() throws {
    let (indicator, scene) = try Self.preview(
      CoverExtras(showsIndicator: true), readyAfter: 0.8)
    let hide = try #require(indicator?.hideTime)
    let exitStart = try #require(scene.simulation.exitStartTime)
    #expect(hide >= 0.8 && hide <= exitStart + 1e-9)
  }

  @Test func aShortPredictedWaitNeverShowsIt() throws {
    let (indicator, _) = try Self.preview(
      CoverExtras(showsIndicator: true, predictedWait: 0.9), readyAfter: 3)
    #expect(indicator?.showTime == nil && indicator?.hideTime == nil)
  }
}

extension Double {
  func isApproximately(_ other: Double) -> Bool { abs(self - other) < 1e-9 }
}
