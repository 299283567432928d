/// A moment of a simulated launch worth a picture: an event and the time the session's effect
/// for it happened, on the launch's clock. What a contact sheet captions, at the time it
/// describes.
public struct LaunchMoment: Hashable, Sendable {
  /// What happens at the moment.
  public enum Event: String, Hashable, Sendable {
    /// The launch starts: the system launch screen.
    case launch
    /// The first frame is committed: the splash is up.
    case splash
    /// The player's layer is put on screen: the video shows.
    case video
    /// The loading indicator appears.
    case loading
    /// The exit starts.
    case exit
    /// The splash is removed: the app alone.
    case app
    /// The touches recorded on the splash are replayed or dropped.
    case replay
  }

  /// Seconds after start.
  public var time: Double
  /// What happens.
  public var event: Event

  /// Creates a moment.
  public init(time: Double, event: Event) {
    self.time = time
    self.event = event
  }
}

extension SimulatedLaunch {
  /// The launch's moments, in time order, each at the time of the effect the session sent for
  /// it: the start, the first frame, the player attached, the indicator first shown, the
  /// exit's start, the replay of recorded touches, and the splash's removal (or the last
  /// instant simulated when it never was).
  public var moments: [LaunchMoment] {
    var moments = [LaunchMoment(time: 0, event: .launch)]
    var seen: Set<LaunchMoment.Event> = [.launch]
    for record in records {
      let event: LaunchMoment.Event? =
        switch record.effect {
        case .mark(.firstFrame): .splash
        case .attachPlayer: .video
        case .indicator(.show): .loading
        case .mark(.exitStarted): .exit
        case .replayTaps: .replay
        case .removeSplash: .app
        default: nil
        }
      guard let event, seen.insert(event).inserted else { continue }
      moments.append(LaunchMoment(time: record.time, event: event))
    }
    if !removed { moments.append(LaunchMoment(time: endTime, event: .app)) }
    return moments.sorted { $0.time < $1.time }
  }
}
