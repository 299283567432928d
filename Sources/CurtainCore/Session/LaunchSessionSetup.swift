/// What a scene brings to its launch session: the design and plan, the screen it draws on,
/// and the images only it can name.
public struct LaunchSessionSetup: Hashable, Sendable {
  /// The launch design.
  public var design: LaunchDesign
  /// The plan (`LaunchPlan(design:kind:environment:)`).
  public var plan: LaunchPlan
  /// The screen the splash covers.
  public var screen: Screen
  /// Light or dark.
  public var appearance: Appearance
  /// The image source standing for the app's own content in the app window (a device draws
  /// the app itself; a preview an image).
  public var appContent: ImageSource
  /// The snapshot shown when the plan's cover is a snapshot.
  public var snapshot: SnapshotCoverImage?
  /// Which taps recorded on the cover may be replayed.
  public var tapReplayPolicy: TapReplayPolicy
  /// Whether the app runs its own exit (`LaunchEffect.runCustomExit`) in place of the
  /// design's, while Reduce Motion is off.
  public var customExit: Bool
  /// Whether Reduce Motion is on at launch (the plan's environment's setting); the session
  /// follows `.reduceMotionChanged` afterwards.
  public var reduceMotion: Bool
  /// Whether this scene's session drives the launch's extended launch measurement
  /// (`LaunchCompletion.sceneCovered(kind:)` decides: the launch's first scene, not resumed).
  public var measuresExtendedLaunch: Bool
  /// The loading indicator drawn above the splash while the app is not ready; `nil`: none.
  public var indicator: LaunchIndicator?
  /// When the app is captured for the next launch's snapshot.
  public var snapshotCapture: SnapshotCapturePolicy
  /// The app's name for the screen this launch reveals (`SnapshotKey.appScreen`): the
  /// snapshot shown is of it, and a `.firstScreen` capture is filed under it.
  public var firstScreen: String

  /// Creates a setup.
  public init(
    design: LaunchDesign, plan: LaunchPlan, screen: Screen, appearance: Appearance,
    appContent: ImageSource, snapshot: SnapshotCoverImage? = nil,
    tapReplayPolicy: TapReplayPolicy = TapReplayPolicy(), customExit: Bool = false,
    reduceMotion: Bool = false, measuresExtendedLaunch: Bool = false,
    indicator: LaunchIndicator? = nil, snapshotCapture: SnapshotCapturePolicy = .firstScreen,
    firstScreen: String = SnapshotKey.firstScreen
  ) {
    self.design = design
    self.plan = plan
    self.screen = screen
    self.appearance = appearance
    self.appContent = appContent
    self.snapshot = snapshot
    self.tapReplayPolicy = tapReplayPolicy
    self.customExit = customExit
    self.reduceMotion = reduceMotion
    self.measuresExtendedLaunch = measuresExtendedLaunch
    self.indicator = indicator
    self.snapshotCapture = snapshotCapture
    self.firstScreen = firstScreen
  }
}

/// The snapshot a snapshot cover shows: its image, the layout it was saved with (taps made on
/// it replay only onto the same layout) and the key it was filed under (it stays on screen only
/// while the scene's key is still this one).
public struct SnapshotCoverImage: Hashable, Sendable {
  /// The image, by the name the backend resolves.
  public var image: ImageSource
  /// The layout the snapshot was saved with; `nil` when unknown (then no tap replays).
  public var layout: LayoutSignature?
  /// The key the snapshot was filed under; `nil` when unknown (it is then kept on a change).
  public var key: SnapshotKey?

  /// Creates a snapshot cover image.
  public init(image: ImageSource, layout: LayoutSignature?, key: SnapshotKey? = nil) {
    self.image = image
    self.layout = layout
    self.key = key
  }
}
