import CurtainCore
import Foundation
import Testing

@testable import CurtainRender

/// A video frame drawn shrunk is read once for its level, which the cache keeps (not the frame,
/// whose pixels would push the levels out), and images do not push out a video's levels: a
/// video played on launch after launch is not read and shrunk again on each.
@Suite struct VideoLevelCacheTests {
  /// Serves two 8 x 8 frames (before and after 1 s), their size known, counting the reads.
  final class CountingVideo: VideoFrameProvider, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var reads: Int { lock.withLock { count } }

    func frame(ofVideo name: String, at time: Double) throws -> RGBAImage? {
      lock.withLock { count += 1 }
      return RGBAImage(width: 8, height: 8, fill: time < 1 ? (200, 40, 40, 255) : (0, 0, 90, 255))
    }

    func frameIdentity(ofVideo name: String, at time: Double) -> String? {
      time < 1 ? "first" : "second"
    }

    func frameSize(ofVideo name: String) -> (width: Int, height: Int)? { (8, 8) }
  }

  static let screen = Screen(size: Size(width: 8, height: 8), scale: 1, orientation: .portrait)

  /// `content` drawn at 4 x 4 points on an 8 x 8 screen (a video frame at its first level).
  static func stage(_ content: LayerContent) -> Stage {
    Stage(
      screen: screen,
      windows: [
        Window(
          role: .foregroundSplash, level: 1,
          layer: Layer(
            id: "shown", frame: Rect(x: 2, y: 2, width: 4, height: 4), content: content))
      ])
  }

  /// A cache with room for the frames' levels (64 bytes each) but not a frame (256 bytes),
  /// the frames drawn in a cycle, and an image between two cycles that fills the cache's room
  /// for images: each frame is read once.
  @Test func aVideosLevelsAreReadOnceAndKept() throws {
    let video = CountingVideo()
    let compositor = Compositor(
      images: InMemoryImageProvider([
        "photo": RGBAImage(width: 6, height: 6, fill: (10, 200, 10, 255))
      ]), videoFrames: video, cacheByteLimit: 150)
    let frames = [0.0, 2.0].map { Self.stage(.video(name: "intro", time: $0, .scaleToFill)) }
    let first = try frames.map { try compositor.render($0) }
    _ = try compositor.render(Self.stage(.image(ImageSource(name: "photo"), .scaleToFill)))
    let again = try frames.map { try compositor.render($0) }
    #expect(video.reads == 2)
    #expect(first == again)
    #expect(first[0][4, 4] == (200, 40, 40, 255) && first[1][4, 4] == (0, 0, 90, 255))
  }
}
