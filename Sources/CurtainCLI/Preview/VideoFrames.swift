import ArgumentParser
import CurtainCore
import CurtainRender
import Foundation

/// The splash video's frames for the compositor: a folder of PNG (or JPEG) frames in name
/// order, `framesPerSecond` of them a second, decoded one at a time as the preview asks.
final class FrameFolderVideo: VideoFrameProvider, @unchecked Sendable {
  private let files: [URL]
  private let framesPerSecond: Double
  private let lock = NSLock()
  private var current: (index: Int, image: RGBAImage)?

  /// Lists the frames in `folder`.
  ///
  /// - Throws: `ImageCodecError` naming the folder when it holds no PNG or JPEG.
  init(folder: URL, framesPerSecond: Double) throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    files = names.filter {
      ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased())
    }
    .sorted().map { folder.appendingPathComponent($0) }
    guard !files.isEmpty else {
      throw ImageCodecError(file: folder.path, reason: "holds no PNG or JPEG video frames")
    }
    self.framesPerSecond = max(1, framesPerSecond)
  }

  /// Seconds the video lasts: its frames at `framesPerSecond`.
  var duration: Double { Double(files.count) / framesPerSecond }

  /// The frame shown `time` seconds into the video; the last frame after the end.
  func frame(ofVideo name: String, at time: Double) throws -> RGBAImage? {
    let index = min(
      files.count - 1, max(0, Int(saturating: (time * framesPerSecond + 1e-9).rounded(.down))))
    if let current = lock.withLock({ current }), current.index == index { return current.image }
    let image = try ImageCodec.read(contentsOf: files[index])
    lock.withLock { current = (index, image) }
    return image
  }
}

/// Decodes a video file into a temporary folder of PNG frames with `ffmpeg`.
enum VideoDecoder {
  /// Decodes `video` at `framesPerSecond`, each frame fitted into `width` x `height` pixels,
  /// its samples read with the colour matrix and range its tags name (`VideoColorTags`).
  ///
  /// - Returns: the folder of frames (the caller removes it) and the colour tags used.
  /// - Throws: a `ValidationError` naming the video when ffmpeg is missing, or
  ///   `AnimationWriterError.ffmpegFailed` with its message.
  static func decode(_ video: URL, framesPerSecond: Int, width: Int, height: Int) throws
    -> (folder: URL, colors: VideoColorTags)
  {
    guard let ffmpeg = FFmpeg.locate() else {
      throw ValidationError(
        "\(video.path): the config's splash video ('video.file') is decoded with ffmpeg, which "
          + "is not on the PATH. Install it (Debian: apt-get install ffmpeg, or "
          + "CURTAIN_WITH_FFMPEG=1 Scripts/setup.sh; macOS: brew install ffmpeg) and run again.")
    }
    let folder = TemporaryFiles.temporaryURL(
      beside: FileManager.default.temporaryDirectory.appendingPathComponent("curtain-video"),
      kind: .folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let tags = colorTags(of: video, ffmpeg: ffmpeg)
    let process = Process()
    process.executableURL = ffmpeg
    process.arguments = [
      "-v", "error", "-nostdin", "-i", video.path, "-vf",
      // Accurate rounding and full chroma: swscale's fast path is off by up to 3 levels.
      "fps=\(framesPerSecond),scale=\(width):\(height):force_original_aspect_ratio=increase:"
        + "flags=bicubic+accurate_rnd+full_chroma_int:" + tags.scaleOptions
        // The frames' RGB as decoded: without this the PNGs carry gAMA/cHRM from a BT.709
        // transfer tag, and the PNG reader would brighten them.
        + ",setparams=color_primaries=unknown:color_trc=unknown:colorspace=unknown",
      folder.appendingPathComponent("%05d.png").path,
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      try? FileManager.default.removeItem(at: folder)
      throw AnimationWriterError.ffmpegFailed(
        file: video.path, message: String(decoding: message, as: UTF8.self))
    }
    return (folder, tags)
  }

  /// The video's colour tags from `ffprobe` beside `ffmpeg`; none (BT.709, video range
  /// assumed) when ffprobe is missing or fails.
  private static func colorTags(of video: URL, ffmpeg: URL) -> VideoColorTags {
    let probe = ffmpeg.deletingLastPathComponent().appendingPathComponent("ffprobe")
    let process = Process()
    process.executableURL = probe
    process.arguments = VideoColorTags.probeArguments(for: video)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return VideoColorTags(probeOutput: "") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return VideoColorTags(probeOutput: "") }
    return VideoColorTags(probeOutput: String(decoding: data, as: UTF8.self))
  }
}
