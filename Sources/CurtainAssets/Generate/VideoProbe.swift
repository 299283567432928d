import CurtainRender
import Foundation

/// Reads a video file's stream properties with `ffprobe`, the program beside the `ffmpeg` on
/// the `PATH`: what `preview` and `check` decode with, and what `generate` and the doctor judge
/// `video.size` against.
public enum VideoProbe {
  /// The ffprobe arguments that print the first video stream's size as `key=value` lines.
  static func sizeArguments(for video: URL) -> [String] {
    [
      "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height", "-of",
      "default=noprint_wrappers=1", video.path,
    ]
  }

  /// ffprobe's standard output for `arguments`; nil when ffmpeg or ffprobe is missing, cannot
  /// be started, or fails (an unreadable file).
  public static func output(_ arguments: [String], ffmpeg: URL? = FFmpeg.locate()) -> String? {
    #if os(macOS) || os(Linux)
      guard let ffmpeg else { return nil }
      let process = Process()
      process.executableURL = ffmpeg.deletingLastPathComponent().appendingPathComponent("ffprobe")
      process.arguments = arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return nil }
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    #else
      return nil
    #endif
  }

  /// The first video stream's size in pixels; nil when it is not known (no ffprobe, no video
  /// stream, an unreadable file).
  public static func pixelSize(of video: URL) -> (width: Int, height: Int)? {
    guard let text = output(sizeArguments(for: video)) else { return nil }
    var values: [String: Int] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
    }
    guard let width = values["width"], let height = values["height"], width > 0, height > 0
    else { return nil }
    return (width, height)
  }
}
