import Foundation

/// A splash video decoded with ffmpeg into a temporary folder of frames (`VideoDecoder`), which
/// is removed when the last launch drawing it, and the run that shares it, are gone.
final class DecodedVideo: Sendable {
  /// The frames, for the compositor.
  let frames: FrameFolderVideo
  /// The colour tags the samples were read with.
  let colors: VideoColorTags
  /// The temporary folder of frames.
  let folder: URL

  /// Decodes `video` at `framesPerSecond`, each frame filling `width` x `height` pixels.
  ///
  /// - Throws: `VideoDecoder.decode`'s errors, or `FrameFolderVideo`'s when ffmpeg wrote no
  ///   frame (the folder is removed either way).
  init(_ video: URL, framesPerSecond: Int, width: Int, height: Int) throws {
    let (folder, colors) = try VideoDecoder.decode(
      video, framesPerSecond: framesPerSecond, width: width, height: height)
    do {
      frames = try FrameFolderVideo(folder: folder, framesPerSecond: Double(framesPerSecond))
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    self.folder = folder
    self.colors = colors
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }
}
