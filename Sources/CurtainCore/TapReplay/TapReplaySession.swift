/// One splash's taps, from the cover going up to the replay decision: what was recorded, on
/// which layout, and what to replay once the app is ready.
///
/// The cover's layout is the one the snapshot was saved with; a replica or a video has none, so
/// taps made on them are never replayed (they are reported as dropped, `.layoutChanged`). If
/// the cover changes to another layout while it is up (a snapshot withdrawn after a rotation),
/// the taps were made on two different screens and none is replayed.
///
/// Once the exit starts, the app is what a person sees and taps: through the reveal's hole, or
/// a picture of the whole app window standing in for it (`RevealSurface.windowSnapshot`). The
/// splash, still above the app until it is removed, records those touches as it did on the
/// cover; a touch that begins from the exit's start on is a tap on the app as it was then:
/// replayed when the live layout at the replay is the app's layout at the exit's start,
/// whatever the cover was. The Apple layer numbers the fingers, reports their events, and
/// hit-tests the plan's taps once the splash (and any window snapshot) is gone.
public struct TapReplaySession: Hashable, Sendable {
  /// The limits.
  public let policy: TapReplayPolicy
  /// The events recorded so far.
  public private(set) var recorder: TouchRecorder
  /// Whether the replay was decided; later events are ignored.
  public private(set) var isFinished = false
  private var cover = Cover.notShown
  private var exit: ExitStart?

  /// When the exit started, and the app's layout then (`nil`: unknown, nothing replays).
  private struct ExitStart: Hashable, Sendable {
    var time: Double
    var appLayout: LayoutSignature?
  }

  private enum Cover: Hashable, Sendable {
    case notShown
    case shown(LayoutSignature?)
    case mixed
  }

  /// Creates an empty session with `policy`'s limits.
  public init(policy: TapReplayPolicy = TapReplayPolicy()) {
    self.policy = policy
    recorder = TouchRecorder(capacity: policy.capacity)
  }

  /// The layout the taps are compared against: the cover's, or `nil` when it has none or
  /// changed while up (then nothing is replayed).
  public var coverLayout: LayoutSignature? {
    if case .shown(let layout) = cover { return layout }
    return nil
  }

  /// The cover now shows a surface with `layout` (`nil` for a replica or video). The first call
  /// sets the layout taps are compared against; a later one with another layout makes it
  /// unknown for good.
  public mutating func coverShown(_ layout: LayoutSignature?) {
    switch cover {
    case .notShown: cover = .shown(layout)
    case .shown(let current) where current != layout: cover = .mixed
    case .shown, .mixed: break
    }
  }

  /// The exit started at `time` (seconds, the events' clock) with the app's live layout
  /// `appLayout`: touches beginning from then on were made on the app, not on the cover. The
  /// first call counts.
  public mutating func exitStarted(at time: Double, appLayout: LayoutSignature?) {
    guard exit == nil else { return }
    exit = ExitStart(time: time, appLayout: appLayout)
  }

  /// Records `event` unless the replay was already decided; returns whether it was kept.
  @discardableResult
  public mutating func record(_ event: TouchEvent) -> Bool {
    guard !isFinished else { return false }
    return recorder.record(event)
  }

  /// Decides the replay once the app is ready at `now` (seconds, the events' clock) with the
  /// live UI's `liveLayout`; `nil` when it was already decided (the plan is made once).
  public mutating func finish(now: Double, liveLayout: LayoutSignature?) -> TapReplayPlan? {
    guard !isFinished else { return nil }
    isFinished = true
    let onCover = coverLayout != nil && coverLayout == liveLayout
    let exit = exit
    let onApp = exit.map { $0.appLayout != nil && $0.appLayout == liveLayout } ?? false
    return TapReplay.plan(
      recorder, now: now,
      layoutMatches: { began in
        Self.isOnTheApp(began: began, exitStart: exit?.time) ? onApp : onCover
      }, policy: policy)
  }

  /// Whether a touch that began at `began` was made on the app as it was at the exit's start
  /// (`exitStart`, `nil` before it) rather than on the cover: it began from the exit's start
  /// on.
  public static func isOnTheApp(began: Double, exitStart: Double?) -> Bool {
    exitStart.map { began >= $0 } ?? false
  }
}
