import CurtainCore
import CurtainRender

/// A simulated launch as frames at a fixed rate, from the launch to a moment after the splash
/// is gone, drawn one at a time so a long launch never sits in memory whole.
struct LaunchFrames {
  /// Seconds of the app alone kept after the splash is removed.
  static let tail = 0.4

  let scene: LaunchScene
  let framesPerSecond: Int

  /// How many frames: time 0 up to the end of the splash plus `tail`, or to the last tap mark.
  var count: Int {
    let end = scene.simulation.endTime.isFinite ? scene.simulation.endTime : 0
    let last = min(max(end + Self.tail, scene.overlay.lastMarkEnd), DesignBound.timeline.highest)
    return Int(saturating: (last * Double(framesPerSecond)).rounded(.up)) + 1
  }

  /// Seconds at which frame `index` is shown.
  func time(ofFrame index: Int) -> Double {
    Double(index) / Double(framesPerSecond)
  }

  /// Draws every frame in order and hands each to `body` with its index, its time, whether it
  /// was drawn anew, and the image; a frame whose stage equals the one before is not drawn
  /// again (the renderer is deterministic), and the same pixel buffer is handed on. The overlay
  /// (indicator, taps) goes on a copy.
  ///
  /// Two render targets take turns: a consumer may keep the last frame (to compare the next one
  /// with it) and the next is still drawn in place, without a copy-on-write copy of the frame.
  func forEach(_ body: (Int, Double, Bool, RGBAImage) throws -> Void) throws {
    var image = RGBAImage(width: scene.width, height: scene.height)
    var spare = RGBAImage(width: 0, height: 0)
    var previous: Stage?
    for index in 0..<count {
      let time = time(ofFrame: index)
      let stage = scene.simulation.stage(at: time)
      let isNew = stage != previous
      if isNew {
        if previous != nil { swap(&image, &spare) }
        try scene.compositor.render(stage, into: &image)
        previous = stage
      }
      if scene.overlay.drawsAnything(at: time) {
        var marked = image
        scene.overlay.draw(at: time, on: &marked, screen: stage.screen)
        try body(index, time, true, marked)
      } else {
        try body(index, time, isNew, image)
      }
    }
  }

  /// The moments a contact sheet shows, with captions: the launch screen, the splash, the
  /// video, the exit in five steps, the app, and the overlay's moments. `shown` is the moment
  /// as the launch timeline prints it; `time` is the first frame at or after it that shows it.
  func keyMoments() -> [(time: Double, shown: Double, caption: String)] {
    let simulation = scene.simulation
    let frame = 1 / Double(framesPerSecond)
    var moments: [(Double, Double, String)] = [(0, 0, "launch")]
    if simulation.firstFrameTime.isFinite {
      moments.append((simulation.firstFrameTime, simulation.firstFrameTime, "splash"))
    }
    if let attach = simulation.attachTime {
      moments.append((attach + 0.5, attach + 0.5, "video"))
    }
    if let exitStart = simulation.exitStartTime {
      let duration = simulation.endTime - exitStart
      moments.append((exitStart, exitStart, "exit"))
      if duration > 0 {
        for step in 1...4 {
          let time = exitStart + duration * Double(step) / 5
          moments.append((time, time, ""))
        }
      }
    }
    moments.append((simulation.endTime, simulation.endTime, "app"))
    moments += scene.overlay.keyMoments(frame: frame)
    moments.sort { $0.1 < $1.1 }
    return moments.map { render, shown, caption in
      let index = (render * Double(framesPerSecond) - 1e-6).rounded(.up)
      return (time: max(0, index) * frame, shown: shown, caption: caption)
    }
  }
}
