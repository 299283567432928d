import CurtainCore

/// What became of each scripted tap in a previewed launch: the cover records the taps made on
/// it, and when it leaves the core's `TapReplay` decides which reach the app.
struct TapPreview: Sendable {
  /// What became of one tap.
  enum Outcome: Hashable, Sendable {
    /// Made before the first frame: the system launch screen takes no touches.
    case lostBeforeFirstFrame
    /// Made after the splash was removed: the app, live, gets it.
    case reachedTheApp
    /// Recorded on the cover and replayed onto the app at `at` seconds after start.
    case replayed(at: Double)
    /// Recorded on the cover and dropped when it left, at `at` seconds after start.
    case dropped(TapDropReason, at: Double)

    /// Whether the cover recorded the tap (it was then replayed or dropped).
    var wasRecorded: Bool {
      switch self {
      case .replayed, .dropped: true
      case .lostBeforeFirstFrame, .reachedTheApp: false
      }
    }
  }

  /// The taps in time order, each with its outcome.
  let taps: [(tap: ScriptedTap, outcome: Outcome)]
  /// Seconds after start at which the recorded taps are replayed or dropped.
  let replayTime: Double

  /// Seconds a replayed or dropped mark stays on screen.
  static let markDuration = 0.5

  /// The taps in the order the preview numbers them (their touch ids), as touch events for
  /// the launch session (`SimulatedLaunch.Input.touches`).
  static func touches(_ scripted: [ScriptedTap]) -> [TouchEvent] {
    ordered(scripted).enumerated().flatMap { index, tap in tap.events(touchID: index) }
  }

  private static func ordered(_ scripted: [ScriptedTap]) -> [ScriptedTap] {
    scripted.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// What became of each tap in `simulation`, which ran them (`touches(_:)`): the session
  /// recorded those made on the splash and decided, when the coordinator said `replayTaps`,
  /// which replay (a snapshot cover saved with the app's layout) and which are dropped, as on
  /// a device. The preview only reads the session's plan.
  init(_ scripted: [ScriptedTap], simulation: SimulatedLaunch) {
    let replay = simulation.tapReplay
    let replayTime = replay?.time ?? simulation.endTime
    self.replayTime = replayTime
    taps = Self.ordered(scripted).enumerated().map { index, tap in
      if tap.time < simulation.firstFrameTime { return (tap, .lostBeforeFirstFrame) }
      guard let plan = replay?.plan, tap.time < replayTime else { return (tap, .reachedTheApp) }
      if plan.replay.contains(where: { $0.touchID == index }) {
        return (tap, .replayed(at: replayTime))
      }
      let reason = plan.dropped.first { $0.touchID == index }?.reason ?? .overflow
      return (tap, .dropped(reason, at: replayTime))
    }
  }
}
