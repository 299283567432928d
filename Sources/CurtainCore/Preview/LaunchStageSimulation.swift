/// A whole simulated launch as pictures: the real plan and coordinator run under a scripted
/// event source, and for any time the stage that would be on screen follows from the
/// coordinator's timeline, the splash stages and the exit animation.
///
/// Before the first frame the system launch screen (drawn from `LaunchScreenLayout`, as the
/// generated storyboard is); then seed 001's splash windows with the plan's cover (replica,
/// video over its poster or the replica once the player is attached, or the snapshot); from
/// the coordinator's `startExit` the exit animation evaluated at the time into it; from
/// `removeSplash` the app alone.
///
/// A `heartbeat` exit beats from the first frame and reveals when the coordinator starts the
/// exit (the beat is cut where it is, and the hole opens at the beat's scale), so the splash
/// is gone exactly when the coordinator removes it.
public struct LaunchStageSimulation: Sendable {
  /// What to simulate.
  public struct Input: Sendable {
    /// The launch design.
    public var design: LaunchDesign
    /// The screen.
    public var screen: Screen
    /// Light or dark.
    public var appearance: Appearance
    /// The plan (from `LaunchPlan(design:kind:environment:)`).
    public var plan: LaunchPlan
    /// The platform events.
    public var script: LaunchSimulationScript
    /// The app's first screen, filling the app window.
    public var appContent: ImageSource
    /// The snapshot image drawn when the plan's cover is a snapshot.
    public var snapshotImage: ImageSource?
    /// The logo's alpha, for `reveal` and `heartbeat` (without it they fall back to `fade`).
    public var logoMask: AlphaMask?
    /// How the simulated platform layer attaches the video player.
    public var playerAttachment: PlayerAttachment

    /// Creates an input.
    public init(
      design: LaunchDesign, screen: Screen, appearance: Appearance, plan: LaunchPlan,
      script: LaunchSimulationScript, appContent: ImageSource, snapshotImage: ImageSource? = nil,
      logoMask: AlphaMask? = nil, playerAttachment: PlayerAttachment = .whenReadyForDisplay
    ) {
      self.design = design
      self.screen = screen
      self.appearance = appearance
      self.plan = plan
      self.script = script
      self.appContent = appContent
      self.snapshotImage = snapshotImage
      self.logoMask = logoMask
      self.playerAttachment = playerAttachment
    }
  }

  /// What was simulated.
  public let input: Input
  /// The coordinator's timeline: every event, the actions it emitted, and the cover after it.
  public let timeline: [LaunchTimelineEntry]
  /// Seconds at which the first frame was committed (infinity when the script has none).
  public let firstFrameTime: Double
  /// Seconds at which the coordinator started the exit, if it did.
  public let exitStartTime: Double?
  /// Seconds at which the splash was removed: the app is alone from then on.
  public let endTime: Double
  /// The exit animation the simulation draws.
  public let exit: ExitAnimation
  /// Why the planned exit could not be built and `fade` was drawn instead, if so.
  public let exitFallback: (any Error)?
  private let video: VideoSpan?

  /// Runs the coordinator over the script and prepares the exit.
  public init(_ input: Input) {
    self.input = input
    let timeline = LaunchSimulation.run(
      plan: input.plan, script: input.script.events(for: input.plan))
    self.timeline = timeline
    firstFrameTime = Self.time(in: timeline) { $0.event == .firstFrameCommitted } ?? .infinity
    exitStartTime = Self.time(in: timeline) { $0.actions.contains(where: Self.isExitStart) }
    endTime =
      Self.time(in: timeline) { $0.actions.contains(.removeSplash) }
      ?? timeline.last?.time ?? 0
    video = VideoSpan(input: input, timeline: timeline)
    let exitStart = exitStartTime ?? endTime
    var built: ExitAnimation?
    var fallback: (any Error)?
    do {
      built = try Self.makeExit(
        input, splash: Self.splash(input, video: video, at: exitStart),
        exitStart: exitStart, firstFrame: firstFrameTime)
    } catch {
      fallback = error
    }
    exitFallback = fallback
    exit = built ?? Self.fadeExit(input, splash: Self.splash(input, video: video, at: exitStart))
  }

  /// The stage on screen `time` seconds after start.
  public func stage(at time: Double) -> Stage {
    if time >= endTime { return exit.end }
    if time < firstFrameTime {
      return SplashStages.systemLaunchScreen(
        design: input.design, screen: input.screen, appearance: input.appearance)
    }
    if input.plan.exit.animation == .heartbeat, exit.name == .heartbeat {
      return exit.stage(at: time - firstFrameTime)
    }
    if let exitStartTime, time >= exitStartTime { return exit.stage(at: time - exitStartTime) }
    return Self.splash(input, video: video, at: time)
  }

  /// The system launch screen, as iOS draws it before the first frame.
  public var systemLaunchScreen: Stage {
    SplashStages.systemLaunchScreen(
      design: input.design, screen: input.screen, appearance: input.appearance)
  }

  /// The app alone, as the launch must end.
  public var appAlone: Stage { exit.end }

  /// The covering splash at `time`: the cover the coordinator (or the naive player) shows.
  private static func splash(_ input: Input, video: VideoSpan?, at time: Double) -> Stage {
    var cover = SplashCover.replica
    if case .snapshot = input.plan.cover, let image = input.snapshotImage {
      cover = .snapshot(image)
    }
    if let video, video.showsFrames(at: time) {
      cover = .video(name: video.name, time: video.videoTime(at: time), poster: video.poster)
    }
    var stage = SplashStages.splash(
      design: input.design, screen: input.screen, appearance: input.appearance, cover: cover,
      appContent: input.appContent)
    if let video, video.showsBlackPlayer(at: time) {
      stage.coverForegroundWithBlackPlayer()
    }
    return stage
  }

  private static func makeExit(
    _ input: Input, splash: Stage, exitStart: Double, firstFrame: Double
  ) throws -> ExitAnimation {
    let exit = input.plan.exit
    let layout = LaunchScreenLayout(
      design: input.design, screen: input.screen, appearance: input.appearance)
    let logo = input.logoMask.map { RevealLogo(layout: layout, mask: $0) }
    let beating = exit.animation == .heartbeat && firstFrame.isFinite && exitStart >= firstFrame
    let cut = beating ? exitStart - firstFrame : 0
    return try ExitAnimations.make(
      exit.animation, splash: splash, duration: exit.duration, curve: exit.curve,
      reduceMotion: false, logo: logo, readyAt: cut, deadline: cut)
  }

  private static func fadeExit(_ input: Input, splash: Stage) -> ExitAnimation {
    let duration = input.plan.exit.duration
    do {
      return try ExitAnimations.make(
        .fade, splash: splash, duration: duration, curve: .easeInEaseOut, reduceMotion: false)
    } catch {
      // A splash stage always has the windows a fade needs; keep the app alone regardless.
      let end = splash.windows.filter { $0.role == .app }
      return ExitAnimation(
        name: .none, start: splash,
        group: AnimationGroup(animations: [], timing: AnimationTiming(duration: 0)),
        end: Stage(screen: splash.screen, windows: end))
    }
  }

  private static func time(
    in timeline: [LaunchTimelineEntry], where matches: (LaunchTimelineEntry) -> Bool
  ) -> Double? {
    timeline.first(where: matches)?.time
  }

  private static func isExitStart(_ action: LaunchAction) -> Bool {
    if case .startExit = action { return true }
    return false
  }
}
