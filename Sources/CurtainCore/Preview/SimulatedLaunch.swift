/// A whole launch run by the real `LaunchSession` on simulated time, under a `LaunchScript`,
/// with the software backend (`LaunchRecorder`): what `curtain preview`, `check` and `plan`
/// show. The session is the one a device runs; only the backend differs.
///
/// `stage(at:)` is what the screen shows at any instant, read from the effects the backend
/// received: the system launch screen before the first frame; the last stage shown (with the
/// heartbeat's beat running on it, and the video's frame at that time once the player is
/// attached); from the exit's start its animation at the time into it; from the splash's
/// removal the app alone.
public struct SimulatedLaunch: Sendable {
  /// What to simulate.
  public struct Input: Hashable, Sendable {
    /// The launch design.
    public var design: LaunchDesign
    /// The screen.
    public var screen: Screen
    /// Light or dark.
    public var appearance: Appearance
    /// The plan (from `LaunchPlan(design:kind:environment:)`).
    public var plan: LaunchPlan
    /// The platform events.
    public var script: LaunchScript
    /// Further platform events (Reduce Motion changes, a rotation, a scene disconnect...).
    public var extraEvents: [ScheduledLaunchEvent]
    /// The app's first screen, filling the app window.
    public var appContent: ImageSource
    /// The snapshot drawn when the plan's cover is a snapshot.
    public var snapshot: SnapshotCoverImage?
    /// The logo's alpha, for `reveal` and `heartbeat` (without it they fall back to `fade`).
    public var logoMask: AlphaMask?
    /// How the simulated platform puts the video player on screen.
    public var playerAttachment: PlayerAttachment
    /// Whether the player fails as it is made (a video missing from the bundle).
    public var playerFails: Bool
    /// The loading indicator drawn above the splash; `nil`: none.
    public var indicator: LaunchIndicator?
    /// Touches a person makes on the screen, each reported to the session at its time (it
    /// records those made on the splash and decides their replay).
    public var touches: [TouchEvent]
    /// The app's layout for the whole launch (the backend's `liveLayout()`); `nil`: the
    /// snapshot's layout, or none without a snapshot.
    public var appLayout: LayoutSignature?

    /// Creates an input.
    public init(
      design: LaunchDesign, screen: Screen, appearance: Appearance, plan: LaunchPlan,
      script: LaunchScript, extraEvents: [ScheduledLaunchEvent] = [], appContent: ImageSource,
      snapshot: SnapshotCoverImage? = nil, logoMask: AlphaMask? = nil,
      playerAttachment: PlayerAttachment = .whenReadyForDisplay, playerFails: Bool = false,
      indicator: LaunchIndicator? = nil, touches: [TouchEvent] = [],
      appLayout: LayoutSignature? = nil
    ) {
      self.design = design
      self.screen = screen
      self.appearance = appearance
      self.plan = plan
      self.script = script
      self.extraEvents = extraEvents
      self.appContent = appContent
      self.snapshot = snapshot
      self.logoMask = logoMask
      self.playerAttachment = playerAttachment
      self.playerFails = playerFails
      self.indicator = indicator
      self.touches = touches
      self.appLayout = appLayout
    }
  }

  /// What was simulated.
  public let input: Input
  /// The coordinator's steps.
  public let timeline: [LaunchTimelineEntry]
  /// Every effect the backend received, with its time.
  public let records: [LaunchEffectRecord]
  /// Seconds at which the first frame was committed (infinity when it never was).
  public let firstFrameTime: Double
  /// Seconds at which the exit started, if it did.
  public let exitStartTime: Double?
  /// Seconds at which the splash was removed (the last instant simulated when it never was).
  public let endTime: Double
  /// Seconds at which the player's layer was attached, if it was.
  public let attachTime: Double?
  /// The exit the session ran and its time origin, if it ran one.
  public let exit: (animation: ExitAnimation, origin: Double)?
  /// Whether the splash was removed.
  public let removed: Bool
  /// The cover the session showed at the first frame (`nil` when none was committed): what
  /// `check` judges, not the plan's intent.
  public let firstFrameCover: SplashCover?
  private let player: PlayerSpan?

