import ArgumentParser
import CurtainAssets
import CurtainRender
import Foundation

/// Decodes a video file with `ffmpeg` into raw RGBA frames (`RawVideoFrames`), piped straight
/// from ffmpeg (no PNG written and read back) at the video's own size, so no scaler touches
/// them (a 1179 x 2556 video is not shrunk with a darkened last column): the compositor
/// resamples a frame to whatever size it draws it at, as a device's player layer does.
enum VideoDecoder {
  /// The longest side a video is decoded at: the longest screen in the device catalogue at its
  /// own density is 2868 px. A larger video is shrunk by area averaging to fit.
  static let longestSide = 2868

  /// Decodes `video` at `framesPerSecond`, its samples read with the colour matrix and range
  /// its tags name (`VideoColorTags`; none for an RGB stream).
  ///
  /// - Returns: the frames (in a temporary file the caller removes) and the colour tags used.
  /// - Throws: a `ValidationError` naming the video when ffmpeg is missing, or
  ///   `AnimationWriterError.ffmpegFailed` with its message.
  static func decode(_ video: URL, framesPerSecond: Int) throws
    -> (frames: RawVideoFrames, colors: VideoColorTags)
  {
    guard let ffmpeg = FFmpeg.locate() else {
      throw ValidationError(
        "\(video.path): the config's splash video ('video.file') is decoded with ffmpeg, which "
          + "is not on the PATH. Install it (Debian: apt-get install ffmpeg, or "
          + "CURTAIN_WITH_FFMPEG=1 Scripts/setup.sh; macOS: brew install ffmpeg) and run again.")
    }
    let tags = colorTags(of: video, ffmpeg: ffmpeg)
    guard tags.width > 0, tags.height > 0 else {
      throw AnimationWriterError.ffmpegFailed(
        file: video.path, message: "ffprobe found no video stream with a size in it")
    }
    let shrink = min(1, Double(longestSide) / Double(max(tags.width, tags.height)))
    let width = max(2, Int((Double(tags.width) * shrink).rounded()))
    let height = max(2, Int((Double(tags.height) * shrink).rounded()))
    let file = TemporaryFiles.temporaryURL(
      beside: FileManager.default.temporaryDirectory.appendingPathComponent("curtain-video"),
      kind: .file)
    let errorFile = file.appendingPathExtension("log")
    defer { try? FileManager.default.removeItem(at: errorFile) }
    do {
      for url in [file, errorFile]
      where !FileManager.default.createFile(atPath: url.path, contents: nil) {
        throw ImageCodecError(file: url.path, reason: "cannot create the video's frame file")
      }
      let output = try FileHandle(forWritingTo: file)
      defer { try? output.close() }
      let errors = try FileHandle(forWritingTo: errorFile)
      defer { try? errors.close() }
      let process = Process()
      process.executableURL = ffmpeg
      let options = [tags.scaleOptions].filter { !$0.isEmpty }
      process.arguments = [
        "-v", "error", "-nostdin", "-noautorotate", "-i", video.path, "-an", "-vf",
        // Accurate rounding and full chroma: swscale's fast path is off by up to 3 levels.
        // At the video's own size no sample is resized; a larger one is area-averaged. Each
        // decoded frame is converted once, then repeated to the rate (the same bytes as
        // converting every repeat: a 30 fps video is not converted twice per frame).
        "scale=\(width):\(height):"
          + (["flags=area+accurate_rnd+full_chroma_int"] + options).joined(separator: ":")
          + ",fps=\(framesPerSecond)",
        "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1",
      ]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = errors
      try process.run()
      let (slots, opaque) = try store(
        pipe.fileHandleForReading, frameSize: width * height * 4, into: output,
        hasAlpha: tags.hasAlpha, video: video)
      process.waitUntilExit()
      guard process.terminationStatus == 0, !slots.isEmpty else {
        let message = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        throw AnimationWriterError.ffmpegFailed(
          file: video.path, message: slots.isEmpty && message.isEmpty ? "no frame decoded" : message
        )
      }
      let frames = RawVideoFrames(
        file: file, width: width, height: height, slots: slots, opaque: opaque,
        framesPerSecond: Double(framesPerSecond))
      return (frames, tags)
    } catch {
      try? FileManager.default.removeItem(at: file)
      throw error
    }
  }

  /// Reads frames of `frameSize` bytes from `input` until it ends, writing each one that
  /// differs from the one before it to `output`. Two buffers take turns (the frame read and the
  /// one before it), read into with `read(2)`: no allocation per frame.
  ///
  /// - Returns: for each frame, the stored frame it shows; for each stored frame, whether it is
  ///   opaque (scanned once here when the stream has alpha).
  private static func store(
    _ input: FileHandle, frameSize: Int, into output: FileHandle, hasAlpha: Bool, video: URL
  ) throws -> (slots: [Int], opaque: [Bool]) {
    var slots: [Int] = []
    var opaque: [Bool] = []
    var previous = [UInt8](repeating: 0, count: frameSize)
    var frame = [UInt8](repeating: 0, count: frameSize)
    while try readFrame(into: &frame, from: input.fileDescriptor, video: video) {
      let differs = frame.withUnsafeBytes { new in
        previous.withUnsafeBytes { old in
          guard let new = new.baseAddress, let old = old.baseAddress else { return true }
          return memcmp(new, old, frameSize) != 0
        }
      }
      if slots.isEmpty || differs {
        try frame.withUnsafeBytes { bytes in
          try output.write(contentsOf: bytes)
          opaque.append(!hasAlpha || RGBAImage.isOpaque(bytes))
        }
        swap(&frame, &previous)
      }
      slots.append(opaque.count - 1)
    }
    return (slots, opaque)
  }

  /// Fills `frame` from the file descriptor `input` (ffmpeg's output for `video`); false when
  /// the input ends first (a frame cut short is not one).
  private static func readFrame(
    into frame: inout [UInt8], from input: Int32, video: URL
  ) throws -> Bool {
    let size = frame.count
    var filled = 0
    try frame.withUnsafeMutableBytes { buffer in
      while filled < size {
        let done = read(input, buffer.baseAddress.map { $0 + filled }, size - filled)
        if done < 0, errno == EINTR { continue }
        guard done >= 0 else {
          throw ImageCodecError(
            file: video.path, reason: "cannot read ffmpeg's frames (errno \(errno))")
        }
        if done == 0 { break }
        filled += done
      }
    }
    return filled == size
  }

  /// The video's colour tags, pixel format and size from `ffprobe` beside `ffmpeg`; none
  /// (BT.709, video range assumed, no size) when ffprobe is missing or fails.
  private static func colorTags(of video: URL, ffmpeg: URL) -> VideoColorTags {
    VideoColorTags(
      probeOutput: VideoProbe.output(VideoColorTags.probeArguments(for: video), ffmpeg: ffmpeg)
        ?? "")
  }
}
