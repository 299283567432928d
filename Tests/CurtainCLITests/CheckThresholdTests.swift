import CurtainAssets
import CurtainCore
import CurtainRender
import Testing

@testable import CurtainCLI

/// Each of check's thresholds on both sides: just past it fails, just inside passes, so moving
/// a threshold either way turns a test red. A change is judged in points at the picture's
/// density (`scale` pixels per point): its core (pixels whose point-square block changed
/// entirely, at least 2 x 2 pixels) must be longer than 36 pt, half its outline.
@Suite struct CheckThresholdTests {
  static let side = 400

  /// A mid-grey picture and the same with a `width` x `height` pixel patch, from (4, 4), raised
  /// by `step` in every colour channel.
  static func patch(width: Int, height: Int, step: Int) -> (before: RGBAImage, after: RGBAImage) {
    let before = RGBAImage(width: side, height: side, fill: (100, 100, 100, 255))
    var pixels = before.pixels
    for y in 4..<(4 + height) {
      for x in 4..<(4 + width) {
        for channel in 0..<3 { pixels[(y * side + x) * 4 + channel] = UInt8(100 + step) }
      }
    }
    return (before, RGBAImage(width: side, height: side, pixels: pixels))
  }

  /// A mid-grey picture whose first `rows` rows are raised by `step`.
  static func band(rows: Int, step: Int) -> (before: RGBAImage, after: RGBAImage) {
    let before = RGBAImage(width: side, height: side, fill: (100, 100, 100, 255))
    var pixels = before.pixels
    for index in 0..<(rows * side) {
      for channel in 0..<3 { pixels[index * 4 + channel] = UInt8(100 + step) }
    }
    return (before, RGBAImage(width: side, height: side, pixels: pixels))
  }

  /// The length: a square patch whose core is just over 36 pt long (width plus height) is a
  /// cut, exactly 36 pt is not, at 1, 2 and 3 pixels per point (an `s`-pixel square's core is
  /// `s - b + 1` pixels a side for a `b`-pixel block: 19 px at 1x, 37 px at 2x and 56 px at 3x
  /// give 36 pt).
  @Test(arguments: [
    (1.0, 19, false), (1.0, 20, true), (2.0, 37, false), (2.0, 38, true), (3.0, 56, false),
    (3.0, 57, true),
  ])
  func visibleChangeLength(scale: Double, side: Int, visible: Bool) {
    let (before, after) = Self.patch(width: side, height: side, step: 155)
    let change = VisibleChange(from: before, to: after, scale: scale)
    #expect(change.isVisible == visible, "\(change)")
  }

  /// The width: a band narrower than a point (a fringe, an edge moved by less than a point) is
  /// not counted however long; a point wide it is (200 px long: about 66 pt at 3x, 100 at 2x).
  @Test(arguments: [(2.0, 1, false), (2.0, 2, true), (3.0, 2, false), (3.0, 3, true)])
  func visibleChangeWidth(scale: Double, width: Int, visible: Bool) {
    let (before, after) = Self.patch(width: width, height: 200, step: 155)
    let change = VisibleChange(from: before, to: after, scale: scale)
    #expect(change.isVisible == visible, "\(change)")
  }

  /// The step: a pixel counts once a channel moved by more than 24 of 255.
  @Test(arguments: [(24, false), (25, true)])
  func visibleChangeStep(step: Int, visible: Bool) {
    let (before, after) = Self.patch(width: 60, height: 60, step: step)
    #expect(VisibleChange(from: before, to: after).isVisible == visible)
  }

  /// A faint shift: more than a quarter of the picture moving by more than 6 of 255 is a cut
  /// (101 rows of 400 by 7); a quarter, or a step of 6, is not.
  @Test(arguments: [(100, 7, false), (101, 7, true), (400, 6, false), (240, 7, true)])
  func faintShiftShare(rows: Int, step: Int, visible: Bool) {
    let (before, after) = Self.band(rows: rows, step: step)
    #expect(VisibleChange(from: before, to: after).isVisible == visible)
  }

