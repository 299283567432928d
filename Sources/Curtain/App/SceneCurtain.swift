#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// One scene's launch: its splash windows, its coordinator driver, and the player, exit, tap
  /// recording and snapshot capture the driver's actions reach. Made by
  /// `LaunchCurtain.cover(_:)`. It observes (Reduce Motion, rotation, the player, the scene)
  /// and reports to the coordinator; what to do is the coordinator's answer.
  @MainActor final class SceneCurtain {
    private let design: LaunchDesign
    private let configuration: LaunchCurtainConfiguration
    private let windows: SplashWindows
    private let lookup: SnapshotLookup?
    private let taps: SplashTaps
    private var accessibility: AccessibilitySettings?
    private let onFirstFrame: @MainActor () -> Void
    private let onFinished: @MainActor () -> Void
    private var cover = SplashCover.replica
    private var driver: LaunchCoordinatorDriver?
    private var player: VideoSplashPlayer?
    /// Draws the app window into the snapshot cache whenever the scene goes to the background;
    /// kept by `LaunchCurtain` after the splash is gone.
    private(set) var capture: SnapshotCapture<SnapshotDescription>?
    private var backgroundToken: NSObjectProtocol?
    private var skipRecognizer: UITapGestureRecognizer?

    /// The image source naming the app's own content (drawn by the app window itself).
    private static let appContent = ImageSource(name: "curtain.appContent")

    init(
      scene: UIWindowScene, design: LaunchDesign, kind: LaunchKind,
      configuration: LaunchCurtainConfiguration, onFirstFrame: @escaping @MainActor () -> Void,
      onFinished: @escaping @MainActor () -> Void
    ) {
      self.design = design
      self.configuration = configuration
      self.onFirstFrame = onFirstFrame
      self.onFinished = onFinished
      let snapshotHolder = SnapshotImages()
      windows = SplashWindows(
        scene: scene,
        images: snapshotHolder.provider.fallingBack(to: .named(in: configuration.bundle)),
        levels: (SplashStages.foregroundLevel, SplashStages.backgroundLevel),
        appContentID: SplashStages.appContentID,
        source: StageSource { screen, _ in Stage(screen: screen, windows: []) })
      let key = Self.snapshotKey(window: windows.foreground, configuration: configuration)
      lookup = configuration.snapshots.map { $0.lookup(key) }
      snapshotHolder.snapshot = lookup?.snapshot
      var environment = LaunchEnvironment(
        reduceMotion: UIAccessibility.isReduceMotionEnabled,
        videoAutoplayAllowed: UIAccessibility.isVideoAutoplayEnabled)
      if let lookup { environment = environment.withSnapshot(from: lookup) }
      let plan = LaunchPlan(design: design, kind: kind, environment: environment)
      windows.show()
      taps = SplashTaps(over: windows.foregroundHost.view, policy: configuration.tapReplayPolicy)
      driver = LaunchCoordinatorDriver(plan: plan) { [weak self] action in
        self?.perform(action)
      }
      observe(scene)
      CATransaction.begin()
      CATransaction.setCompletionBlock { [weak self] in
        self?.onFirstFrame()
        self?.send(.firstFrameCommitted)
      }
      CATransaction.commit()
    }

    /// Reports `event` to the coordinator.
    func send(_ event: LaunchEvent) {
      driver?.send(event)
    }

    private func perform(_ action: LaunchAction) {
      switch action {
      case .showCover(let surface): show(surface)
      case .preparePlayer(let video): prepare(video)
      case .attachPlayer: player?.attach()
      case .play: player?.play()
      case .pausePlayer: player?.player.pause()
      case .discardPlayer, .detachPlayer:
        player?.stop()
        player?.layer.removeFromSuperlayer()
        player = nil
      case .startExit(let exit): startExit(exit)
      case .removeSplash: finish()
      case .replayTaps: replayTaps()
      case .logWaiting(let reasons):
        configuration.onDiagnostic("waiting for \(reasons.map(\.rawValue).joined(separator: ", "))")
      }
    }

    private func show(_ surface: SplashSurface) {
      switch surface {
      case .replica:
        cover = .replica
        taps.coverShown(nil)
      case .snapshot(let reference):
        let snapshot = lookup?.snapshot(for: reference)
        cover = .snapshot(ImageSource(name: reference.identifier, scale: snapshot?.key.scale ?? 1))
        taps.coverShown(snapshot?.layoutSignature)
      case .videoFrame:
        guard let video = design.video else { return }
        cover = .video(
          name: video.file, time: 0, poster: video.poster.map { ImageSource(name: $0) })
        taps.coverShown(nil)
      }
      windows.apply(stage())
    }

    private func prepare(_ video: VideoDesign) {
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
      let player = VideoSplashPlayer(url: url, gravity: .resizeAspectFill) { [weak self] event in
        self?.report(event)
      }
      self.player = player
      cover = .video(name: video.file, time: 0, poster: video.poster.map { ImageSource(name: $0) })
      windows.apply(stage())
      windows.foregroundHost.setVideoLayer(player.layer, named: video.file)
      if video.skippable {
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(skipTapped))
        windows.foreground.addGestureRecognizer(recognizer)
        skipRecognizer = recognizer
      }
    }

    private func report(_ event: PlayerReport) {
      event.diagnostic.map(configuration.onDiagnostic)
      send(event.launchEvent)
    }

    @objc private func skipTapped() {
      send(.skipTapped)
    }

    private func startExit(_ exit: PlannedExit) {
      let logo = exit.animation.usesLogo ? revealLogo() : nil
      let build = ExitAnimations.build(exit, splash: stage(), logo: logo)
      build.problems.forEach(configuration.onDiagnostic)
      guard let animation = build.animation else {
        send(.exitFinished)
        return
      }
      ExitAnimator.run(animation, on: windows) { [weak self] in self?.send(.exitFinished) }
    }

    /// Replays the taps the core keeps onto the app window, and tells the app.
    private func replayTaps() {
      let result = taps.replay(in: windows.appWindow, liveLayout: configuration.layoutSignature)
      guard let result else { return }
      configuration.onTapsReplayed(result.plan, result.outcomes)
    }

    /// The launch screen's logo with its alpha mask, for `reveal` and `heartbeat`; `nil` when
    /// the image cannot be loaded or read.
    private func revealLogo() -> RevealLogo? {
      let traits = windows.foreground.traitCollection
      let layout = LaunchScreenLayout(
        design: design, screen: Screen(view: windows.foreground),
        appearance: Appearance(traits.userInterfaceStyle))
      guard
        let image = UIImage(
          named: layout.logo.image.name, in: configuration.bundle, compatibleWith: traits),
        let cgImage = image.cgImage
      else { return nil }
      do {
        return RevealLogo(layout: layout, mask: try AlphaMask(cgImage))
      } catch {
        configuration.onDiagnostic("logo mask: \(error)")
        return nil
      }
    }

    private func finish() {
      if let skipRecognizer { windows.foreground.removeGestureRecognizer(skipRecognizer) }
      taps.stop()
      accessibility?.invalidate()
      accessibility = nil
      windows.foregroundHost.onScreenChange = nil
      player?.stop()
      player = nil
      backgroundToken.map(NotificationCenter.default.removeObserver)
      backgroundToken = nil
      windows.remove()
      driver?.cancel()
      onFinished()
    }

    private func stage() -> Stage {
      SplashStages.splash(
        design: design, screen: Screen(view: windows.foreground),
        appearance: Appearance(windows.foreground.traitCollection.userInterfaceStyle),
        cover: cover, appContent: Self.appContent)
    }

    private func observe(_ scene: UIWindowScene) {
      accessibility = AccessibilitySettings { [weak self] settings in
        self?.send(.reduceMotionChanged(settings.isReduceMotionEnabled))
      }
      windows.foregroundHost.onScreenChange = { [weak self] _ in self?.screenChanged() }
      backgroundToken = NotificationCenter.default.addObserver(
        forName: UIScene.didEnterBackgroundNotification, object: scene, queue: .main
      ) { [weak self] _ in
        Task { @MainActor in self?.send(.sceneEnteredBackground) }
      }
      guard let cache = configuration.snapshots else { return }
      let configuration = configuration
      let windows = windows
      capture = SnapshotCapture(
        scene: scene, renderer: SnapshotRenderer(privateViews: configuration.privateViews),
        window: { windows.appWindow },
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

    /// Reports a new size to the coordinator, with whether the snapshot on screen (if any) is
    /// still valid for it: its key equals the one the window has now.
    private func screenChanged() {
      let fits = lookup?.snapshot.map {
        $0.key == Self.snapshotKey(window: windows.foreground, configuration: configuration)
      }
      send(.screenChanged(snapshotFits: fits ?? true))
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
  @MainActor private final class SnapshotImages {
    var snapshot: Snapshot?

    var provider: ImageProvider {
      ImageProvider { [weak self] source, _ in
        guard let snapshot = self?.snapshot, snapshot.identifier == source.name else { return nil }
        return UIImage(data: snapshot.imageData, scale: source.scale)
      }
    }
  }
#endif
