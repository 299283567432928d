import Foundation

/// Writes an animation one frame at a time, so a long sequence never sits in memory whole.
///
/// Nothing appears at the destination until `finish()` succeeds: frames go to a temporary file
/// that is renamed into place at the end (and removed if the writer is dropped unfinished).
public protocol AnimationWriter: AnyObject {
  /// Adds the next frame; every frame must have the size the writer was made with.
  func append(_ frame: RGBAImage) throws
  /// Adds the next frame, which differs from the frame appended before it only inside `area`
  /// (as `Compositor.changedArea(from:to:)` reports it), so a writer that compares frames reads
  /// nothing else; the file is the same as `append(_:)` would write.
  func append(_ frame: RGBAImage, changedWithin area: ChangedArea) throws
  /// Completes the file and moves it to its destination.
  func finish() throws
}

extension AnimationWriter {
  /// Adds the frame as `append(_:)` does: a writer that compares no frames has no use for the
  /// area.
  public func append(_ frame: RGBAImage, changedWithin area: ChangedArea) throws {
    try append(frame)
  }
}

/// The animation formats Curtain writes, chosen by the output file's extension.
public enum AnimationFormat: String, CaseIterable, Sendable {
  /// Animated PNG, written by Curtain itself (no external tool).
  case apng
  /// GIF, through `ffmpeg` (palette generated from the frames).
  case gif
  /// H.264 MP4 in yuv420p, through `ffmpeg`.
  case mp4

  /// The format for a path extension (`apng` and `png` are APNG), or `nil`.
  public init?(pathExtension: String) {
    switch pathExtension.lowercased() {
    case "apng", "png": self = .apng
    case "gif": self = .gif
    case "mp4", "m4v": self = .mp4
    default: return nil
    }
  }

  /// Opens a writer of this format.
  ///
  /// - Parameters:
  ///   - url: The destination.
  ///   - width: Frame width in pixels.
  ///   - height: Frame height in pixels.
  ///   - framesPerSecond: Playback rate.
  ///   - opaque: Whether every frame is opaque (a screen's pictures): an APNG then stores RGB
  ///     and refuses a frame that is not (see `APNGWriter`); GIF and MP4 are the same either way.
  ///   - ffmpeg: The `ffmpeg` executable for GIF and MP4 (`FFmpeg.locate()` by default).
  /// - Throws: `AnimationWriterError` when the file cannot be created or ffmpeg is missing.
  public func makeWriter(
    url: URL, width: Int, height: Int, framesPerSecond: Int, opaque: Bool = false,
    ffmpeg: URL? = FFmpeg.locate()
  ) throws -> any AnimationWriter {
    switch self {
    case .apng:
      return try APNGWriter(
        url: url, width: width, height: height, framesPerSecond: framesPerSecond, opaque: opaque)
    case .gif, .mp4:
      #if os(macOS) || os(Linux)
        guard let ffmpeg else { throw AnimationWriterError.ffmpegNotFound }
        return try FFmpegWriter(
          url: url, format: self, width: width, height: height, framesPerSecond: framesPerSecond,
          executable: ffmpeg)
      #else
        // No subprocesses on iOS: only APNG is written there.
        throw AnimationWriterError.ffmpegNotFound
      #endif
    }
  }
}

/// Why an animation could not be written.
public enum AnimationWriterError: Error, Equatable, CustomStringConvertible {
  /// GIF or MP4 was asked for and no `ffmpeg` is on the `PATH`.
  case ffmpegNotFound
  /// A frame's size differs from the writer's.
  case frameSizeMismatch(expected: String, got: String)
  /// The destination could not be written; `reason` says why.
  case cannotWrite(file: String, reason: String)
  /// `ffmpeg` failed; `message` is what it printed.
  case ffmpegFailed(file: String, message: String)
  /// Frames were appended after `finish()`, or `finish()` came twice or with no frames.
  case misuse(String)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .ffmpegNotFound:
      "ffmpeg not found: GIF and MP4 are written with it. Install it (Debian: apt-get install "
        + "ffmpeg; macOS: brew install ffmpeg), or write an APNG (--out curtain-preview.apng)"
    case .frameSizeMismatch(let expected, let got):
      "frame is \(got) pixels; this animation's frames are \(expected)"
    case .cannotWrite(let file, let reason):
      "\(file): cannot be written (\(reason))"
    case .ffmpegFailed(let file, let message):
      "\(file): ffmpeg failed: \(message)"
    case .misuse(let what):
      what
    }
  }
}