  /// Runs the session over the script, on simulated time, until nothing is left to happen.
  ///
  /// - Throws: `InvalidLaunchDesign` when the design's values are out of range.
  @MainActor public init(_ input: Input) throws {
    let scheduler = VirtualLaunchScheduler()
    let recorder = LaunchRecorder(
      scheduler: scheduler, logoMask: input.logoMask,
      liveLayout: input.appLayout ?? input.snapshot?.layout,
      playerFails: input.playerFails)
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: input.design, plan: input.plan, screen: input.screen,
        appearance: input.appearance, appContent: input.appContent, snapshot: input.snapshot,
        indicator: input.indicator),
      scheduler: scheduler)
    recorder.session = session
    session.start(with: recorder)
    for scheduled in input.script.events(for: input.plan) + input.extraEvents {
      _ = scheduler.schedule(at: scheduled.time) { session.send(scheduled.event) }
    }
    for touch in input.touches {
      _ = scheduler.schedule(at: touch.time) { session.record(touch) }
    }
    // Past the splash's removal nothing the session does is drawn; stop there so a script's
    // late events (the app ready after the deadline) do not stretch the launch.
    while !session.isFinished, let next = scheduler.nextTime {
      scheduler.run(until: next)
    }
    self.init(
      input: input, timeline: session.timeline, records: recorder.records,
      firstFrameCover: recorder.firstFrameCover)
  }

  private init(
    input: Input, timeline: [LaunchTimelineEntry], records: [LaunchEffectRecord],
    firstFrameCover: SplashCover?
  ) {
    self.input = input
    self.firstFrameCover = firstFrameCover
    self.timeline = timeline
    self.records = records
    func time(where matches: (LaunchEffect) -> Bool) -> Double? {
      records.first { matches($0.effect) }?.time
    }
    firstFrameTime = time { $0 == .mark(.firstFrame) } ?? .infinity
    exitStartTime = time { $0 == .mark(.exitStarted) }
    let removal = time { $0 == .removeSplash }
    removed = removal != nil
    endTime = removal ?? max(timeline.last?.time ?? 0, records.last?.time ?? 0)
    attachTime = time { $0 == .attachPlayer }
    exit =
      records.lazy.compactMap { record -> (ExitAnimation, Double)? in
        if case .runExit(let animation, let origin) = record.effect { return (animation, origin) }
        return nil
      }.first
    player = PlayerSpan(input: input, records: records, firstFrame: firstFrameTime)
  }

  /// The loading indicator's decisions the session sent, on the launch's clock (seconds after
  /// start): what a device draws above its splash.
  public var indicatorTimeline: LoadingIndicatorTimeline {
    LoadingIndicatorTimeline(
      events: records.compactMap { record in
        guard case .indicator(let action) = record.effect else { return nil }
        return .init(time: record.time, action: action)
      })
  }

  /// What is drawn of the loading indicator `time` seconds after start, as the device draws
  /// it above its splash: the session's decisions (``indicatorTimeline``) faded by
  /// `LoadingIndicatorFade`, and nothing from the splash's removal on: it is drawn in the
  /// foreground splash window and goes with it, also in the middle of its fade (a short exit,
  /// or none).
  public func indicatorAppearance(at time: Double) -> (opacity: Double, message: String?)? {
    guard !removed || time < endTime else { return nil }
    return indicatorTimeline.appearance(at: time)
  }

  /// The session's decision on the touches recorded on the splash, and when it was made; `nil`
  /// when none was recorded.
  public var tapReplay: (plan: TapReplayPlan, time: Double)? {
    records.lazy.compactMap { record -> (TapReplayPlan, Double)? in
      if case .replayTaps(let plan) = record.effect { return (plan, record.time) }
      return nil
    }.first
  }

  /// Whether the session showed a snapshot of the app at the first frame (snapshot-first: it
  /// replaces the launch screen at once, where a replica or poster must equal it).
  public var showedSnapshotFirst: Bool {
    if case .snapshot = firstFrameCover { true } else { false }
  }

  /// The system launch screen, as iOS draws it before the first frame.
  public var systemLaunchScreen: Stage {
    SplashStages.systemLaunchScreen(
      design: input.design, screen: input.screen, appearance: input.appearance)
  }

  /// The app alone, as the launch ends.
  public var appAlone: Stage {
    if let exit { return exit.animation.end }
    let last = lastShown(at: .infinity) ?? systemLaunchScreen
    return Stage(screen: last.screen, windows: last.windows.filter { $0.role == .app })
  }

  /// The exit's last animated state, just before the splash windows are removed.
  public var exitFinalStage: Stage? {
    guard let exit else { return nil }
    let end = exit.animation.duration
    return end > 0 ? exit.animation.group.stage(at: end, base: exit.animation.start) : nil
  }

  /// The stage on screen `time` seconds after start.
  public func stage(at time: Double) -> Stage {
    if removed, time >= endTime { return appAlone }
    if time < firstFrameTime { return systemLaunchScreen }
    var stage: Stage
    if let exit, let exitStartTime, time >= exitStartTime {
      stage = exit.animation.stage(at: time - exit.origin)
    } else {
      stage = covering(at: time)
      if player?.showsBlackPlayer(at: time) == true { stage.coverForegroundWithBlackPlayer() }
    }
    if let player { stage.setVideoTime(player.videoTime(at: time)) }
    return stage
  }

  /// The covering splash at `time`: the last stage shown, with the splash animation started
  /// after it (the beat) running.
  func covering(at time: Double) -> Stage {
    var stage: Stage?
    var animation: SplashAnimation?
    for record in records where record.time <= time {
      switch record.effect {
      case .showStage(let shown):
        stage = shown
        animation = nil
      case .animateSplash(let started): animation = started
      default: break
      }
    }
    if let animation {
      return animation.group.stage(at: time - animation.origin, base: animation.stage)
    }
    return stage ?? systemLaunchScreen
  }

  private func lastShown(at time: Double) -> Stage? {
    records.last { record in
      guard record.time <= time, case .showStage = record.effect else { return false }
      return true
    }.flatMap { record in
      if case .showStage(let stage) = record.effect { return stage }
      return nil
    }
  }
}

