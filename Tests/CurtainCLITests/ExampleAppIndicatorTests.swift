import CurtainAssets
import CurtainCore
import Foundation
import Testing

@testable import CurtainCLI

/// The example app's curtain.yml carries its loading indicator (`loadingIndicator`), which the
/// app no longer sets in code: a slow launch of its preview shows it, with the app's messages,
/// with no option given, as the device does.
@MainActor @Suite struct ExampleAppIndicatorTests {
  @Test func aSlowLaunchOfTheExampleAppShowsItsIndicator() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/CurtainExample/curtain.yml").standardizedFileURL
    let loaded = try DesignLoader().load(from: url)
    let settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: .light, scenario: .later, readyAfter: 3, pixelScale: 0.25)
    let scene = try LaunchScene(loaded: loaded, settings: settings)
    let indicator = try #require(scene.overlay.indicator)
    let shown = try #require(indicator.showTime)
    #expect(shown > 0 && shown < 3)
    #expect(indicator.state(at: (shown + 3) / 2).visible)
    #expect(Set(indicator.messages).isSubset(of: ["Syncing your feed", "Almost there"]))
    #expect(!indicator.messages.isEmpty)
  }
}
