import CurtainAssets
import CurtainCore
import Testing

@testable import CurtainCLI

/// The preview's loading indicator, once shown, holds the cover until its minimum show time is
/// over: the exit never starts under a spinner that has just appeared.
@MainActor @Suite struct IndicatorHoldsCoverTests {
  @Test func theExitWaitsForTheIndicatorToHide() throws {
    var settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: .light, scenario: .later, readyAfter: 1.0, pixelScale: 0.25)
    settings.extras.showsIndicator = true
    settings.extras.messages = ["Almost there"]
    let scene = try LaunchScene(loaded: try BuiltInExample.load(), settings: settings)
    let indicator = IndicatorPreview(
      extras: settings.extras, waitStart: LaunchScript.defaultFirstFrameTime, readyAfter: 1.0)
    let hide = try #require(indicator.hideTime)
    #expect(hide > 1.0)
    let start = try #require(scene.simulation.exitStartTime)
    #expect(start >= hide - 1e-9)
  }
}
