/// A moment of the launch a backend reports to its surroundings (signposts, the launch clock,
/// the app's callbacks).
public enum LaunchMark: String, Hashable, Sendable, CaseIterable {
  /// The first frame, showing the splash, was committed to the screen.
  case firstFrame
  /// The exit animation started.
  case exitStarted
  /// The splash windows are gone: the app is alone on screen.
  case splashRemoved
  /// The scene was disconnected: its backend can be released.
  case sceneGone
}

/// A step of MetricKit's extended launch measurement (`MXMetricManager.extendLaunchMeasurement`
/// and `finishExtendedLaunchMeasurement`, iOS 16+): Organizer's extended launch then ends where
/// Curtain's "ready" does, not at the first frame.
public enum ExtendedLaunchStep: String, Hashable, Sendable {
  /// Start the launch's extended task (before the scene becomes active).
  case begin
  /// End it: the app said it is ready, or the splash or its scene went first.
  case finish
}

/// An animation running on the splash while it waits (the heartbeat's beat): `stage` is drawn
/// and `group` runs on it, its time 0 at `origin` seconds of the session's clock.
public struct SplashAnimation: Hashable, Sendable {
  /// The stage the animation runs on.
  public var stage: Stage
  /// The animation.
  public var group: AnimationGroup
  /// Seconds of the session's clock at which the animation's time is 0.
  public var origin: Double

  /// Creates a splash animation.
  public init(stage: Stage, group: AnimationGroup, origin: Double) {
    self.stage = stage
    self.group = group
    self.origin = origin
  }
}

/// The app's own exit, in place of the design's: it starts now, on the splash as drawn, and has
/// `duration` seconds (the design's exit duration). The session removes the splash when the
/// app says it is done (`LaunchSession.finishCustomExit()`) or at `end`, whichever is first.
public struct CustomExit: Hashable, Sendable {
  /// The splash on screen when the exit starts (what the app animates away).
  public var splash: Stage
  /// Seconds the app's animation has.
  public var duration: Double
  /// Seconds of the session's clock at which the exit started.
  public var origin: Double

  /// Creates a custom exit.
  public init(splash: Stage, duration: Double, origin: Double) {
    self.splash = splash
    self.duration = duration
    self.origin = origin
  }

  /// Seconds of the session's clock at which the splash is removed at the latest.
  public var end: Double { origin + duration }
}

/// One thing a `LaunchSession` tells its backend to do. Each is mechanical: the session has
/// decided what, when and for how long; the backend only maps it onto windows and layers
/// (the Apple layer) or pixels (the software renderer).
public enum LaunchEffect: Hashable, Sendable, CustomStringConvertible {
  /// Draw `stage` now: the foreground and background splash windows, and the decoration of the
  /// app window. A `.video` content shows the player's layer (see `preparePlayer`).
  case showStage(Stage)
  /// Run `animation` on the splash (replacing any other running there); `nil` stops it and
  /// the last shown stage stays.
  case animateSplash(SplashAnimation?)
  /// Make the player for `video` and start loading it, off screen, reporting its progress
  /// (`PlayerReport.launchEvent`) to the session.
  case preparePlayer(VideoDesign)
  /// Make the player's layer visible where the stage's `.video` content is: it has a frame.
  case attachPlayer
  /// Start playback.
  case playPlayer
  /// Stop playback on the current frame.
  case pausePlayer
  /// Stop and drop the player and its layer.
  case removePlayer
  /// Run `exit` (replacing any splash animation): draw its `start` stage and its animations
  /// with their time 0 at `origin` seconds of the session's clock (earlier than now for a
  /// heartbeat that has been beating), then draw its `end` and report `.exitFinished` once it
  /// has ended, at `origin + exit.duration`: exactly the plan's exit duration after now.
  case runExit(ExitAnimation, origin: Double)
  /// Stop any splash animation and hand the splash to the app's own exit (the app was told
  /// when it starts and how long it has); the backend reports nothing: the app calls
  /// `LaunchSession.finishCustomExit()`, or the session ends the exit at `exit.end`.
  case runCustomExit(CustomExit)
  /// Hide and release the splash windows: the app is alone on screen.
  case removeSplash
  /// Send these taps, recorded on the cover, to the app.
  case replayTaps(TapReplayPlan)
  /// Draw the app window now (synchronously: what is on screen in this turn, private views
  /// painted over) and file it in the snapshot cache under the app screen `screen`
  /// (`SnapshotKey.appScreen`).
  case captureSnapshot(screen: String)
  /// Read the launch screen logo's alpha for `layout` and analyse it for the reveal
  /// (`RevealMask.prepared(for:)`), both off the main thread, while the splash is up; then hand
  /// the mask to `LaunchSession.logoMaskPrepared(_:for:)` on the main thread. The exit's start
  /// then does no mask work. A backend that cannot read the mask hands nothing over: the exit
  /// asks `LaunchBackend.logoMask(for:)` when it starts, as it does for a mask not ready yet.
  case prepareRevealMask(LaunchScreenLayout)
  /// The loading indicator above the splash appears, changes its message or goes
  /// (`LaunchSessionSetup.indicator`): drawn in the foreground splash window, above the cover.
  case indicator(LoadingIndicatorTimeline.Action)
  /// This moment of the launch happened now.
  case mark(LaunchMark)
  /// Start or end the launch's extended launch measurement now.
  case extendedLaunch(ExtendedLaunchStep)
  /// A line for the app's diagnostics.
  case log(String)

  /// A short description for logs and timelines.
  public var description: String {
    switch self {
    case .showStage: "show stage"
    case .animateSplash(let animation):
      animation == nil ? "stop splash animation" : "animate splash"
    case .preparePlayer(let video): "prepare player (\(video.file))"
    case .attachPlayer: "attach player"
    case .playPlayer: "play"
    case .pausePlayer: "pause player"
    case .removePlayer: "remove player"
    case .runExit(let exit, let origin):
      "run exit \(exit.name.rawValue) (\(exit.duration) s from \(origin) s)"
    case .runCustomExit(let exit): "run the app's exit (\(exit.duration) s from \(exit.origin) s)"
    case .removeSplash: "remove splash"
    case .replayTaps(let plan): "replay \(plan.replay.count) taps"
    case .captureSnapshot(let screen): "capture snapshot (\(screen))"
    case .prepareRevealMask: "prepare reveal mask"
    case .indicator(.show): "show indicator"
    case .indicator(.message(let text)): "indicator says \"\(text)\""
    case .indicator(.hide): "hide indicator"
    case .mark(let mark): "mark \(mark.rawValue)"
    case .extendedLaunch(let step): "extended launch \(step.rawValue)"
    case .log(let line): line
    }
  }
}
