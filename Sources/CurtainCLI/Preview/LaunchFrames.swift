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
  /// was drawn anew, and the image (see `forEachChange`).
  func forEach(_ body: (Int, Double, Bool, RGBAImage) throws -> Void) throws {
    try forEachChange { index, time, change, image in
      try body(index, time, change != nil, image)
    }
  }

  /// Draws every frame in order and hands each to `body` with its index, its time, the pixels
  /// where it may differ from the frame before (`nil`: nowhere; the first frame: everywhere),
  /// and the image. A frame whose stage equals the one before is not drawn again (the renderer
  /// is deterministic), and the same pixel buffer is handed on. The overlay (indicator, taps)
  /// goes on a copy, and a frame with it, or after one with it, may differ anywhere; a frame
  /// whose stage and overlay drawing equal the frame before's (the indicator between two
  /// spinner steps) is that frame again, not drawn.
  ///
  /// Two render targets take turns: a consumer may keep the last frame (to compare the next one
  /// with it) and the next is drawn in place, without a copy-on-write copy of the frame, where
  /// its stage changed since the one that target shows (`Compositor.render(_:into:replacing:)`).
  func forEachChange(_ body: (Int, Double, ChangedArea?, RGBAImage) throws -> Void) throws {
    let whole = ChangedArea.whole(width: scene.width, height: scene.height)
    var image = RGBAImage(width: scene.width, height: scene.height)
    var spare = RGBAImage(width: 0, height: 0)
    var drawn: (image: Stage?, spare: Stage?)
    var previous: Stage?
    var overlay: (drawing: CoverOverlayPainter.Drawing, image: RGBAImage)?
    for index in 0..<count {
      let time = time(ofFrame: index)
      let stage = scene.stage(at: time)
      var change: ChangedArea?
      if let previous {
        change = try scene.compositor.changedArea(from: previous, to: stage)
      } else {
        change = whole
      }
      if change != nil {
        if previous != nil {
          swap(&image, &spare)
          drawn = (drawn.spare, drawn.image)
        }
        try scene.compositor.render(stage, into: &image, replacing: drawn.image)
        drawn.image = stage
        previous = stage
      }
      if let drawing = scene.overlay.drawing(at: time) {
        if change == nil, let last = overlay, last.drawing == drawing {
          // The same overlay on the same frame: the same pixels as the frame before.
          try body(index, time, nil, last.image)
        } else {
          var marked = image
          scene.overlay.draw(drawing, on: &marked, screen: stage.screen)
          overlay = (drawing, marked)
          try body(index, time, whole, marked)
        }
      } else {
        try body(index, time, overlay != nil ? whole : change, image)
        overlay = nil
      }
    }
  }

  /// The moments a contact sheet shows, with captions: the launch's moments
  /// (`SimulatedLaunch.moments`, captioned at the time of the session's effect), the video
  /// half a second on and the exit in five steps (uncaptioned), and the taps. `shown` is the
  /// time the caption prints; `time` is the first frame at or after the one drawn, which shows
  /// the event (the indicator faded in, a tap's ring up).
  func keyMoments() -> [(time: Double, shown: Double, caption: String)] {
    let simulation = scene.simulation
    let frame = 1 / Double(framesPerSecond)
    var moments: [(Double, Double, String)] = []
    for moment in simulation.moments {
      let time = moment.time
      let caption = moment.event.rawValue
      switch moment.event {
      case .launch, .splash, .app:
        moments.append((time, time, caption))
      case .video:
        moments += [(time, time, caption), (time + 0.5, time + 0.5, "")]
      case .loading:
        let exitStart = simulation.exitStartTime ?? .infinity
        let drawn = min(time + LoadingIndicatorFade.seconds, max(time, exitStart - frame))
        moments.append((drawn, time, caption))
      case .exit:
        moments.append((time, time, caption))
        let duration = simulation.endTime - time
        if duration > 0 {
          for step in 1...4 {
            let step = time + duration * Double(step) / 5
            moments.append((step, step, ""))
          }
        }
      case .replay:
        // Only where a tap was recorded: its marks show two frames on.
        if scene.overlay.taps.taps.contains(where: { $0.outcome.wasRecorded }) {
          moments.append((time + 2 * frame, time, caption))
        }
      }
    }
    moments += scene.overlay.tapMoments(frame: frame)
    moments.sort { $0.1 < $1.1 }
    return moments.map { render, shown, caption in
      let index = (render * Double(framesPerSecond) - 1e-6).rounded(.up)
      return (time: max(0, index) * frame, shown: shown, caption: caption)
    }
  }
}
