import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// A dark app's reveal looks intended: the light logo overlay is gone while the hole is still
/// logo-sized, so no frame shows a big grey logo with the app's rows striped through it.
@MainActor @Suite struct DarkRevealTests {
  /// Levels (of 255) a pixel must differ by from each pure picture to count as a blend.
  static let tolerance = 24

  /// The share of `frame`'s pixels that are a blend: neither the app's pixel there, nor the
  /// launch screen's background, nor the logo's colour.
  static func blendedShare(
    _ frame: RGBAImage, app: RGBAImage, pure: [(Int, Int, Int)]
  ) -> Double {
    var blended = 0
    for index in stride(from: 0, to: frame.pixels.count, by: 4) {
      let pixel = (
        Int(frame.pixels[index]), Int(frame.pixels[index + 1]), Int(frame.pixels[index + 2])
      )
      func near(_ other: (Int, Int, Int)) -> Bool {
        max(abs(pixel.0 - other.0), abs(pixel.1 - other.1), abs(pixel.2 - other.2))
          <= tolerance
      }
      let appPixel = (
        Int(app.pixels[index]), Int(app.pixels[index + 1]), Int(app.pixels[index + 2])
      )
      if !near(appPixel), !pure.contains(where: near) { blended += 1 }
    }
    return Double(blended) / Double(frame.pixels.count / 4)
  }

  static func rgb(_ color: RGBAColor) -> (Int, Int, Int) {
    (
      Int((color.red * 255).rounded()), Int((color.green * 255).rounded()),
      Int((color.blue * 255).rounded())
    )
  }

  /// The example's dark reveal, at half a pixel per point, every 30th of a second of its exit:
  /// no frame has more than 4% of the screen blended (the logo's own 120-pt frame is 4.3% of
  /// it; with the light fade, the overlay fading while the hole grows over the screen, 93%).
  @Test func theOverlayIsGoneBeforeTheHoleOutgrowsTheLogo() throws {
    let appearance = Appearance.dark
    let example = try BuiltInExample.load()
    let settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: appearance, scenario: .later, readyAfter: 1, pixelScale: 0.5)
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: example.design, fileURL: example.fileURL), settings: settings)
    let simulation = scene.simulation
    let exitStart = try #require(simulation.exitStartTime)
    #expect(simulation.exit?.animation.name == .reveal)
    let app = try scene.compositor.render(simulation.appAlone)
    let design = example.design
    let background = Self.rgb(design.background.color(for: appearance))
    let pure = [background, (255, 255, 255)]
    var largest = 0.0
    var time = exitStart
    while time < simulation.endTime {
      let frame = try scene.compositor.render(simulation.stage(at: time))
      largest = max(largest, Self.blendedShare(frame, app: app, pure: pure))
      time += 1.0 / 30
    }
    #expect(largest < 0.04, "largest blended share of the screen \(largest)")
  }

  /// The fade chosen per appearance, and a value set in the config winning over it.
  @Test(arguments: [
    (ExitStyle(), Appearance.light, 0.4, 1.0),
    (ExitStyle(), .dark, 0.0, 0.4),
    (ExitStyle(revealShrinkTime: 0.3), .dark, 0.0, 0.3),
    (ExitStyle(revealOverlayFadeStart: 0.5), .dark, 0.5, 0.5),
    (ExitStyle(revealOverlayFadeEnd: 0.9), .dark, 0.0, 0.9),
    (ExitStyle(revealOverlayFadeStart: 0.1, revealOverlayFadeEnd: 0.8), .light, 0.1, 0.8),
  ])
  func theFadeIsChosenPerAppearance(
    style: ExitStyle, appearance: Appearance, start: Double, end: Double
  ) {
    let fade = style.revealOverlayFade(in: appearance)
    #expect(fade.start == start && fade.end == end)
  }
}
