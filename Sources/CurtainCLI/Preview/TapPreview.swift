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

  /// Records the taps made while the splash was up (`coverStart` until `coverEnd`, in seconds
  /// after start: the coordinator's `replayTaps`) in the core's `TapReplaySession` and decides
  /// them then. A snapshot cover was saved with the preview app's one layout, so its taps can
  /// replay; a replica or video cover has no layout, so none of its taps does (dropped as
  /// `layoutChanged`, as on a device). Staleness, long presses and the rest follow the policy.
  init(
    _ scripted: [ScriptedTap], coverStart: Double, coverEnd: Double, coverIsSnapshot: Bool,
    policy: TapReplayPolicy = TapReplayPolicy()
  ) {
    replayTime = coverEnd
    let ordered = scripted.sorted { $0.time < $1.time }
    let layout = LayoutSignature("preview")
    var session = TapReplaySession(policy: policy)
    session.coverShown(coverIsSnapshot ? layout : nil)
    for (index, tap) in ordered.enumerated() where tap.time >= coverStart && tap.time < coverEnd {
      for event in tap.events(touchID: index) where event.time < coverEnd {
        session.record(event)
      }
    }
    let plan = session.finish(now: coverEnd, liveLayout: layout)
    taps = ordered.enumerated().map { index, tap in
      if tap.time < coverStart { return (tap, .lostBeforeFirstFrame) }
      if tap.time >= coverEnd { return (tap, .reachedTheApp) }
      if plan?.replay.contains(where: { $0.touchID == index }) == true {
        return (tap, .replayed(at: coverEnd))
      }
      let reason = plan?.dropped.first { $0.touchID == index }?.reason ?? .overflow
      return (tap, .dropped(reason, at: coverEnd))
    }
  }
}
