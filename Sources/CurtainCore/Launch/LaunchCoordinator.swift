/// The splash's life cycle as a pure state machine: events and the time they happened go in,
/// actions for the platform layer come out.
///
/// Time is passed in (seconds on any monotonic clock), never read, so every order of events can
/// be replayed in tests. The coordinator's own timers (minimum display, video limit, deadline,
/// exit limit) are part of its state: `nextTimer` says which fires when, and whoever drives the
/// coordinator reports `.timerFired` at that time (`LaunchCoordinatorDriver` does it on a
/// `Clock`).
///
/// Guarantees (tested exhaustively in `LaunchCoordinatorModelCheckTests`):
/// 1. with timers alone, whatever events came or did not, the splash is gone by
///    `plan.latestReveal` seconds after start;
/// 2. `screenCover` is always opaque and intended: the player is attached only once it is
///    ready for display, and detached when it fails;
/// 3. the exit never starts before `.appReady` unless the deadline passed;
/// 4. the video plays at most once, and only when the plan chose it.
public struct LaunchCoordinator: Hashable, Sendable {
  /// Where the splash is in its life.
  public enum Phase: String, Hashable, Sendable {
    /// The splash covers the screen.
    case covering
    /// The exit animation runs.
    case exiting
    /// The splash is gone; the app is on screen.
    case finished
  }

  /// Where the video is.
  public enum VideoProgress: String, Hashable, Sendable {
    /// The plan has no video.
    case notPlanned
    /// The player is loading, not on screen.
    case loading
    /// The player is on screen and playing.
    case playing
    /// The video no longer holds the splash (finished, failed, skipped, cut or backgrounded).
    case done
  }

  /// What the player's layer shows.
  public enum PlayerLayer: String, Hashable, Sendable {
    /// Not on screen.
    case detached
    /// On screen with a ready frame.
    case showingFrames
    /// On screen without a frame (never entered on purpose: the guarantee's failure case).
    case blank
  }

  /// The plan this launch follows.
  public let plan: LaunchPlan
  /// Seconds at which the coordinator started.
  public let startTime: Double
  /// The current phase.
  public private(set) var phase: Phase = .covering
  /// The latest time seen, in seconds.
  public private(set) var now: Double
  /// Whether the first frame was committed.
  public private(set) var firstFrameCommitted = false
  /// Whether the app said it is ready.
  public private(set) var appReady = false
  /// Whether the minimum display time has passed (true at once when it is 0).
  public private(set) var minimumDisplayElapsed: Bool
  /// Whether the deadline passed.
  public private(set) var deadlinePassed = false
  /// Where the video is.
  public private(set) var video: VideoProgress
  /// What the player's layer shows.
  public private(set) var playerLayer: PlayerLayer = .detached
  /// Whether `.play` was emitted (it is, at most once).
  public private(set) var hasPlayed = false
  /// Pending timers and the time, in seconds, each fires at.
  public private(set) var timers: [LaunchTimer: Double] = [:]
  /// The exit the splash will leave with: the plan's, switched by Reduce Motion changes made
  /// before it started.
  public private(set) var exit: PlannedExit
  /// Whether the plan's snapshot was taken off the screen because it no longer fits (a
  /// rotation); the replica shows instead.
  public private(set) var snapshotWithdrawn = false
  /// Whether the scene went away while the splash was up (its windows went with it).
  public private(set) var sceneDisconnected = false
  private var loggedWaiting: [WaitReason] = []

  /// Creates a coordinator for `plan`, started at `startTime` seconds; send it events next and
  /// perform `initialActions` first.
  public init(plan: LaunchPlan, startTime: Double = 0) {
    self.plan = plan
    self.startTime = startTime
    self.now = startTime
    self.minimumDisplayElapsed = plan.minimumDisplay <= 0
    self.exit = plan.exit
    timers[.deadline] = startTime + plan.deadline
    if plan.minimumDisplay > 0 { timers[.minimumDisplay] = startTime + plan.minimumDisplay }
    if case .video(let design) = plan.cover {
      video = .loading
      timers[.videoLimit] = startTime + max(0, design.maxDuration)
    } else {
      video = .notPlanned
    }
    loggedWaiting = waitingFor
  }

  /// The actions that install the splash, to perform before the first frame is committed.
  public var initialActions: [LaunchAction] {
    var actions: [LaunchAction] = []
    switch plan.cover {
    case .replica: actions.append(.showCover(.replica))
    case .snapshot(let snapshot): actions.append(.showCover(.snapshot(snapshot)))
    case .video(let design): actions += [.showCover(.replica), .preparePlayer(design)]
    }
    actions.append(.logWaiting(waitingFor))
    return actions
  }

  /// The timer that fires next and when (seconds), or `nil` when none is pending.
  public var nextTimer: (timer: LaunchTimer, time: Double)? {
    timers.min { ($0.value, $0.key.order) < ($1.value, $1.key.order) }
      .map { (timer: $0.key, time: $0.value) }
  }

  /// Whether the app may be shown: it said it is ready, or the deadline passed.
  public var revealAllowed: Bool { appReady || deadlinePassed }

  /// What covers the screen in this state. A function of the state alone, so tests and
  /// renderers can ask it at any instant.
  public var screenCover: ScreenCover {
    if sceneDisconnected { return .sceneGone }
    if phase == .finished { return revealAllowed ? .app : .unreadyApp }
    guard firstFrameCommitted else { return .systemLaunchScreen }
    if playerLayer == .blank { return .blankPlayer }
    if phase == .exiting { return revealAllowed ? .exiting(surface) : .unreadyApp }
    return .splash(surface)
  }

