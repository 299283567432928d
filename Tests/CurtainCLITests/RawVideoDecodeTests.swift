import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// A splash video is decoded raw at its own size and resampled by the compositor: a lossless
/// RGB video at exactly the screen's pixel size (what exporting ProRes 4444, Animation or PNG
/// video gives) comes back with the launch screen's pixels exactly, its last column too
/// (ffmpeg's scaler darkened it when it shrank 1179 px to 393), each still frame stored once,
/// and gets no colour-matrix warning (no matrix applies to RGB samples); `check` passes it at
/// `--scale 1` and `--scale 3`.
@MainActor @Suite struct RawVideoDecodeTests {
  nonisolated static let runs =
    FFmpeg.locate() != nil || ProcessInfo.processInfo.environment["CI"] == "true"

  @Test(.enabled(if: runs, "needs ffmpeg"))
  func aLosslessRGBVideoComesBackExactly() throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let example = try BuiltInExample.load()
    var atDeviceDensity = try LaunchCheckerTests.settings(.whenReadyForDisplay)
    atDeviceDensity.pixelScale = nil
    let screen = try LaunchScene(loaded: example, settings: atDeviceDensity)
    let frame = try screen.compositor.render(screen.simulation.systemLaunchScreen)
    #expect(frame.width == 1179 && frame.height == 2556)
    let png = folder.appendingPathComponent("frame.png")
    try ImageCodec.writePNG(frame, to: png, fast: true)
    let video = folder.appendingPathComponent("intro.mov")
    try FFmpegRun.make([
      "-loop", "1", "-framerate", "30", "-i", png.path, "-t", "0.1",
      "-c:v", "qtrle", "-pix_fmt", "rgb24", video.path,
    ])
    // Lossless in, the same pixels out: every column, the last one too.
    let (frames, colors) = try VideoDecoder.decode(video, framesPerSecond: 60)
    defer { try? FileManager.default.removeItem(at: frames.file) }
    #expect(colors.isRGB && colors.assumption == nil)
    #expect(frames.storedCount == 1 && frames.count == 6)
    let decoded = try #require(try frames.frameAndOpacity(ofVideo: "intro", at: 0))
    #expect(decoded.isOpaque == true)
    #expect(decoded.frame.pixels == frame.pixels)
    var design = example.design
    design.video = VideoDesign(file: video.path, when: .always)
    var settings = try LaunchCheckerTests.settings(.whenReadyForDisplay)
    settings.pixelScale = 1
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL), settings: settings)
    #expect(scene.notes == [])
    // Checked at --scale 1 it passes (it failed 8 launches: the last column darkened), and at
    // the device's own --scale 3 no hand-off jumps (one device, the hand-offs alone: cheap).
    #expect(try LaunchChecker().check(scene).failures.map(\.message) == [])
    settings.pixelScale = 3
    let full = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL), settings: settings)
    #expect(try LaunchChecker().handOffJumps(in: full).map(\.handOff.name) == [])
  }
}
