import CurtainRender
import Foundation
import Testing

/// Makes a test's video with ffmpeg.
enum FFmpegRun {
  /// Runs ffmpeg quietly (`-v error -nostdin`, then `arguments`) and requires it to succeed.
  static func make(_ arguments: [String]) throws {
    let ffmpeg = try #require(FFmpeg.locate())
    let process = Process()
    process.executableURL = ffmpeg
    process.arguments = ["-v", "error", "-nostdin"] + arguments
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
  }
}