  /// The surface the splash shows (while it covers or leaves).
  public var surface: SplashSurface {
    switch (playerLayer, plan.cover) {
    case (.showingFrames, _): return .videoFrame
    case (_, .snapshot(let snapshot)) where !snapshotWithdrawn: return .snapshot(snapshot)
    default: return .replica
    }
  }

  /// What still holds the splash up (empty once it is leaving).
  public var waitingFor: [WaitReason] {
    guard phase == .covering else { return [] }
    var reasons: [WaitReason] = []
    if !firstFrameCommitted { reasons.append(.firstFrame) }
    if !appReady { reasons.append(.appReady) }
    if !minimumDisplayElapsed { reasons.append(.minimumDisplay) }
    if video == .loading || video == .playing { reasons.append(.video) }
    return reasons
  }

  /// Handles `event`, which happened at `time` seconds, and returns the actions to perform in
  /// order. Events after the splash is gone, and timers that are not pending or not yet due,
  /// are ignored. A `time` earlier than one already seen counts as that one.
  public mutating func handle(_ event: LaunchEvent, at time: Double) -> [LaunchAction] {
    guard phase != .finished else { return [] }
    now = max(now, time)
    var actions: [LaunchAction] = []
    switch event {
    case .firstFrameCommitted: firstFrameCommitted = true
    case .appReady: appReady = true
    case .playerReadyForDisplay: attachPlayer(&actions)
    case .playerFailed: failPlayer(&actions)
    case .playerFinished: if video == .playing { video = .done }
    case .skipTapped:
      if case .video(let design) = plan.cover, design.skippable { stopVideo(&actions) }
    case .sceneEnteredBackground:
      stopVideo(&actions)
      if phase == .exiting { finish(&actions) }
    case .sceneDisconnected: disconnect(&actions)
    case .exitFinished: if phase == .exiting { finish(&actions) }
    case .timerFired(let timer): fire(timer, &actions)
    case .reduceMotionChanged(let on):
      if phase == .covering { exit = plan.exits.exit(reduceMotion: on) }
    case .screenChanged(let snapshotFits): screenChanged(snapshotFits: snapshotFits, &actions)
    }
    advance(&actions)
    return actions
  }

  private mutating func attachPlayer(_ actions: inout [LaunchAction]) {
    guard video == .loading, phase == .covering else { return }
    video = .playing
    playerLayer = .showingFrames
    hasPlayed = true
    actions += [.attachPlayer, .play]
  }

  private mutating func failPlayer(_ actions: inout [LaunchAction]) {
    switch video {
    case .loading:
      video = .done
      actions.append(.discardPlayer)
    case .playing:
      video = .done
      playerLayer = .detached
      actions.append(.detachPlayer)
    case .notPlanned, .done:
      break
    }
  }

  /// Ends the video's hold on the splash, keeping a shown frame on screen.
  private mutating func stopVideo(_ actions: inout [LaunchAction]) {
    switch video {
    case .loading:
      video = .done
      actions.append(.discardPlayer)
    case .playing:
      video = .done
      actions.append(.pausePlayer)
    case .notPlanned, .done:
      break
    }
  }

  /// Redraws the splash for the new size; a snapshot that no longer fits gives way to the
  /// replica (a snapshot that does not match is never shown), and an exit in progress ends at
  /// once rather than finish on the old size (the app is ready, or the deadline passed).
  private mutating func screenChanged(snapshotFits: Bool, _ actions: inout [LaunchAction]) {
    switch phase {
    case .covering:
      if case .snapshot = surface, !snapshotFits { snapshotWithdrawn = true }
      actions.append(.showCover(surface))
    case .exiting: finish(&actions)
    case .finished: break
    }
  }

  private mutating func fire(_ timer: LaunchTimer, _ actions: inout [LaunchAction]) {
    guard let due = timers[timer], due <= now else { return }
    timers[timer] = nil
    switch timer {
    case .minimumDisplay: minimumDisplayElapsed = true
    case .videoLimit: stopVideo(&actions)
    case .deadline: deadlinePassed = true
    case .exitLimit: if phase == .exiting { finish(&actions) }
    }
  }

  /// Starts the exit when nothing holds the splash any more, or the deadline passed; otherwise
  /// logs what it waits for when that changed.
  private mutating func advance(_ actions: inout [LaunchAction]) {
    guard phase == .covering else { return }
    let reasons = waitingFor
    guard deadlinePassed || reasons.isEmpty else {
      if reasons != loggedWaiting {
        loggedWaiting = reasons
        actions.append(.logWaiting(reasons))
      }
      return
    }
    stopVideo(&actions)
    phase = .exiting
    timers = [:]
    actions.append(.startExit(exit))
    if exit.duration > 0 {
      timers[.exitLimit] = now + exit.duration
    } else {
      finish(&actions)
    }
  }

  /// The scene is gone: the player and the splash are released at once; no tap is replayed
  /// (there is no app window left to replay them onto).
  private mutating func disconnect(_ actions: inout [LaunchAction]) {
    failPlayer(&actions)
    sceneDisconnected = true
    phase = .finished
    timers = [:]
    actions.append(.removeSplash)
  }

  private mutating func finish(_ actions: inout [LaunchAction]) {
    phase = .finished
    timers = [:]
    actions += [.removeSplash, .replayTaps]
  }
}

extension LaunchTimer {
  /// Tie-break for timers due at the same instant: declaration order.
  fileprivate var order: Int {
    Self.allCases.firstIndex(of: self) ?? 0
  }
}