/// When the simulated player shows frames and which video time: it plays from its attachment
/// and holds the frame where playback stopped; a naive attachment puts an opaque black layer
/// up before it is ready.
private struct PlayerSpan: Sendable {
  let attachTime: Double?
  let stopTime: Double?
  let removeTime: Double?
  let blackFrom: Double?

  init?(input: SimulatedLaunch.Input, records: [LaunchEffectRecord], firstFrame: Double) {
    guard case .video = input.plan.cover else { return nil }
    func time(of effect: LaunchEffect) -> Double? {
      records.first { $0.effect == effect }?.time
    }
    attachTime = time(of: .attachPlayer)
    stopTime = time(of: .pausePlayer)
    removeTime = time(of: .removePlayer)
    switch input.playerAttachment {
    case .whenReadyForDisplay:
      blackFrom = nil
    case .early(let lead):
      blackFrom = max(firstFrame, input.script.playerReadyTime - max(0, lead))
    }
  }

  func showsBlackPlayer(at time: Double) -> Bool {
    guard let blackFrom, time >= blackFrom else { return false }
    return removeTime.map { time < $0 } ?? true
  }

  /// Seconds into the video shown at `time`.
  func videoTime(at time: Double) -> Double {
    guard let attachTime else { return 0 }
    return max(0, min(time, stopTime ?? .infinity) - attachTime)
  }
}

extension Stage {
  /// Layer id of the naive player's opaque black background.
  static let blackPlayerID = "video.blackPlayer"

  /// Sets the time of the video frame the foreground splash shows, if it shows one.
  mutating func setVideoTime(_ time: Double) {
    guard let index = windows.firstIndex(where: { $0.role == .foregroundSplash }) else { return }
    windows[index].layer.updateLayer(withID: SplashStages.videoID) { layer in
      if case .video(let name, _, let mode) = layer.content {
        layer.content = .video(name: name, time: time, mode)
      }
    }
  }

  /// Replaces what the foreground splash shows with an opaque black player layer and, when it
  /// has one, the video frame over it: the naive start, where nothing is under the player.
  mutating func coverForegroundWithBlackPlayer() {
    guard let index = windows.firstIndex(where: { $0.role == .foregroundSplash }) else { return }
    let bounds = screen.bounds
    let frame = windows[index].layer.sublayers.filter { $0.id == SplashStages.videoID }
    windows[index].layer.sublayers =
      [Layer(id: Self.blackPlayerID, frame: bounds, content: .color(.black))] + frame
  }
}
