#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// What a ``LaunchCurtain`` does besides the design: where snapshots live, what makes one
  /// valid, and where its reports go.
  @MainActor public struct LaunchCurtainConfiguration {
    /// The snapshot cache for snapshot-first launches; `nil` turns snapshots off.
    public var snapshots: SnapshotCache?
    /// The app state a snapshot depends on (theme, account): a snapshot taken under another
    /// signature is never shown.
    public var stateSignature: @MainActor () -> String
    /// When snapshots are taken: by default (`.firstScreen`) the screen the launch revealed,
    /// right after the splash is removed once the app was ready, before any tap replays; never
    /// at a background, whatever screen the app was left on. `.onRequest`: only when the app
    /// calls ``LaunchCurtain/captureSnapshot(of:screen:)``.
    public var snapshotCapture: SnapshotCapturePolicy
    /// The app's name for the screen a launch in this scene reveals (`SnapshotKey.appScreen`;
    /// `SnapshotKey.firstScreen` by default): only a snapshot of that screen is shown, so an
    /// app that routes its launches (onboarding, a signed-out screen, home) returns the route's
    /// name here, as decided for the scene before it is covered.
    public var firstScreen: @MainActor (UIWindowScene) -> String
    /// The app's own window in a scene, when the app names it: the window the reveal masks,
    /// snapshots draw, taps replay onto and the splash takes its status bar and orientations
    /// from. `nil` (the default) leaves it to the core's `AppWindowRule`: the key window at the
    /// normal level that is not the splash's, else the first visible one, else the first hidden
    /// one. Name it when the app keeps other windows at the normal level (an SDK's overlay) or
    /// its own above it.
    public var appWindow: @MainActor (UIWindowScene) -> UIWindow?
    /// What an exit that masks the app window (the reveal, the heartbeat) masks: by default
    /// (`.automatic`) a snapshot of the whole window when the window draws a visual effect view
    /// at the exit's start (a blur fails under a masked superview: Apple's `UIVisualEffectView`
    /// documentation), else the live window; the core's `RevealSurface.choose` decides.
    public var revealSurface: RevealSurfacePreference
    /// Told once per scene, after its splash is gone, when touches were made on it: the core's
    /// plan (the taps replayed, in order, and the touches dropped with their reasons) and what
    /// each replayed tap reached, one ``TapReplayer/Outcome`` per `plan.replay` element. Taps
    /// replay only onto the layout the snapshot showed; taps on the replica or a video never do.
    public var onTapsReplayed: @MainActor (TapReplayPlan, [TapReplayer.Outcome]) -> Void
    /// The limits on which touches replay (staleness, duration, movement, how many).
    public var tapReplayPolicy: TapReplayPolicy
    /// The layout of a window, saved with each snapshot and computed again for the live UI
    /// before taps replay: taps replay only when both are equal. By default the window's size
    /// and its enabled, visible controls' frames (``CurtainCore/LayoutSignature/init(controlsIn:)``);
    /// an app can add what else changes where its controls are.
    public var layoutSignature: @MainActor (UIWindow) -> LayoutSignature
    /// Told once the launch's figures are known.
    public var onLaunchRecord: @MainActor (LaunchRecord) -> Void
    /// Told about anything worth a log line (waiting reasons, fallbacks, storage failures).
    public var onDiagnostic: @MainActor (String) -> Void
    /// Views never drawn into a snapshot (balances, messages).
    public var privateViews: PrivateViews
    /// The clock the launch's phases are marked on; `nil` starts one when the curtain is made.
    /// Make it as early as possible (`LaunchClock.startingNow()` in `main` or a static).
    public var clock: LaunchClock?
    /// Where the launch history is kept.
    public var historyStore: any LaunchHistoryStore
    /// The bundle holding the design's images and the splash video.
    public var bundle: Bundle
    /// The app's own exit, run in place of the design's when the splash leaves (see
    /// ``LaunchCustomExit``: it says how long the exit has and when to finish); `nil` runs the
    /// design's exit.
    public var customExit: (@MainActor (LaunchCustomExit) -> Void)?
    /// The loading indicator drawn above the splash while the app is not ready (seed 003's
    /// readable indicator): the core's policy decides when it shows (never on a launch the
    /// history predicts short, only after its grace time), which messages it rotates and when
    /// it goes; it never holds the splash. Set here, it is used in place of the design's
    /// `loadingIndicator` key; `nil` (the default) runs the design's, and none when the design
    /// has none.
    public var loadingIndicator: LoadingIndicatorPolicy?
    /// Makes the view drawn for the loading indicator: Curtain's HUD by default
    /// (``SplashLoadingIndicatorView``); return the app's own to draw it instead.
    public var loadingIndicatorView: @MainActor () -> any LaunchLoadingIndicator

    /// Creates a configuration: no snapshots, an empty state signature, history in
    /// `UserDefaults.standard`, resources in the main bundle, reports ignored.
    public init(
      snapshots: SnapshotCache? = nil,
      stateSignature: @escaping @MainActor () -> String = { "" },
      historyStore: any LaunchHistoryStore = UserDefaultsLaunchHistoryStore(
        defaults: .standard),
      bundle: Bundle = .main
    ) {
      self.snapshots = snapshots
      self.stateSignature = stateSignature
      self.snapshotCapture = .firstScreen
      self.firstScreen = { _ in SnapshotKey.firstScreen }
      self.appWindow = { _ in nil }
      self.revealSurface = .automatic
      self.onTapsReplayed = { _, _ in }
      self.tapReplayPolicy = TapReplayPolicy()
      self.layoutSignature = { window in LayoutSignature(controlsIn: window) }
      self.onLaunchRecord = { _ in }
      self.onDiagnostic = { _ in }
      self.privateViews = PrivateViews()
      self.clock = nil
      self.historyStore = historyStore
      self.bundle = bundle
      self.customExit = nil
      self.loadingIndicator = nil
      self.loadingIndicatorView = { SplashLoadingIndicatorView() }
    }
  }
#endif
