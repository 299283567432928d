/// What a scene's backend does for each effect of its session, in order: the device mapping as
/// data, decided here once. The state it keeps is the backend's own: whether the splash is
/// still up (after `takeDownSplash` nothing draws on it any more), the splash animation running
/// (added again after a round trip to the background), whether the splash holds VoiceOver and
/// the open signpost intervals.
///
/// VoiceOver: the splash is modal to it from its first drawn stage (the same turn as the scene's
/// first frame) until it goes; it is released before the windows are taken down and the app's
/// screen is announced, so VoiceOver moves to the app. A splash never drawn (no splash, a
/// scene gone first) neither holds nor releases it.
public struct SceneOperations: Hashable, Sendable {
  /// Whether the splash windows are still up.
  public private(set) var splashUp = true
  /// The splash animation running on the splash (the heartbeat's beat), if any.
  public private(set) var splashAnimation: SplashAnimation?
  /// Whether the splash is modal to VoiceOver.
  public private(set) var holdsVoiceOver = false
  private var intervals = LaunchIntervals()

  /// A scene's backend with its splash windows up.
  public init() {}

  /// The operations for `effect`, performed at `now` seconds of the session's clock, with the
  /// loading indicator's bottom edge at `indicatorBottom` points (`LaunchSession.indicatorBottom`).
  public mutating func operations(
    for effect: LaunchEffect, now: Double, indicatorBottom: Double
  ) -> [SceneOperation] {
    [.signpostEvent(effect.description)] + body(effect, now: now, bottom: indicatorBottom)
  }

  /// What a scene does when it comes back to the foreground at `now` seconds of the session's
  /// clock: CoreAnimation drops a layer's animations in the background, so the splash
  /// animation still running (the heartbeat's beat) is added again where it would be now, in
  /// step with its origin; the stage drawn stays.
  public func returnedToForeground(now: Double) -> [SceneOperation] {
    guard splashUp, let splashAnimation else { return [] }
    return [.animateSplash(splashAnimation, elapsed: max(0, now - splashAnimation.origin))]
  }

  /// What a scene does when its launch session cannot be made (`error`: an invalid design):
  /// the problem goes to the diagnostics and the splash is gone at once, so the app's signals
  /// (`splashFinished`, `onLaunchRecord`) fire as they do after any splash.
  public mutating func noSplash(because error: any Error) -> [SceneOperation] {
    [.diagnostic("no splash: \(error)")] + takeDown()
  }

  private mutating func body(_ effect: LaunchEffect, now: Double, bottom: Double)
    -> [SceneOperation]
  {
    func elapsed(_ origin: Double) -> Double { max(0, now - origin) }
    switch effect {
    case .showStage(let stage):
      guard splashUp else { return [] }
      let hold: [SceneOperation] = holdsVoiceOver ? [] : [.splashModalToVoiceOver(true)]
      holdsVoiceOver = true
      return hold + [.drawStage(stage), .placeIndicator(bottom: bottom)]
    case .indicator(let action): return splashUp ? [.indicator(action, bottom: bottom)] : []
    case .animateSplash(let animation):
      guard splashUp else { return [] }
      splashAnimation = animation
      return [
        animation.map { .animateSplash($0, elapsed: elapsed($0.origin)) } ?? .stopSplashAnimation
      ]
    case .preparePlayer(let video): return [.preparePlayer(video)]
    case .attachPlayer: return [.attachPlayer]
    case .playPlayer: return [.playPlayer]
    case .pausePlayer: return [.pausePlayer]
    case .removePlayer: return [.releasePlayer]
    case .runExit(let exit, let origin):
      splashAnimation = nil
      return splashUp ? [.runExit(exit, elapsed: elapsed(origin))] : []
    case .runCustomExit(let exit):
      splashAnimation = nil
      return [.runAppExit(exit)]
    case .removeSplash: return takeDown()
    case .replayTaps(let plan): return [.replayTaps(plan)]
    case .captureSnapshot(let screen): return [.captureSnapshot(screen: screen)]
    case .prepareRevealMask(let layout): return splashUp ? [.prepareRevealMask(layout)] : []
    case .mark(let mark):
      let steps = intervals.steps(at: mark).map(SceneOperation.interval)
      let gone: [SceneOperation] = mark == .sceneGone ? takeDown() + [.forgetScene] : []
      return steps + gone + [.reportMark(mark)]
    case .extendedLaunch(let step): return [.extendedLaunch(step)]
    case .log(let line): return [.diagnostic(line)]
    }
  }

  /// The splash goes, once: VoiceOver released, the windows taken down, the app's screen
  /// announced, then reported gone.
  private mutating func takeDown() -> [SceneOperation] {
    guard splashUp else { return [] }
    splashUp = false
    splashAnimation = nil
    let release: [SceneOperation] = holdsVoiceOver ? [.splashModalToVoiceOver(false)] : []
    holdsVoiceOver = false
    return release + [.takeDownSplash, .announceAppScreen, .reportSplashGone]
  }
}
