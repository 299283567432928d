import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// The splash video is read with the colour matrix and range its tags name, BT.709 when it has
/// none, so its first frame is compared with the launch screen in the colours a device shows.
@Suite struct VideoColorTagsTests {
  @Test func anUntaggedVideoIsReadAsBT709VideoRangeAndSaysSo() {
    let tags = VideoColorTags(probeOutput: "color_space=unknown\ncolor_range=unknown\n")
    #expect(tags.scaleOptions == "in_color_matrix=bt709:in_range=tv")
    #expect(
      tags.assumption?.hasPrefix("the video has no colour tag for its matrix or range") == true)
  }

  @Test(arguments: [
    ("color_space=bt709\ncolor_range=tv", "in_color_matrix=bt709:in_range=tv"),
    ("color_space=smpte170m\ncolor_range=pc", "in_color_matrix=bt601:in_range=pc"),
    ("color_space=bt470bg\ncolor_range=mpeg", "in_color_matrix=bt601:in_range=tv"),
    ("color_space=bt2020nc\ncolor_range=jpeg", "in_color_matrix=bt2020:in_range=pc"),
  ])
  func aTaggedVideoIsReadAsTagged(output: String, options: String) {
    let tags = VideoColorTags(probeOutput: output)
    #expect(tags.scaleOptions == options)
    #expect(tags.assumption == nil)
  }

  static let runs =
    FFmpeg.locate() != nil || ProcessInfo.processInfo.environment["CI"] == "true"

  /// A brand-blue video encoded with one matrix and tagged (or not), decoded as the preview
  /// does: the blue comes back within 2 levels. ffmpeg's own default for untagged video is
  /// BT.601, which shifted this blue by up to 11 levels.
  @Test(
    .enabled(if: runs, "needs ffmpeg"),
    arguments: [("bt709", true), ("bt709", false), ("bt601", true)])
  func theBrandColourSurvivesTheVideo(matrix: String, tagged: Bool) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-video-tags-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let video = folder.appendingPathComponent("blue.mp4")
    let tag = matrix == "bt709" ? "bt709" : "smpte170m"
    try FFmpegRun.make(
      [
        "-f", "lavfi", "-i",
        "color=c=0x1DA1F2:s=64x64:d=0.2:r=30,format=rgb24",
        "-vf", "scale=out_color_matrix=\(matrix):out_range=tv:flags=accurate_rnd+full_chroma_int",
        "-pix_fmt", "yuv420p",
        "-c:v", "libx264",
      ] + (tagged ? ["-colorspace", tag, "-color_range", "tv"] : []) + [video.path])
    let (frames, colors) = try VideoDecoder.decode(video, framesPerSecond: 30)
    defer { try? FileManager.default.removeItem(at: frames.file) }
    #expect((colors.assumption == nil) == tagged)
    let image = try #require(try frames.frame(ofVideo: "blue", at: 0))
    let pixel = image[32, 32]
    for (channel, expected) in [(pixel.red, 0x1D), (pixel.green, 0xA1), (pixel.blue, 0xF2)] {
      #expect(abs(Int(channel) - expected) <= 2, "\(pixel) for \(matrix), tagged \(tagged)")
    }
  }
}
