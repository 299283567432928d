import Foundation

/// A splash video decoded with ffmpeg into a temporary file of raw frames (`VideoDecoder`),
/// which is removed when the last launch drawing it, and the run that shares it, are gone.
final class DecodedVideo: Sendable {
  /// The frames, for the compositor.
  let frames: RawVideoFrames
  /// The colour tags the samples were read with.
  let colors: VideoColorTags
  /// The temporary file of frames.
  var file: URL { frames.file }

  /// Decodes `video` at `framesPerSecond`, at its own size (the compositor resamples).
  ///
  /// - Throws: `VideoDecoder.decode`'s errors (no file is left behind).
  init(_ video: URL, framesPerSecond: Int) throws {
    (frames, colors) = try VideoDecoder.decode(video, framesPerSecond: framesPerSecond)
  }

  deinit {
    try? FileManager.default.removeItem(at: frames.file)
  }
}