  /// The first-frame rule allows 1/255 of rounding in a channel, not 2.
  @Test(arguments: [(0, false), (1, false), (2, true), (12, true)])
  func firstFrameTolerance(step: Int, fails: Bool) {
    let launchScreen = RGBAImage(width: 8, height: 8, fill: (40, 80, 120, 255))
    var pixels = launchScreen.pixels
    pixels[4 * 9 + 1] = UInt8(80 + step)
    let first = RGBAImage(width: 8, height: 8, pixels: pixels)
    #expect(
      (LaunchChecker.firstFrameRule(first, launchScreen, covered: (8, 8)) != nil) == fails)
  }

  /// The end rule on a 100 x 100 picture (one pixel in 1,000: 10 pixels): every pixel may be
  /// 2/255 off the app, not 3; 10 pixels may be off by up to 32/255 (the reveal mask's
  /// anti-aliased edge), not 11; one pixel off by 33/255 fails.
  @Test(arguments: [
    (10_000, 2, false), (10_000, 3, true), (10, 20, false), (11, 20, true), (1, 32, false),
    (1, 33, true),
  ])
  func endTolerance(pixels: Int, step: Int, fails: Bool) {
    let side = 100
    let app = RGBAImage(width: side, height: side, fill: (40, 80, 120, 255))
    var last = app.pixels
    for index in 0..<pixels { last[index * 4 + 1] = UInt8(80 + step) }
    let lastFrame = RGBAImage(width: side, height: side, pixels: last)
    #expect(
      (LaunchChecker.endRule(lastFrame, app, covered: (side, side)) != nil) == fails)
  }
}

/// Every exit preset, and a heartbeat that has beaten for a while, through `check` end to end:
/// no launch jumps, flashes or ends off the app.
@MainActor @Suite struct CheckExitPresetTests {
  static func scene(exit: ExitAnimationName, readyAfter: Double, reduceMotion: Bool = false)
    throws -> LaunchScene
  {
    let example = try BuiltInExample.load()
    var design = example.design
    design.exit.animation = exit
    return try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL),
      settings: LaunchSceneSettings(
        device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
        appearance: .light, scenario: .first, readyAfter: readyAfter,
        reduceMotion: reduceMotion, pixelScale: LaunchCheckerTests.scale))
  }

  /// Every preset, with Reduce Motion off and on (a fade then, but for `none`, which stays).
  /// `none` removes the splash at once: a cut the design asked for, which check reports as
  /// the one still-picture change at the exit's start (so a `none` design fails check today).
  @Test(arguments: ExitAnimationName.allCases, [false, true])
  func everyExitPassesCheck(exit: ExitAnimationName, reduceMotion: Bool) throws {
    let scene = try Self.scene(exit: exit, readyAfter: 1.2, reduceMotion: reduceMotion)
    let result = try LaunchChecker().check(scene)
    if exit == .none {
      #expect(result.failures.count == 1)
      #expect(result.failures.allSatisfy { abs($0.time - 1.2) < 0.02 })
    } else {
      #expect(result.failures.map(\.message) == [])
    }
  }

  /// A heartbeat exit starts from the beat on screen, whenever the app gets ready (a heartbeat
  /// restarted at the exit jumped 0.42% of the screen: every heartbeat launch failed).
  @Test(arguments: [0.9, 1.3, 2.05])
  func aHeartbeatThatHasBeatenExitsWithoutAJump(readyAfter: Double) throws {
    let scene = try Self.scene(exit: .heartbeat, readyAfter: readyAfter)
    let result = try LaunchChecker().check(scene)
    #expect(result.failures.map(\.message) == [])
    #expect(scene.simulation.handOffs.contains { $0.name == "the exit starts" })
  }
}
