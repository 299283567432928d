/// When a simulated launch's video player is on screen and which video time it shows, read from
/// the coordinator's timeline (`attachPlayer`, `pausePlayer`, `detachPlayer`).
struct VideoSpan: Sendable {
  /// Layer id of the naive player's opaque black background.
  static let blackPlayerID = "video.blackPlayer"

  let name: String
  let poster: ImageSource?
  /// When the coordinator attached the player (it shows frames from then on).
  let attachTime: Double?
  /// When playback stopped on its current frame.
  let stopTime: Double?
  /// When the player's layer was removed.
  let detachTime: Double?
  /// With a naive attachment: when the black player layer went on screen.
  let blackFrom: Double?

  /// The span for a plan with a video; `nil` otherwise.
  init?(input: LaunchStageSimulation.Input, timeline: [LaunchTimelineEntry]) {
    guard case .video(let design) = input.plan.cover else { return nil }
    name = design.file
    poster = design.poster.map { ImageSource(name: $0) }
    func time(of action: LaunchAction) -> Double? {
      timeline.first { $0.actions.contains(action) }?.time
    }
    attachTime = time(of: .attachPlayer)
    stopTime = time(of: .pausePlayer)
    detachTime = time(of: .detachPlayer) ?? time(of: .discardPlayer)
    switch input.playerAttachment {
    case .whenReadyForDisplay:
      blackFrom = nil
    case .early(let lead):
      let firstFrame = timeline.first { $0.event == .firstFrameCommitted }?.time ?? .infinity
      blackFrom = max(firstFrame, input.script.playerReadyTime - max(0, lead))
    }
  }

  func showsFrames(at time: Double) -> Bool {
    guard let attachTime, time >= attachTime else { return false }
    return detachTime.map { time < $0 } ?? true
  }

  func showsBlackPlayer(at time: Double) -> Bool {
    guard let blackFrom, time >= blackFrom else { return false }
    return detachTime.map { time < $0 } ?? true
  }

  /// Seconds into the video shown at `time`: it plays from the attachment, and stays on the
  /// frame where playback stopped.
  func videoTime(at time: Double) -> Double {
    guard let attachTime else { return 0 }
    return max(0, min(time, stopTime ?? .infinity) - attachTime)
  }
}

extension Stage {
  /// Replaces what the foreground splash shows with an opaque black player layer and, when it
  /// has one, the video frame over it: the naive start, where nothing is under the player.
  mutating func coverForegroundWithBlackPlayer() {
    guard let index = windows.firstIndex(where: { $0.role == .foregroundSplash }) else { return }
    let bounds = screen.bounds
    let frame = windows[index].layer.sublayers.filter { $0.id == SplashStages.videoID }
    windows[index].layer.sublayers =
      [Layer(id: VideoSpan.blackPlayerID, frame: bounds, content: .color(.black))] + frame
  }
}
