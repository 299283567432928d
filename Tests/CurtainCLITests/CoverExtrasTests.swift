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

/// The preview's taps are the session's: `TapPreview` only reads the replay plan the launch
/// session made from the touches it recorded (a device's path), never a replay session of its
/// own.
@MainActor @Suite struct TapPreviewTests {
  static func tap(_ time: Double, _ x: Double = 100, _ y: Double = 200) -> ScriptedTap {
    ScriptedTap(time: time, location: Point(x: x, y: y))
  }

  /// A launch whose splash leaves at 3.5 s (ready) with a 0.5 s fade: removed at 4 s.
  static func preview(_ taps: [ScriptedTap], snapshot: Bool) throws -> TapPreview {
    let design = LaunchDesign(
      background: AppearanceColor(light: RGBAColor(red: 0.1, green: 0.6, blue: 0.9)),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 120)),
      exit: ExitDesign(animation: .fade, duration: 0.5))
    let screen = try DeviceCatalog.device(named: "iPhone 15").screen(.portrait)
    let plan = LaunchPlan(
      design: design, kind: .sameVersion,
      environment: LaunchEnvironment(
        snapshot: snapshot ? SnapshotReference(identifier: "last.png") : nil))
    let launch = try SimulatedLaunch(
      .init(
        design: design, screen: screen, appearance: .light, plan: plan,
        script: LaunchScript(readyAfter: 3.5), appContent: ImageSource(name: "app.png"),
        snapshot: snapshot
          ? SnapshotCoverImage(
            image: ImageSource(name: "last.png"), layout: LaunchScene.previewLayout)
          : nil,
        touches: TapPreview.touches(taps), appLayout: LaunchScene.previewLayout))
    return TapPreview(taps, simulation: launch)
  }

  @Test func eachTapGetsWhatBecameOfIt() throws {
    let preview = try Self.preview(
      [
        Self.tap(4.5), Self.tap(0.02), Self.tap(3.0), Self.tap(0.5), Self.tap(2.0, 10, 10),
        Self.tap(2.05, 300, 300),
      ], snapshot: true)
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

  @Test func tapsOnAReplicaAreNeverReplayed() throws {
    let preview = try Self.preview([Self.tap(3.0)], snapshot: false)
    #expect(preview.taps.map(\.outcome) == [.dropped(.layoutChanged, at: 4)])
  }

  /// The exit runs from 3.5 s to 4 s: the app is on screen then, so a tap on it is replayed
  /// onto it at the removal, whatever the cover was (the app kept its layout).
  @Test(arguments: [false, true]) func aTapDuringTheExitReachesTheApp(snapshot: Bool) throws {
    let preview = try Self.preview([Self.tap(3.6), Self.tap(3.4)], snapshot: snapshot)
    #expect(
      preview.taps.map(\.outcome) == [
        snapshot ? .replayed(at: 4) : .dropped(.layoutChanged, at: 4), .replayed(at: 4),
      ])
  }

  @Test func aFingerStillDownWhenTheSplashGoesIsNotReplayed() throws {
    let preview = try Self.preview([Self.tap(3.95)], snapshot: true)
    #expect(preview.taps.map(\.outcome) == [.dropped(.unfinished, at: 4)])
  }
}

@MainActor @Suite struct IndicatorPreviewTests {
  static func preview(
    _ extras: CoverExtras, readyAfter: Double, designed: LoadingIndicatorPolicy? = nil
  ) throws -> (IndicatorPreview?, LaunchScene) {
    var settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: .light, scenario: .later, readyAfter: readyAfter, pixelScale: 0.25)
    settings.extras = extras
    let example = try BuiltInExample.load()
    var design = example.design
    design.loadingIndicator = designed
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL), settings: settings)
    return (scene.overlay.indicator, scene)
  }

  /// The config's `loadingIndicator` runs with no option, as on the device: its grace time and
  /// messages are the ones drawn; `--message` replaces the messages, as code would.
  @Test func theConfigsIndicatorRunsWithoutOptions() throws {
    let designed = LoadingIndicatorPolicy(graceTime: 1, messages: ["Syncing your library"])
    let (indicator, scene) = try Self.preview(CoverExtras(), readyAfter: 3, designed: designed)
    let preview = try #require(indicator)
    #expect(try #require(preview.showTime).isApproximately(1.05))
    #expect(preview.messages == ["Syncing your library"])
    #expect(scene.simulation.input.indicator?.policy == designed)
    #expect(
      CoverExtrasReport.render(scene)?.contains("Loading indicator: shown 1.050 s to 3.000 s")
        == true)
    let (replaced, _) = try Self.preview(
      CoverExtras(messages: ["Own words"]), readyAfter: 3, designed: designed)
    #expect(replaced?.messages == ["Own words"])
    #expect(try #require(replaced?.showTime).isApproximately(1.05))
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
