/// What keeps the splash up, as logged while it stays.
public enum WaitReason: String, Hashable, Sendable, CaseIterable {
  /// The first frame has not been committed yet.
  case firstFrame
  /// The app has not said it is ready.
  case appReady
  /// The minimum display time has not passed.
  case minimumDisplay
  /// The video is loading or playing.
  case video
}

/// A surface the splash can show.
public enum SplashSurface: Hashable, Sendable, CustomStringConvertible {
  /// The replica of the launch screen.
  case replica
  /// A snapshot of the app's last state.
  case snapshot(SnapshotReference)
  /// A frame of the splash video that the player said was ready for display.
  case videoFrame

  /// A short name for timelines.
  public var description: String {
    switch self {
    case .replica: "replica"
    case .snapshot(let snapshot): "snapshot \(snapshot.identifier)"
    case .videoFrame: "video frame"
    }
  }
}

/// An instruction from the coordinator to the platform layer.
public enum LaunchAction: Hashable, Sendable, CustomStringConvertible {
  /// Install the splash window showing `surface` (before the first frame is committed).
  case showCover(SplashSurface)
  /// Create the player for `video` and start loading it, without putting it on screen.
  case preparePlayer(VideoDesign)
  /// Put the player's layer on screen (only ever after it is ready for display).
  case attachPlayer
  /// Start playback.
  case play
  /// Stop playback and keep the current frame on screen.
  case pausePlayer
  /// Drop a player that was never attached.
  case discardPlayer
  /// Remove the player's layer (the surface under it shows again).
  case detachPlayer
  /// Start the exit animation.
  case startExit(PlannedExit)
  /// Remove the splash windows: the app is on screen.
  case removeSplash
  /// Replay the taps recorded while the splash was up.
  case replayTaps
  /// Log why the splash is still up.
  case logWaiting([WaitReason])

  /// A short description for logs and timelines.
  public var description: String {
    switch self {
    case .showCover(let surface): "show \(surface)"
    case .preparePlayer(let video): "prepare player (\(video.file))"
    case .attachPlayer: "attach player"
    case .play: "play"
    case .pausePlayer: "pause player"
    case .discardPlayer: "discard player"
    case .detachPlayer: "detach player"
    case .startExit(let exit):
      "start exit \(exit.animation.rawValue) (\(SecondsText.format(exit.duration)))"
    case .removeSplash: "remove splash"
    case .replayTaps: "replay taps"
    case .logWaiting(let reasons):
      "still up, waiting for: " + reasons.map(\.rawValue).joined(separator: ", ")
    }
  }
}

/// What covers the screen at an instant. The first four are what Curtain intends; the last two
/// are the failures it exists to prevent, named so tests and renderers can detect them.
public enum ScreenCover: Hashable, Sendable, CustomStringConvertible {
  /// The system launch screen, before the first frame is committed.
  case systemLaunchScreen
  /// The splash, showing `surface`.
  case splash(SplashSurface)
  /// The splash leaving over the app, showing `surface`.
  case exiting(SplashSurface)
  /// The app.
  case app
  /// A player layer on screen without a ready frame: the seeds' black flash.
  case blankPlayer
  /// The app's window shown before it said it was ready and before the deadline.
  case unreadyApp
  /// The scene was disconnected: nothing of this launch is on screen any more.
  case sceneGone

  /// Whether this is something opaque that Curtain intends to show.
  public var isOpaqueAndIntended: Bool {
    switch self {
    case .systemLaunchScreen, .splash, .exiting, .app, .sceneGone: true
    case .blankPlayer, .unreadyApp: false
    }
  }

  /// A short name for timelines.
  public var description: String {
    switch self {
    case .systemLaunchScreen: "system launch screen"
    case .splash(let surface): "\(surface)"
    case .exiting(let surface): "\(surface) leaving over the app"
    case .app: "app"
    case .blankPlayer: "BLANK PLAYER"
    case .unreadyApp: "UNREADY APP"
    case .sceneGone: "scene gone"
    }
  }
}
