#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// One scene's launch: its splash windows, its coordinator driver, and the player, exit and
  /// snapshot capture the driver's actions reach. Made by `LaunchCurtain.cover(_:)`.
  @MainActor final class SceneCurtain {
    private let design: LaunchDesign
    private let configuration: LaunchCurtainConfiguration
    private let windows: SplashWindows
    private let reduceMotion: Bool
    private let lookup: SnapshotLookup?
    private let onFirstFrame: @MainActor () -> Void
    private let onFinished: @MainActor () -> Void
    private var cover = SplashCover.replica
    private var driver: LaunchCoordinatorDriver?
    private var player: VideoSplashPlayer?
    /// Draws the app window into the snapshot cache whenever the scene goes to the background;
    /// kept by `LaunchCurtain` after the splash is gone.
    private(set) var capture: SnapshotCapture<SnapshotKey>?
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
      reduceMotion = UIAccessibility.isReduceMotionEnabled
      let snapshotHolder = SnapshotImages()
      windows = SplashWindows(
        scene: scene,
        images: snapshotHolder.provider.fallingBack(to: .named(in: configuration.bundle)),
        levels: (SplashStages.foregroundLevel, SplashStages.backgroundLevel),
        appContentID: SplashStages.appContentID,
        source: StageSource { screen, _ in Stage(screen: screen, windows: []) })
      let key = Self.snapshotKey(
        window: windows.foreground, configuration: configuration)
      lookup = configuration.snapshots.map { $0.lookup(key) }
      snapshotHolder.snapshot = lookup?.snapshot
      var environment = LaunchEnvironment(
        reduceMotion: reduceMotion, videoAutoplayAllowed: UIAccessibility.isVideoAutoplayEnabled)
      if let lookup { environment = environment.withSnapshot(from: lookup) }
      let plan = LaunchPlan(design: design, kind: kind, environment: environment)
      windows.show()
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
      case .replayTaps: configuration.onDiagnostic("tap replay is not connected yet")
      case .logWaiting(let reasons):
        configuration.onDiagnostic("waiting for \(reasons.map(\.rawValue).joined(separator: ", "))")
      }
    }

    private func show(_ surface: SplashSurface) {
      switch surface {
      case .replica: cover = .replica
      case .snapshot(let reference):
        let scale = lookup?.snapshot(for: reference)?.key.scale ?? 1
        cover = .snapshot(ImageSource(name: reference.identifier, scale: scale))
      case .videoFrame:
        guard let video = design.video else { return }
        cover = .video(
          name: video.file, time: 0, poster: video.poster.map { ImageSource(name: $0) })
      }
      windows.apply(stage())
    }

    private func prepare(_ video: VideoDesign) {
      guard let url = configuration.bundle.url(forResource: video.file, withExtension: nil) else {
        configuration.onDiagnostic("video \(video.file) is not in the bundle")
        send(.playerFailed)
        return
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

    private func report(_ event: VideoSplashPlayer.Event) {
      switch event {
      case .readyForDisplay: send(.playerReadyForDisplay)
      case .failed(let reason):
        configuration.onDiagnostic("video failed: \(reason)")
        send(.playerFailed)
      case .stalled: send(.playerFailed)
      case .finished: send(.playerFinished)
      }
    }

    @objc private func skipTapped() {
      send(.skipTapped)
    }

    private func startExit(_ exit: PlannedExit) {
      let splash = stage()
      let animation: ExitAnimation
      do {
        animation = try ExitAnimations.make(
          exit.animation, splash: splash, duration: exit.duration, curve: exit.curve,
          reduceMotion: reduceMotion, logo: revealLogo())
      } catch {
        configuration.onDiagnostic("\(error); fading instead")
        guard
          let fade = try? ExitAnimations.make(
            .fade, splash: splash, duration: exit.duration, curve: exit.curve,
            reduceMotion: reduceMotion)
        else {
          send(.exitFinished)
          return
        }
        animation = fade
      }
      ExitAnimator.run(animation, on: windows) { [weak self] in self?.send(.exitFinished) }
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
        describe: { window in Self.snapshotKey(window: window, configuration: configuration) },
        store: { data, key in _ = try cache.save([SnapshotVariant(key: key, imageData: data)]) },
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
