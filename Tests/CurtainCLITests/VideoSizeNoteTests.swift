import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// `preview` and `check` read the splash video's pixel size (ffprobe) and say when a centred
/// video's `video.size` is not its shape: the device would fit it inside with bars.
@MainActor @Suite struct VideoSizeNoteTests {
  /// (video.size, whether the 64 x 96 px video is said not to fit it).
  @Test(
    .enabled(if: VideoColorTagsTests.runs, "needs ffmpeg"),
    arguments: [(Size(width: 32, height: 48), false), (Size(width: 48, height: 48), true)])
  func aCentredVideoOfAnotherShapeIsNamedWithItsKey(size: Size, named: Bool) throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let video = folder.appendingPathComponent("intro.mp4")
    try FFmpegRun.make([
      "-f", "lavfi", "-i", "color=c=0x1DA1F2:s=64x96:d=0.1:r=30",
      "-pix_fmt", "yuv420p", "-c:v", "libx264", "-colorspace", "bt709", "-color_range", "tv",
      video.path,
    ])
    let example = try BuiltInExample.load()
    var design = example.design
    design.video = VideoDesign(file: video.path, when: .always, placement: .center, size: size)
    var settings = try LaunchCheckerTests.videoSettings(.whenReadyForDisplay)
    settings.readyAfter = 0.2
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL), settings: settings)
    let notes = scene.notes.filter { $0.contains("video.size") }
    #expect(notes.count == (named ? 1 : 0), "\(scene.notes)")
    if named {
      #expect(notes.first?.hasPrefix("\(video.path): video.size {width: 48, height: 48}") == true)
      #expect(notes.first?.contains("(64x96 px)") == true)
    }
  }
}
