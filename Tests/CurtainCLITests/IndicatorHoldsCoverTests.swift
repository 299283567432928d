import CurtainAssets
import CurtainCore
import Testing

@testable import CurtainCLI

/// The preview's loading indicator is the session's (the device's): it never holds the cover.
/// The exit starts when it would without the indicator, and the indicator drawn is the one the
/// session sent, gone by the exit's start.
@MainActor @Suite struct IndicatorHoldsCoverTests {
  static func scene(indicator: Bool, readyAfter: Double) throws -> LaunchScene {
    var settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: .light, scenario: .later, readyAfter: readyAfter, pixelScale: 0.25)
    settings.extras.showsIndicator = indicator
    settings.extras.messages = ["Almost there"]
    return try LaunchScene(loaded: try BuiltInExample.load(), settings: settings)
  }

  @Test func theExitDoesNotWaitForTheIndicator() throws {
    let with = try Self.scene(indicator: true, readyAfter: 1.0)
    let without = try Self.scene(indicator: false, readyAfter: 1.0)
    let indicator = try #require(with.overlay.indicator)
    let show = try #require(indicator.showTime)
    let hide = try #require(indicator.hideTime)
    let start = try #require(with.simulation.exitStartTime)
    #expect(start == without.simulation.exitStartTime)
    #expect(show < hide && hide <= start + 1e-9)
    #expect(indicator.timeline == with.simulation.indicatorTimeline)
  }
}
