import CurtainAssets
import CurtainCore
import CurtainRender
import Testing

@testable import CurtainCLI

/// `check` at a `--scale` where the screen ends inside a pixel (an iPhone SE is 93.75 x 166.75
/// px at 0.25, 187.5 x 333.5 at 0.5): the partly covered last column and row blend the screen
/// with the black beyond it, and the pixel next to them mixes that in where a picture is
/// resampled, so the first-frame and end rules leave both out (the end rule failed every such
/// launch: "218 pixels differ from the app, by up to 61/255").
@MainActor @Suite struct CheckFractionalScaleTests {
  @Test(arguments: [(0.25, Orientation.landscape, Appearance.light), (0.5, .portrait, .dark)])
  func aHalfCoveredLastColumnDoesNotFailTheEnd(
    scale: Double, orientation: Orientation, appearance: Appearance
  ) throws {
    let example = try BuiltInExample.load()
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: example.design, fileURL: example.fileURL),
      settings: LaunchSceneSettings(
        device: try DeviceCatalog.device(named: "iPhone SE (3rd generation)"),
        orientation: orientation, appearance: appearance, scenario: .first, readyAfter: 1.2,
        reduceMotion: false, pixelScale: scale))
    let screen = scene.simulation.input.screen
    #expect(Double(screen.pixelWidth) != screen.size.width * screen.scale)
    let result = try LaunchChecker().check(scene)
    #expect(result.failures.map(\.message) == [])
  }

  /// The judged pixels: 92 of a 93.75 px row (the partly covered pixel and its neighbour left
  /// out), every pixel of a whole-pixel screen, on each side by itself.
  @Test(arguments: [
    (Size(width: 375, height: 667), 0.25, 92, 165), (Size(width: 390, height: 844), 3, 1170, 2532),
    (Size(width: 375, height: 667), 0.5, 186, 332), (Size(width: 375, height: 812), 0.5, 186, 406),
  ])
  func coveredPixels(size: Size, scale: Double, width: Int, height: Int) {
    let covered = LaunchChecker.coveredPixels(
      Screen(size: size, scale: scale, orientation: .portrait))
    #expect(covered.width == width && covered.height == height)
  }

  /// A last column off by 61/255 is outside the covered pixels; inside them it fails.
  @Test(arguments: [(9, false), (10, true)])
  func theEndRuleJudgesCoveredPixelsOnly(coveredWidth: Int, fails: Bool) {
    let app = RGBAImage(width: 10, height: 10, fill: (40, 80, 120, 255))
    var last = app.pixels
    for row in 0..<10 { last[(row * 10 + 9) * 4 + 1] = 141 }
    let lastFrame = RGBAImage(width: 10, height: 10, pixels: last)
    let rule = LaunchChecker.endRule(lastFrame, app, covered: (coveredWidth, 10))
    #expect((rule != nil) == fails)
  }
}
