import Foundation

/// Finding the `ffmpeg` command.
public enum FFmpeg {
  /// The first executable `ffmpeg` on `path` (a `PATH`-style list; the process's by default).
  public static func locate(
    path: String? = ProcessInfo.processInfo.environment["PATH"]
  ) -> URL? {
    for directory in (path ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("ffmpeg")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}

#if os(macOS) || os(Linux)
  /// Writes GIF or MP4 by piping raw RGBA frames into an `ffmpeg` process's standard input.
  ///
  /// MP4 is H.264 in yuv420p, padded to even dimensions as that format requires (the last
  /// column or row repeated, so nothing is cut and no strip shows), converted with the BT.709
  /// matrix and tagged BT.709 primaries with the sRGB transfer, so players decode the colours
  /// that were drawn. GIF gets a palette generated from all its frames and the delays of
  /// `GIFFrameTiming` (at least 20 ms each, identical frames merged), written into the file
  /// after `ffmpeg` is done. Ignores `SIGPIPE` for the process, so an `ffmpeg` that dies
  /// mid-stream becomes an error rather than the end of the program.
  public final class FFmpegWriter: AnimationWriter {
    private let url: URL
    private let staging: Staging
    private let errorLog: URL
    private let process: Process
    private let input: FileHandle
    private let width: Int
    private let height: Int
    private let format: AnimationFormat
    /// The size sent to `ffmpeg`: even for MP4.
    private let encodedSize: (width: Int, height: Int)
    private var gifTiming: GIFFrameTiming
    /// The last frame sent to a GIF, to merge identical ones into it.
    private var lastGIFFrame: [UInt8]?
    private var finished = false

    /// Starts `ffmpeg` writing to a temporary file beside `url`.
    ///
    /// - Parameters:
    ///   - url: The destination (written only when `finish()` succeeds).
    ///   - format: `.gif` or `.mp4`.
    ///   - width: Frame width in pixels.
    ///   - height: Frame height in pixels.
    ///   - framesPerSecond: Playback rate.
    ///   - executable: The `ffmpeg` to run.
    public init(
      url: URL, format: AnimationFormat, width: Int, height: Int, framesPerSecond: Int,
      executable: URL
    ) throws {
      guard format != .apng, width > 0, height > 0, framesPerSecond > 0 else {
        throw AnimationWriterError.misuse("ffmpeg writes GIF or MP4 of a positive size and rate")
      }
      self.url = url
      self.width = width
      self.height = height
      self.format = format
      encodedSize =
        format == .mp4 ? (width + width % 2, height + height % 2) : (width, height)
      gifTiming = GIFFrameTiming(framesPerSecond: framesPerSecond)
      // A GIF's frames are sent as they come; their real delays are written in at the end.
      let inputRate = format == .gif ? 100 / GIFFrameTiming.minimumDelay : framesPerSecond
      staging = Staging(beside: url)
      errorLog = FileManager.default.temporaryDirectory
        .appendingPathComponent("curtain-ffmpeg-\(UUID().uuidString).log")
      signal(SIGPIPE, SIG_IGN)
      let pipe = Pipe()
      process = Process()
      process.executableURL = executable
      process.arguments =
        [
          "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
          "-s", "\(encodedSize.width)x\(encodedSize.height)", "-r", "\(inputRate)", "-i", "-",
        ] + Self.outputArguments(format) + [staging.url.path]
      process.standardInput = pipe
      process.standardOutput = FileHandle.nullDevice
      _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
      process.standardError = FileHandle(forWritingAtPath: errorLog.path)
      do {
        try process.run()
      } catch {
        throw AnimationWriterError.ffmpegFailed(file: url.path, message: error.localizedDescription)
      }
      input = pipe.fileHandleForWriting
    }

    deinit {
      if !finished {
        try? input.close()
        process.waitUntilExit()
        staging.discard()
        try? FileManager.default.removeItem(at: errorLog)
      }
    }

    private static func outputArguments(_ format: AnimationFormat) -> [String] {
      switch format {
      case .gif:
        [
          "-filter_complex", "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse",
          "-fps_mode", "passthrough", "-f", "gif",
        ]
      case .mp4, .apng:
        [
          "-vf",
          "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int"
            + ",format=yuv420p",
          "-c:v", "libx264", "-crf", "16", "-pix_fmt", "yuv420p", "-colorspace", "bt709",
          "-color_primaries", "bt709", "-color_trc", "iec61966-2-1", "-color_range", "tv",
          "-movflags", "+faststart", "-metadata", "comment=\(OutputSignature.mp4Comment)",
          "-f", "mp4",
        ]
      }
    }

    /// Sends a frame to `ffmpeg` (colours un-premultiplied where not opaque); a GIF skips it
    /// when it falls between the frames kept or repeats the one before.
    public func append(_ frame: RGBAImage) throws {
      guard !finished else { throw AnimationWriterError.misuse("frame appended after finish()") }
      guard frame.width == width, frame.height == height else {
        throw AnimationWriterError.frameSizeMismatch(
          expected: "\(width)x\(height)", got: "\(frame.width)x\(frame.height)")
      }
      if format == .gif {
        guard gifTiming.add(differs: lastGIFFrame != frame.pixels) else { return }
        lastGIFFrame = frame.pixels
      }
      let bytes = padded(frame.isOpaque ? frame.pixels : Premultiplication.straight(frame))
      do {
        try input.write(contentsOf: bytes)
      } catch {
        finished = true
        try? input.close()
        process.waitUntilExit()
        throw failure()
      }
    }

    /// `pixels` grown to the encoded size, its last column and row repeated.
    private func padded(_ pixels: [UInt8]) -> [UInt8] {
      guard encodedSize != (width, height) else { return pixels }
      let rowBytes = width * 4, paddedRowBytes = encodedSize.width * 4
      var result = [UInt8](repeating: 0, count: paddedRowBytes * encodedSize.height)
      for row in 0..<encodedSize.height {
        let source = min(row, height - 1) * rowBytes, target = row * paddedRowBytes
        result.replaceSubrange(target..<target + rowBytes, with: pixels[source..<source + rowBytes])
        for extra in stride(from: rowBytes, to: paddedRowBytes, by: 4) {
          for channel in 0..<4 {
            result[target + extra + channel] = pixels[source + rowBytes - 4 + channel]
          }
        }
      }
      return result
    }

    /// Closes `ffmpeg`'s input, waits for it, and renames its output into place.
    public func finish() throws {
      guard !finished else { throw AnimationWriterError.misuse("finish() called twice") }
      finished = true
      try? input.close()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else { throw failure() }
      try? FileManager.default.removeItem(at: errorLog)
      if format == .gif { try writeGIFDelays() }
      do {
        try staging.moveIntoPlace()
      } catch {
        throw AnimationWriterError.cannotWrite(file: url.path, reason: Staging.reason(error))
      }
    }

    /// Puts the real delays into the GIF `ffmpeg` wrote (it saw the frames at a fixed rate).
    private func writeGIFDelays() throws {
      guard let bytes = try? [UInt8](Data(contentsOf: staging.url)),
        let timed = try? GIFDelays.rewrite(bytes, delays: gifTiming.delays)
      else {
        staging.discard()
        throw AnimationWriterError.ffmpegFailed(
          file: url.path,
          message: "the GIF it wrote does not hold the \(gifTiming.delays.count) frames sent")
      }
      do {
        try Data(OutputSignature.markingGIF(timed)).write(to: staging.url)
      } catch {
        staging.discard()
        throw AnimationWriterError.cannotWrite(file: url.path, reason: "\(error)")
      }
    }

    private func failure() -> AnimationWriterError {
      let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(at: errorLog)
      staging.discard()
      let message = log.trimmingCharacters(in: .whitespacesAndNewlines)
      return .ffmpegFailed(
        file: url.path,
        message: message.isEmpty ? "exit status \(process.terminationStatus)" : message)
    }
  }
#endif
