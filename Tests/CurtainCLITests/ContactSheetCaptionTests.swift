import CurtainAssets
import CurtainCore
import CurtainRender
import Testing

@testable import CurtainCLI

/// A contact sheet's captions print the time of what they describe (the session's effect), and
/// each captioned picture shows it.
@MainActor @Suite struct ContactSheetCaptionTests {
  /// The built-in example on a later launch, ready at 2.5 s, with the loading indicator and a
  /// tap on the cover at 1 s (dropped when the splash leaves: its layout is not the app's).
  static func frames() throws -> LaunchFrames {
    var settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: .light, scenario: .later, readyAfter: 2.5, pixelScale: 0.25)
    settings.extras.showsIndicator = true
    settings.extras.taps = [ScriptedTap(time: 1, location: Point(x: 100, y: 300))]
    let scene = try LaunchScene(loaded: try BuiltInExample.load(), settings: settings)
    return LaunchFrames(scene: scene, framesPerSecond: 60)
  }

  /// Each caption's time is the time of its effect in the session's records (main captioned
  /// "loading" 0.5 s after the indicator appeared), and the "loading" picture shows the
  /// indicator.
  @Test func captionsAreAtTheTimeOfTheirEffect() throws {
    let frames = try Self.frames()
    let simulation = frames.scene.simulation
    func effectTime(_ matches: (LaunchEffect) -> Bool) -> Double? {
      simulation.records.first { matches($0.effect) }?.time
    }
    let expected: [String: Double] = [
      "launch": 0,
      "splash": try #require(effectTime { $0 == .mark(.firstFrame) }),
      "loading": try #require(effectTime { $0 == .indicator(.show) }),
      "tap": 1,
      "exit": try #require(effectTime { $0 == .mark(.exitStarted) }),
      "replay": try #require(effectTime { if case .replayTaps = $0 { true } else { false } }),
      "app": try #require(effectTime { $0 == .removeSplash }),
    ]
    let captioned = frames.keyMoments().filter { !$0.caption.isEmpty }
    #expect(
      Dictionary(captioned.map { ($0.caption, $0.shown) }) { first, _ in first } == expected)
    for moment in captioned {
      // The picture is drawn at or after the moment, within the indicator's fade.
      #expect(moment.time >= moment.shown - 1e-9)
      #expect(moment.time <= moment.shown + LoadingIndicatorFade.seconds + 1e-9)
    }
    let loading = try #require(captioned.first { $0.caption == "loading" })
    #expect(frames.scene.overlay.drawsAnything(at: loading.time))
  }
}
