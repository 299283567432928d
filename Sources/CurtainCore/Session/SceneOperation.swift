/// One thing the Apple layer's scene backend (`SceneCurtain`) does to a scene's splash windows,
/// player, app window and the app's callbacks. `SceneOperations` says which, for each effect of
/// the scene's `LaunchSession`; the Apple layer only executes them, and the tests read them on
/// Linux (the parity test compares the device's operations with what the preview draws).
public enum SceneOperation: Hashable, Sendable {
  /// An `os_signpost` event named after the effect.
  case signpostEvent(String)
  /// Draw `stage` in both splash windows and as the app window's decoration.
  case drawStage(Stage)
  /// Move the loading indicator's bottom edge to `bottom` points (when one is up).
  case placeIndicator(bottom: Double)
  /// Show, change or hide the loading indicator, its bottom edge at `bottom` points.
  case indicator(LoadingIndicatorTimeline.Action, bottom: Double)
  /// Run `animation` on the splash, `elapsed` seconds into it, replacing any other (also when
  /// the scene comes back from the background: `SceneOperations.returnedToForeground(now:)`).
  case animateSplash(SplashAnimation, elapsed: Double)
  /// Stop the splash animation; the last drawn stage stays.
  case stopSplashAnimation
  /// Make the player for `video` (aspect fill, the ambient audio category while it plays) and
  /// its layer where the stage's video content is; a tap on the splash skips a skippable video.
  /// A file missing from the bundle is reported (`.playerFailed`).
  case preparePlayer(VideoDesign)
  /// Show the player's layer.
  case attachPlayer
  /// Start playback.
  case playPlayer
  /// Pause playback on the current frame.
  case pausePlayer
  /// Stop and drop the player and its layer; give the audio session back.
  case releasePlayer
  /// Run `exit`, `elapsed` seconds into it (a heartbeat that has been beating), replacing the
  /// splash animation; report `.exitFinished` at its end.
  case runExit(ExitAnimation, elapsed: Double)
  /// Stop the splash animation, draw `exit.splash` and hand the windows to the app's own exit
  /// (or end it at once when the app has none).
  case runAppExit(CustomExit)
  /// Take the splash windows down and release them with their layers, gestures, touch
  /// recording, indicator and player: the app is alone on screen.
  case takeDownSplash
  /// Make the foreground splash window modal to VoiceOver (`accessibilityViewIsModal`: the
  /// app's controls under the splash are not reachable) or, with `false`, release it.
  case splashModalToVoiceOver(Bool)
  /// Tell VoiceOver the screen changed (`UIAccessibility.Notification.screenChanged`): it
  /// leaves the splash, modal to it while it covered, for the app's screen and reads it.
  case announceAppScreen
  /// Tell the launch curtain this scene's splash is gone: its `splashFinished(in:)` fires, and
  /// for the launch's first scene `splashFinished` and `onLaunchRecord`.
  case reportSplashGone
  /// Send the plan's taps to the app window and tell `onTapsReplayed`.
  case replayTaps(TapReplayPlan)
  /// Draw the app window now and save it in the snapshot cache under the app screen `screen`.
  case captureSnapshot(screen: String)
  /// Read and analyse the logo's alpha for `layout` off the main thread.
  case prepareRevealMask(LaunchScreenLayout)
  /// Begin or end a signpost interval.
  case interval(LaunchIntervals.Step)
  /// Tell the launch curtain about `mark` (the first frame on the launch clock, a scene gone).
  case reportMark(LaunchMark)
  /// Stop observing the scene and drop the snapshot capture: the scene is gone.
  case forgetScene
  /// Start or end MetricKit's extended launch measurement.
  case extendedLaunch(ExtendedLaunchStep)
  /// A line for `onDiagnostic`.
  case diagnostic(String)
}
