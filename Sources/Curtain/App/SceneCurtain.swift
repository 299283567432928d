#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// One scene's launch on UIKit: the Apple backend of the core's `LaunchSession`. Made by
  /// `LaunchCurtain.cover(_:)`.
  ///
  /// It reports what it observes (the first frame, the player, Reduce Motion, rotations, the
  /// scene going to the background or away, touches) to the session and performs the session's
  /// effects on the splash windows, layers, player and app window; every decision (what to show,
  /// when, for how long, what to replay, when to capture) is the session's. It holds strongly
  /// everything it shows (the snapshot's bytes among them).
  @MainActor final class SceneCurtain: LaunchBackend {
    private let configuration: LaunchCurtainConfiguration
    private let windows: SplashWindows
    private let snapshotImages: SnapshotImages
    private var session: LaunchSession?
    private var taps: SplashTaps?
    private var accessibility: AccessibilitySettings?
    private var player: VideoSplashPlayer?
    private var skipRecognizer: UITapGestureRecognizer?
    private var tokens: [NSObjectProtocol] = []
    private let capture: SnapshotCapture<SnapshotDescription>?
    private let onMark: @MainActor (LaunchMark) -> Void
    private let onFinished: @MainActor () -> Void

    /// The image source naming the app's own content (drawn by the app window itself).
    private static let appContent = ImageSource(name: "curtain.appContent")

    init(
      scene: UIWindowScene, design: LaunchDesign, kind: LaunchKind,
      configuration: LaunchCurtainConfiguration, onMark: @escaping @MainActor (LaunchMark) -> Void,
      onFinished: @escaping @MainActor () -> Void
    ) {
      self.configuration = configuration
      self.onMark = onMark
      self.onFinished = onFinished
      let snapshotImages = SnapshotImages()
      self.snapshotImages = snapshotImages
      windows = SplashWindows(
        scene: scene,
        images: snapshotImages.provider.fallingBack(to: .named(in: configuration.bundle)),
        levels: (SplashStages.foregroundLevel, SplashStages.backgroundLevel),
        appContentID: SplashStages.appContentID,
        source: StageSource { screen, _ in Stage(screen: screen, windows: []) })
      let key = Self.snapshotKey(window: windows.foreground, configuration: configuration)
      let lookup = configuration.snapshots.map { $0.lookup(key) }
      snapshotImages.snapshot = lookup?.snapshot
      capture = Self.capture(configuration: configuration, windows: windows)
      var environment = LaunchEnvironment(
        reduceMotion: UIAccessibility.isReduceMotionEnabled,
        videoAutoplayAllowed: UIAccessibility.isVideoAutoplayEnabled)
      if let lookup { environment = environment.withSnapshot(from: lookup) }
      let setup = LaunchSessionSetup(
        design: design, plan: LaunchPlan(design: design, kind: kind, environment: environment),
        screen: Screen(view: windows.foreground),
        appearance: Appearance(windows.foreground.traitCollection.userInterfaceStyle),
        appContent: Self.appContent,
        snapshot: lookup?.snapshot.map {
          SnapshotCoverImage(
            image: ImageSource(name: $0.identifier, scale: $0.key.scale),
            layout: $0.layoutSignature, key: $0.key)
        }, tapReplayPolicy: configuration.tapReplayPolicy)
      do {
        session = try LaunchSession(setup, scheduler: Self.scheduler())
      } catch {
        configuration.onDiagnostic("no splash: \(error)")
        return
      }
      windows.show()
      observe(scene)
      session?.start(with: self)
      CATransaction.begin()
      CATransaction.setCompletionBlock { [weak self] in self?.send(.firstFrameCommitted) }
      CATransaction.commit()
    }

    /// Reports `event` to the session.
    func send(_ event: LaunchEvent) {
      session?.send(event)
    }

    // MARK: LaunchBackend

    func perform(_ effect: LaunchEffect) {
      switch effect {
      case .showStage(let stage): windows.apply(stage)
      case .animateSplash(let animation):
        ExitAnimator.animateSplash(
          animation, on: windows, elapsed: elapsed(since: animation?.origin))
      case .preparePlayer(let video): preparePlayer(video)
      case .attachPlayer: player?.attach()
      case .playPlayer: player?.play()
      case .pausePlayer: player?.player.pause()
      case .removePlayer:
        player?.stop()
        player?.layer.removeFromSuperlayer()
        player = nil
      case .runExit(let exit, let origin):
        ExitAnimator.run(exit, on: windows, elapsed: elapsed(since: origin)) { [weak self] in
          self?.send(.exitFinished)
        }
      case .removeSplash: removeSplash()
      case .replayTaps(let plan):
        let outcomes = windows.appWindow.map { window in
          plan.replay.map { TapReplayer.replay(at: $0.location, in: window) }
        }
        configuration.onTapsReplayed(plan, outcomes ?? [])
      case .captureSnapshot: capture?.capture()
      case .mark(let mark): onMark(mark)
      case .log(let line): configuration.onDiagnostic(line)
      }
    }

    func logoMask(for layout: LaunchScreenLayout) throws -> AlphaMask? {
      let traits = windows.foreground.traitCollection
      guard
        let image = UIImage(
          named: layout.logo.image.name, in: configuration.bundle, compatibleWith: traits),
        let cgImage = image.cgImage
      else { return nil }
      return try AlphaMask(cgImage)
    }

    func liveLayout() -> LayoutSignature? {
      windows.appWindow.map(configuration.layoutSignature)
    }

    // MARK: Mapping

    private func elapsed(since origin: Double?) -> Double {
      guard let session, let origin else { return 0 }
      return max(0, session.now - origin)
    }

    private func preparePlayer(_ video: VideoDesign) {
      guard let url = configuration.bundle.url(forResource: video.file, withExtension: nil) else {
        configuration.onDiagnostic("video \(video.file) is not in the bundle")
        send(.playerFailed)
        return
      }
      do {
        try SplashAudioSession.configure()
      } catch {
        configuration.onDiagnostic("audio session not set to ambient: \(error)")
      }
      let player = VideoSplashPlayer(url: url, gravity: .resizeAspectFill) { [weak self] report in
        report.diagnostic.map { self?.configuration.onDiagnostic($0) }
        self?.send(report.launchEvent)
      }
      self.player = player
      windows.foregroundHost.setVideoLayer(player.layer, named: video.file)
      if video.skippable {
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(skipTapped))
        windows.foreground.addGestureRecognizer(recognizer)
        skipRecognizer = recognizer
      }
    }

    @objc private func skipTapped() {
      send(.skipTapped)
    }

    private func removeSplash() {
      if let skipRecognizer { windows.foreground.removeGestureRecognizer(skipRecognizer) }
      skipRecognizer = nil
      taps?.stop()
      taps = nil
      accessibility?.invalidate()
      accessibility = nil
      windows.foregroundHost.onScreenChange = nil
      player?.stop()
      player = nil
      windows.remove()
      onFinished()
    }

    private func observe(_ scene: UIWindowScene) {
      taps = SplashTaps(
        over: windows.foregroundHost.view, now: { [weak self] in self?.session?.now ?? 0 },
        record: { [weak self] in self?.session?.record($0) })
      accessibility = AccessibilitySettings { [weak self] settings in
        self?.send(.reduceMotionChanged(settings.isReduceMotionEnabled))
      }
      windows.foregroundHost.onScreenChange = { [weak self] screen in self?.screenChanged(screen) }
      let center = NotificationCenter.default
      let events: [(Notification.Name, LaunchEvent)] = [
        (UIScene.didEnterBackgroundNotification, .sceneEnteredBackground),
        (UIScene.didDisconnectNotification, .sceneDisconnected),
      ]
      for (name, event) in events {
        tokens.append(
          center.addObserver(forName: name, object: scene, queue: .main) { [weak self] _ in
            Task { @MainActor in self?.send(event) }
          })
      }
    }

    /// Reports the new screen to the session, with the snapshot key the window has now.
    private func screenChanged(_ screen: Screen) {
      session?.sceneChanged(
        screen: screen, appearance: windows.foregroundHost.currentAppearance,
        snapshotKey: configuration.snapshots.map { _ in
          Self.snapshotKey(window: windows.foreground, configuration: configuration)
        })
    }

    /// The clock the session runs on: `ContinuousClock` from iOS 16, uptime before.
    private static func scheduler() -> ClockLaunchScheduler {
      if #available(iOS 16.0, tvOS 16.0, *) {
        return ClockLaunchScheduler(clock: ContinuousClock())
      }
      return ClockLaunchScheduler()
    }

    private static func capture(
      configuration: LaunchCurtainConfiguration, windows: SplashWindows
    ) -> SnapshotCapture<SnapshotDescription>? {
      guard let cache = configuration.snapshots else { return nil }
      return SnapshotCapture(
        renderer: SnapshotRenderer(privateViews: configuration.privateViews),
        window: { [weak windows] in windows?.appWindow },
        describe: { window in
          SnapshotDescription(
            key: Self.snapshotKey(window: window, configuration: configuration),
            layout: configuration.layoutSignature(window))
        },
        store: { data, description in
          _ = try cache.save([
            SnapshotVariant(
              key: description.key, imageData: data, layoutSignature: description.layout)
          ])
        },
        onError: { error in configuration.onDiagnostic("snapshot not saved: \(error)") })
    }

    /// The snapshot key for `window` now: its size, scale, traits and the app's state.
    private static func snapshotKey(
      window: UIWindow, configuration: LaunchCurtainConfiguration
    ) -> SnapshotKey {
      let traits = window.traitCollection
      let info = configuration.bundle
      return SnapshotKey(
        screen: Screen(view: window), appearance: Appearance(traits.userInterfaceStyle),
        appVersion: info.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
          ?? "0",
        appBuild: info.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "0",
        layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
        contentSizeCategory: traits.preferredContentSizeCategory.rawValue,
        stateSignature: configuration.stateSignature())
    }
  }

  /// What a snapshot is filed under, read on the main thread when it is drawn: its key and the
  /// layout it shows.
  struct SnapshotDescription: Sendable {
    var key: SnapshotKey
    var layout: LayoutSignature
  }

  /// Serves the looked-up snapshot's bytes to the layer tree under the snapshot's identifier.
  /// The scene's curtain holds it, and the image provider captures it strongly, for as long as
  /// the splash windows draw (it used to be captured weakly and freed at once: the snapshot
  /// never showed).
  @MainActor private final class SnapshotImages {
    var snapshot: Snapshot?

    var provider: ImageProvider {
      ImageProvider { [self] source, _ in
        guard let snapshot, snapshot.identifier == source.name else { return nil }
        return UIImage(data: snapshot.imageData, scale: source.scale)
      }
    }
  }
#endif
