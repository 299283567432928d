/// What the splash video's player reports (the Apple layer observes `AVPlayer` and
/// `AVPlayerLayer`), and what each report means to the launch coordinator.
public enum PlayerReport: Hashable, Sendable {
  /// The layer has a frame to show (`AVPlayerLayer.isReadyForDisplay`).
  case readyForDisplay
  /// The item failed to load or to play, with the error's description.
  case failed(String)
  /// Playback stalled waiting for data (`AVPlayerItemPlaybackStalled`).
  case stalled
  /// The video played to its end.
  case finished

  /// The coordinator's event for this report. A stall counts as a failure: a splash video
  /// that stops to buffer would hold a frozen frame, so the replica (and the poster) shows
  /// again and the app is revealed as soon as it is ready, within the deadline.
  public var launchEvent: LaunchEvent {
    switch self {
    case .readyForDisplay: .playerReadyForDisplay
    case .failed, .stalled: .playerFailed
    case .finished: .playerFinished
    }
  }

  /// A log line for a failure or a stall, `nil` otherwise.
  public var diagnostic: String? {
    switch self {
    case .failed(let reason): "video failed: \(reason)"
    case .stalled: "video stalled; showing the replica"
    case .readyForDisplay, .finished: nil
    }
  }
}
