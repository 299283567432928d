import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// Seed 000 through `check`: a splash video whose poster is on screen from the first frame,
/// judged like every other hand-off. A poster equal to the launch screen passes; one 6 points
/// off changes pixels of the first frame and fails it (the poster used to change no pixel of
/// any frame: it was only ever drawn under the opaque video).
@MainActor @Suite struct VideoPosterCheckTests {
  static func settings(pixelScale: Double = LaunchCheckerTests.scale) throws
    -> LaunchSceneSettings
  {
    LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: .light, scenario: .first, readyAfter: 1, pixelScale: pixelScale)
  }

  /// `image` moved right by `columns` pixels, the left edge's colour filling the gap.
  static func shifted(_ image: RGBAImage, by columns: Int) -> RGBAImage {
    var pixels = image.pixels
    for y in 0..<image.height {
      for x in 0..<image.width {
        let from = max(0, x - columns)
        for channel in 0..<4 {
          pixels[(y * image.width + x) * 4 + channel] =
            image.pixels[(y * image.width + from) * 4 + channel]
        }
      }
    }
    return RGBAImage(width: image.width, height: image.height, pixels: pixels)
  }

  /// The built-in example as seed 000 sets it up: the video's first frame (drawn at one pixel
  /// per point, so a pixel is a point) is the launch screen's poster, and the video's frames
  /// are that picture; the video's poster is that picture moved right by `points`.
  static func scene(posterOffBy points: Int, in folder: URL) throws -> LaunchScene {
    var example = try BuiltInExample.load()
    // The poster holds the whole picture: a branding image would be drawn over it again.
    example.design.branding = nil
    let plain = try LaunchScene(loaded: example, settings: try settings(pixelScale: 1))
    let firstFrame = try plain.compositor.render(plain.simulation.systemLaunchScreen)
    let launchPoster = folder.appendingPathComponent("first-frame.png")
    try ImageCodec.writePNG(firstFrame, to: launchPoster)
    let videoPoster = folder.appendingPathComponent("poster.png")
    try ImageCodec.writePNG(shifted(firstFrame, by: points), to: videoPoster)
    var design = example.design
    design.launchScreen.poster = AppearanceImage(light: launchPoster.path)
    // The video's frames are the poster's own picture: the same pixels drawn in the same
    // place. (Frames drawn at the check's 0.25 px per point, 98 x 213, were a video a device
    // shows 12 times enlarged: blurred edges 4 pt wide around the logo, a jump of 769 pt at
    // the device's density.)
    let frames = folder.appendingPathComponent("intro", isDirectory: true)
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    for index in 0..<3 {
      try FileManager.default.copyItem(
        at: launchPoster, to: frames.appendingPathComponent("\(index).png"))
    }
    design.video = VideoDesign(file: frames.path, poster: videoPoster.path, when: .always)
    return try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL), settings: try settings())
  }

  @Test func aPosterEqualToTheLaunchScreenPasses() throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.scene(posterOffBy: 0, in: folder)
    let messages = try LaunchChecker().check(scene).failures.map { "\($0.message) at \($0.time)" }
    #expect(messages == [])
  }

  @Test func aPosterSixPointsOffFailsTheFirstFrame() throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.scene(posterOffBy: 6, in: folder)
    let first = try scene.compositor.render(scene.simulation.firstSplashStage)
    let launchScreen = try scene.compositor.render(scene.simulation.systemLaunchScreen)
    #expect(LaunchChecker.difference(first, launchScreen, tolerance: 1).pixels > 0)
    let failures = try LaunchChecker().check(scene).failures
    #expect(failures.contains { if case .firstFrameDiffers = $0.rule { true } else { false } })
  }
}
