import ArgumentParser
import CurtainCore
import CurtainRender
import Foundation

/// The splash video's frames for the compositor: a folder of PNG (or JPEG) frames in name
/// order, `framesPerSecond` of them a second, decoded one at a time as the preview asks.
final class FrameFolderVideo: VideoFrameProvider, VideoFrameTimes, @unchecked Sendable {
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
    let index = frameIndex(at: time)
    if let current = lock.withLock({ current }), current.index == index { return current.image }
    let image = try ImageCodec.read(contentsOf: files[index])
    lock.withLock { current = (index, image) }
    return image
  }

  /// The file of the frame shown `time` seconds into the video: each is prepared once (decoded,
  /// its reductions made) by the compositors that draw it, not at every frame drawn.
  func frameIdentity(ofVideo name: String, at time: Double) -> String? {
    files[frameIndex(at: time)].path
  }

  /// The start of the frame shown at `time` (itself when that time would not read back as the
  /// same frame).
  func firstTime(showingFrameAt time: Double) -> Double {
    let index = frameIndex(at: time)
    let first = Double(index) / framesPerSecond
    return frameIndex(at: first) == index ? first : time
  }

  private func frameIndex(at time: Double) -> Int {
    min(files.count - 1, max(0, Int(saturating: (time * framesPerSecond + 1e-9).rounded(.down))))
  }
}
