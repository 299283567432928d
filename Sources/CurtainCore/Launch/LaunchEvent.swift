/// The coordinator's timers; each fires once, at the time the coordinator set for it.
public enum LaunchTimer: String, Hashable, Sendable, CaseIterable {
  /// The plan's minimum display time has passed.
  case minimumDisplay
  /// The video's `maxDuration` has passed: the video no longer holds the splash.
  case videoLimit
  /// The hard deadline: the exit starts whatever else is pending.
  case deadline
  /// The exit's duration has passed: the splash is removed even if the animation's completion
  /// never arrived.
  case exitLimit
}

/// Something that happened during the launch, reported to the coordinator.
public enum LaunchEvent: Hashable, Sendable, CustomStringConvertible {
  /// The first frame (with the splash installed) was committed to the screen.
  case firstFrameCommitted
  /// The video player has a frame ready to display (`AVPlayerLayer.isReadyForDisplay`).
  case playerReadyForDisplay
  /// The video player failed (missing file, decoding error).
  case playerFailed
  /// The video played to its end.
  case playerFinished
  /// The person tapped the splash (skips a skippable video).
  case skipTapped
  /// The app said it is ready to be shown.
  case appReady
  /// The scene went to the background.
  case sceneEnteredBackground
  /// The scene was disconnected (closed, or discarded by the system) while the splash was up.
  case sceneDisconnected
  /// The exit animation's completion arrived.
  case exitFinished
  /// One of the coordinator's timers fired (minimum time elapsed, deadline, ...).
  case timerFired(LaunchTimer)
  /// Reduce Motion was turned on (`true`) or off while the splash was up.
  case reduceMotionChanged(Bool)
  /// The scene's size changed (rotation, split view); `snapshotFits` says whether the snapshot
  /// on screen, if any, is still valid for the new size (its key equals the new one).
  case screenChanged(snapshotFits: Bool)

  /// The events the platform layer reports (everything but timers).
  public static let platformEvents: [LaunchEvent] = [
    .firstFrameCommitted, .playerReadyForDisplay, .playerFailed, .playerFinished, .skipTapped,
    .appReady, .sceneEnteredBackground, .sceneDisconnected, .exitFinished,
    .reduceMotionChanged(true),
    .reduceMotionChanged(false), .screenChanged(snapshotFits: true),
    .screenChanged(snapshotFits: false),
  ]

  /// A short name for logs and timelines.
  public var description: String {
    switch self {
    case .firstFrameCommitted: "first frame committed"
    case .playerReadyForDisplay: "player ready for display"
    case .playerFailed: "player failed"
    case .playerFinished: "player finished"
    case .skipTapped: "skip tapped"
    case .appReady: "app ready"
    case .sceneEnteredBackground: "scene entered background"
    case .sceneDisconnected: "scene disconnected"
    case .exitFinished: "exit finished"
    case .timerFired(let timer): "timer \(timer.rawValue) fired"
    case .reduceMotionChanged(let on): "reduce motion turned \(on ? "on" : "off")"
    case .screenChanged(let fits):
      "screen changed" + (fits ? "" : ", snapshot no longer fits")
    }
  }
}
