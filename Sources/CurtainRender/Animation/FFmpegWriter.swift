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

/// Writes GIF or MP4 by piping raw RGBA frames into an `ffmpeg` process's standard input.
///
/// MP4 is H.264 in yuv420p, cropped to even dimensions as that format requires; GIF gets a
/// palette generated from all its frames. Ignores `SIGPIPE` for the process, so an `ffmpeg`
/// that dies mid-stream becomes an error rather than the end of the program.
public final class FFmpegWriter: AnimationWriter {
  private let url: URL
  private let temporary: URL
  private let errorLog: URL
  private let process: Process
  private let input: FileHandle
  private let width: Int
  private let height: Int
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
    temporary = AtomicFile.temporaryURL(beside: url)
    errorLog = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-ffmpeg-\(UUID().uuidString).log")
    signal(SIGPIPE, SIG_IGN)
    let pipe = Pipe()
    process = Process()
    process.executableURL = executable
    process.arguments =
      [
        "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
        "-s", "\(width)x\(height)", "-r", "\(framesPerSecond)", "-i", "-",
      ] + Self.outputArguments(format) + [temporary.path]
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
      try? FileManager.default.removeItem(at: temporary)
      try? FileManager.default.removeItem(at: errorLog)
    }
  }

  private static func outputArguments(_ format: AnimationFormat) -> [String] {
    switch format {
    case .gif:
      ["-filter_complex", "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse", "-f", "gif"]
    case .mp4, .apng:
      [
        "-vf", "crop=trunc(iw/2)*2:trunc(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
        "-movflags", "+faststart", "-f", "mp4",
      ]
    }
  }

  /// Sends a frame to `ffmpeg` (colours un-premultiplied where not opaque).
  public func append(_ frame: RGBAImage) throws {
    guard !finished else { throw AnimationWriterError.misuse("frame appended after finish()") }
    guard frame.width == width, frame.height == height else {
      throw AnimationWriterError.frameSizeMismatch(
        expected: "\(width)x\(height)", got: "\(frame.width)x\(frame.height)")
    }
    let bytes = frame.isOpaque ? frame.pixels : Premultiplication.straight(frame)
    do {
      try input.write(contentsOf: bytes)
    } catch {
      finished = true
      try? input.close()
      process.waitUntilExit()
      throw failure()
    }
  }

  /// Closes `ffmpeg`'s input, waits for it, and renames its output into place.
  public func finish() throws {
    guard !finished else { throw AnimationWriterError.misuse("finish() called twice") }
    finished = true
    try? input.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw failure() }
    try? FileManager.default.removeItem(at: errorLog)
    do {
      try AtomicFile.replace(url, with: temporary)
    } catch {
      throw AnimationWriterError.cannotWrite(file: url.path, reason: "\(error)")
    }
  }

  private func failure() -> AnimationWriterError {
    let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: errorLog)
    try? FileManager.default.removeItem(at: temporary)
    let message = log.trimmingCharacters(in: .whitespacesAndNewlines)
    return .ffmpegFailed(
      file: url.path,
      message: message.isEmpty ? "exit status \(process.terminationStatus)" : message)
  }
}
