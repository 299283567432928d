import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// The example's app screen follows the example on every device and orientation: drawn for the
/// screen as the shipped screenshot lays it out, never the generic "Library" stand-in.
@MainActor @Suite struct ExampleAppScreenTests {
  /// The share of pixels whose channels differ by more than 24 levels, over every third pixel
  /// (a debug build's loop over three million pixels would take seconds).
  static func differingShare(_ a: RGBAImage, _ b: RGBAImage) -> Double {
    var (differing, counted) = (0, 0)
    a.pixels.withUnsafeBufferPointer { a in
      b.pixels.withUnsafeBufferPointer { b in
        for index in stride(from: 0, to: a.count, by: 12) {
          counted += 1
          if abs(Int(a[index]) - Int(b[index])) > 24
            || abs(Int(a[index + 1]) - Int(b[index + 1])) > 24
            || abs(Int(a[index + 2]) - Int(b[index + 2])) > 24
          {
            differing += 1
          }
        }
      }
    }
    return Double(differing) / Double(max(1, counted))
  }

  /// Drawn for iPhone 15 portrait, the screen is the shipped screenshot's: under 3% of the
  /// pixels differ visibly (the status bar's glyphs and antialiasing).
  @Test(arguments: Appearance.allCases)
  func drawnOnTheScreenshotsDeviceItIsTheScreenshot(appearance: Appearance) throws {
    let screen = try DeviceCatalog.device(named: "iPhone 15").screen(.portrait)
    let drawn = ExampleAppScreen.image(
      screen: screen, appearance: appearance, bird: ExampleAppScreen.bird())
    let shipped = try ImageCodec.read(contentsOf: BuiltInExample.appScreenshotURL(for: appearance))
    #expect(drawn.width == shipped.width && drawn.height == shipped.height)
    let share = Self.differingShare(drawn, shipped)
    #expect(share < 0.03, "\(share) of the pixels differ")
  }

  /// On other devices and orientations, with the built-in example and with the example app's
  /// own config, the launch ends on the example's screen (its feed, its blue compose button),
  /// not on the generic stand-in.
  @Test(arguments: [
    ("iPad Air (5th generation)", Orientation.portrait, false),
    ("iPad Air (5th generation)", .landscape, true),
    ("iPhone 15", .landscape, false),
    ("iPhone SE (3rd generation)", .portrait, true),
  ])
  func otherScreensShowTheExamplesOwnApp(
    device: String, orientation: Orientation, exampleAppConfig: Bool
  ) throws {
    let loaded: LoadedDesign
    if exampleAppConfig {
      let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/CurtainExample/curtain.yml").standardizedFileURL
      loaded = try DesignLoader().load(from: url)
    } else {
      loaded = try BuiltInExample.load()
    }
    let settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: device), orientation: orientation,
      appearance: .light, scenario: .later, readyAfter: 1, pixelScale: 1)
    let scene = try LaunchScene(loaded: loaded, settings: settings)
    let app = try scene.compositor.render(scene.simulation.appAlone)
    let screen = scene.simulation.input.screen
    let expected = ExampleAppScreen.image(
      screen: screen, appearance: .light, bird: ExampleAppScreen.bird())
    let generic = StandInApp.image(screen: screen, appearance: .light)
    #expect(Self.differingShare(app, expected) < 0.01)
    #expect(Self.differingShare(app, generic) > 0.1)
  }
}
