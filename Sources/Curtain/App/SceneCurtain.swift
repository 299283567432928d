#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// One scene's launch on UIKit: the Apple backend of the core's `LaunchSession`. Made by
  /// `LaunchCurtain.cover(_:)`.
  ///
  /// It reports what it observes (the first frame, the player, Reduce Motion, rotations, the
  /// scene going to the background, touches) and what `LaunchCurtain` tells it (the app ready,
  /// the scene gone) to the session and performs the session's effects on the splash windows,
  /// layers, player and app window, each as the operations the core's `SceneOperations` lists
  /// for it (read by the Linux parity test); every decision (what to show, when, for how long,
  /// what to replay, when to capture) is the session's. It holds strongly everything it shows
  /// (the snapshot's bytes among them) until the splash is removed, then releases it all:
  /// afterwards only the session and the snapshot capture stay, with a weak reference to the
  /// scene, until the scene disconnects. Each mark becomes a signpost interval step
  /// (`LaunchIntervals`) and each effect a signpost event.
  @MainActor final class SceneCurtain: LaunchBackend {
    private let configuration: LaunchCurtainConfiguration
    /// Kept weakly: the scene belongs to UIKit, and a disconnected scene must be freed.
    private weak var scene: UIWindowScene?
    /// The splash windows, their controllers and layer trees: released with the splash.
    private var windows: SplashWindows?
    /// The app's own launch screen, instantiated from the bundle, when the design is one
    /// (`LaunchScreenDesign.bundled`): drawn again on every screen change. Released with the
    /// splash.
    private var launchScreen: BundledLaunchScreenView?
    private var snapshotImages: SnapshotImages?
    private var session: LaunchSession?
    private var taps: SplashTaps?
    private var accessibility: AccessibilitySettings?
    private var player: VideoSplashPlayer?
    private var playsAudio = false
    private var skipRecognizer: UITapGestureRecognizer?
    private var tokens: [NSObjectProtocol] = []
    private var firstFrame: FirstFramePresentation?
    private var capture: SnapshotCapture<SnapshotDescription>?
    private var indicator: SplashIndicatorPresenter?
    /// The app's name for the screen this launch reveals: the snapshot looked up is of it.
    private let firstScreen: String
    private let signposts = LaunchSignposts()
    /// What each of the session's effects comes to here: the core's mapping.
    private var mapping = SceneOperations()
    private var openIntervals: [LaunchIntervals.Interval: LaunchSignposts.Interval] = [:]
    private let onMark: @MainActor (LaunchMark) -> Void
    private let onFinished: @MainActor () -> Void
    /// Fires when this scene's splash is gone: the session's signal (fired at once when the
    /// session could not be made).
    private(set) var finished = SplashFinishedSignal()

    /// The image source naming the app's own content (drawn by the app window itself).
    private static let appContent = ImageSource(name: "curtain.appContent")

    init(
      scene: UIWindowScene, design: LaunchDesign, kind: LaunchKind, measuresExtendedLaunch: Bool,
      indicator: LaunchIndicator?, configuration: LaunchCurtainConfiguration,
      onMark: @escaping @MainActor (LaunchMark) -> Void,
      onFinished: @escaping @MainActor () -> Void
    ) {
      self.configuration = configuration
      self.scene = scene
      self.onMark = onMark
      self.onFinished = onFinished
      firstScreen = configuration.firstScreen(scene)
      let snapshotImages = SnapshotImages()
      self.snapshotImages = snapshotImages
      let launchScreen = design.launchScreen.bundled.flatMap {
        BundledLaunchScreenView($0, bundle: configuration.bundle)
      }
      self.launchScreen = launchScreen
      var images = snapshotImages.provider
      if let launchScreen { images = launchScreen.images.fallingBack(to: images) }
      let windows = SplashWindows(
        scene: scene,
        images: images.fallingBack(to: .named(in: configuration.bundle)),
        levels: (SplashStages.foregroundLevel, SplashStages.backgroundLevel),
        appContentID: SplashStages.appContentID,
        source: StageSource { screen, _ in Stage(screen: screen, windows: []) },
        namedAppWindow: configuration.appWindow)
      self.windows = windows
      let bundle = configuration.bundle
      let launched = LaunchStatusBar.launched { bundle.object(forInfoDictionaryKey: $0) }
      windows.foregroundHost.launchStatusBar = launched
      windows.backgroundHost.launchStatusBar = launched
      let lookup = configuration.snapshots.map {
        $0.lookup(snapshotKey(appWindow() ?? windows.foreground, appScreen: firstScreen))
      }
      snapshotImages.hold(lookup?.snapshot)
      capture = captureOfAppWindow()
      cover(
        design: design, kind: kind, lookup: lookup, measuresExtendedLaunch: measuresExtendedLaunch,
        indicator: indicator, windows: windows)
    }

    /// Puts the splash up in the order of the core's `SplashCoverStep.order`: the windows
    /// shown and laid out before the screen the first stage is built for is measured (a hidden
    /// window has no safe area), that screen taken as drawn so the first layout pass re-states
    /// it if it still differs, then the session started.
    private func cover(
      design: LaunchDesign, kind: LaunchKind, lookup: SnapshotLookup?,
      measuresExtendedLaunch: Bool, indicator: LaunchIndicator?, windows: SplashWindows
    ) {
      var measured: (screen: Screen, appearance: Appearance, design: LaunchDesign)?
      var unavailable: BundledLaunchScreenError?
      for step in SplashCoverStep.order {
        switch step {
        case .showWindows: windows.show()
        case .layOut: windows.foreground.layoutIfNeeded()
        case .measure:
          let screen = Screen(view: windows.foreground)
          // The app's own launch screen: UIKit lays it out in the splash window, the core
          // makes the splash from what it measured (and says when the exit changes for a
          // missing logo).
          var design = design
          if let bundled = design.launchScreen.bundled {
            if let launchScreen {
              let laidOut = launchScreen.measure(in: windows.foregroundHost.view)
              if let line = design.showsMeasuredLaunchScreen(laidOut, on: screen) {
                configuration.onDiagnostic(line)
              }
            } else {
              unavailable = bundled.notInBundle
            }
          }
          measured = (
            screen, Appearance(windows.foreground.traitCollection.userInterfaceStyle), design
          )
        case .makeSession:
          guard let measured else { return }
          do {
            if let unavailable { throw unavailable }
            let session = try LaunchSession(
              setup(
                design: measured.design, kind: kind, screen: measured.screen,
                appearance: measured.appearance, lookup: lookup,
                measuresExtendedLaunch: measuresExtendedLaunch, indicator: indicator),
              scheduler: Self.scheduler())
            self.session = session
            finished = session.finished
          } catch {
            finished.finish()
            mapping.noSplash(because: error).forEach(execute)
            return
          }
          self.indicator = indicator.map { _ in
            SplashIndicatorPresenter(make: configuration.loadingIndicatorView)
          }
        case .assumeDrawn:
          guard let measured else { return }
          windows.foregroundHost.assumeDrawn(on: measured.screen, appearance: measured.appearance)
        case .startSession:
          guard let scene else { return }
          observe(scene, windows: windows)
          session?.start(with: self)
        case .watchFirstFrame:
          let firstFrame = FirstFramePresentation()
          self.firstFrame = firstFrame
          firstFrame.start { [weak self] in self?.send(.firstFrameCommitted) }
        }
      }
    }

    /// What the scene brings to its session: the design, plan and environment for the
    /// measured `screen` and `appearance`, the snapshot looked up and the app's choices.
    private func setup(
      design: LaunchDesign, kind: LaunchKind, screen: Screen, appearance: Appearance,
      lookup: SnapshotLookup?, measuresExtendedLaunch: Bool, indicator: LaunchIndicator?
    ) -> LaunchSessionSetup {
      let reduceMotion = UIAccessibility.isReduceMotionEnabled
      var environment = LaunchEnvironment(
        reduceMotion: reduceMotion, videoAutoplayAllowed: UIAccessibility.isVideoAutoplayEnabled,
        appearance: appearance, orientation: screen.orientation, idiom: ScreenIdiom(screen))
      if let lookup { environment = environment.withSnapshot(from: lookup) }
      return LaunchSessionSetup(
        design: design, plan: LaunchPlan(design: design, kind: kind, environment: environment),
        screen: screen, appearance: appearance,
        appContent: Self.appContent,
        snapshot: lookup?.snapshot.map {
          SnapshotCoverImage(
            image: ImageSource(name: $0.identifier, scale: $0.key.scale),
            layout: $0.layoutSignature, key: $0.key)
        }, tapReplayPolicy: configuration.tapReplayPolicy,
        customExit: configuration.customExit != nil, reduceMotion: reduceMotion,
        measuresExtendedLaunch: measuresExtendedLaunch, indicator: indicator,
        snapshotCapture: configuration.snapshotCapture, firstScreen: firstScreen)
    }

    /// Reports `event` to the session.
    func send(_ event: LaunchEvent) {
      session?.send(event)
    }

    /// The app asks for a snapshot of the screen it shows now, named `screen`: the session
    /// decides when it is taken (at once, or at the splash's removal).
    func snapshotRequested(screen: String) {
      session?.snapshotRequested(screen: screen)
    }

    // MARK: LaunchBackend

    func perform(_ effect: LaunchEffect) {
      let operations = mapping.operations(
        for: effect, now: session?.now ?? 0, indicatorBottom: session?.indicatorBottom ?? 0)
      operations.forEach(execute)
    }

    /// Does one of the core's `SceneOperations`: the whole device mapping, nothing decided.
    private func execute(_ operation: SceneOperation) {
      switch operation {
      case .signpostEvent(let name): signposts.event(name)
      case .drawStage(let stage): windows?.apply(stage)
      case .placeIndicator, .indicator:
        indicator?.perform(operation, in: windows?.foregroundHost.view)
      case .animateSplash(let animation, let elapsed):
        guard let windows else { return }
        ExitAnimator.animateSplash(animation, on: windows, elapsed: elapsed)
      case .stopSplashAnimation:
        guard let windows else { return }
        ExitAnimator.animateSplash(nil, on: windows, elapsed: 0)
      case .preparePlayer(let video): preparePlayer(video)
      case .attachPlayer: player?.attach()
      case .playPlayer: player?.play()
      case .pausePlayer: player?.player.pause()
      case .releasePlayer: releasePlayer()
      case .runExit(let exit, let elapsed):
        guard let windows else { return }
        windows.appDecoration.surface = RevealSurface.choose(
          for: exit, appHasVisualEffects: windows.appWindow?.drawsVisualEffect ?? false,
          preference: configuration.revealSurface)
        ExitAnimator.run(exit, on: windows, elapsed: elapsed) { [weak self] in
          self?.send(.exitFinished)
        }
      case .runAppExit(let exit): runCustomExit(exit)
      case .splashModalToVoiceOver(let modal): windows?.setModalToVoiceOver(modal)
      case .takeDownSplash:
        indicator?.perform(operation, in: windows?.foregroundHost.view)
        removeSplash()
      case .announceAppScreen: ScreenChangeAnnouncement.post()
      case .reportSplashGone: onFinished()
      case .replayTaps(let plan):
        let outcomes = appWindow().map { window in
          plan.replay.map { TapReplayer.replay(at: $0.location, in: window) }
        }
        configuration.onTapsReplayed(plan, outcomes ?? [])
      case .captureSnapshot(let screen): capture?.capture(screen: screen)
      case .prepareRevealMask(let layout): prepareRevealMask(layout)
      case .interval(.begin(let interval)):
        openIntervals[interval] = signposts.begin(interval.rawValue)
      case .interval(.end(let interval)):
        openIntervals.removeValue(forKey: interval).map(signposts.end)
      case .reportMark(let mark): onMark(mark)
      case .forgetScene: release()
      case .extendedLaunch(let step):
        ExtendedLaunchMeasurement.perform(
          step, bundle: configuration.bundle, onDiagnostic: configuration.onDiagnostic)
      case .diagnostic(let line): configuration.onDiagnostic(line)
      }
    }

    func logoMask(for layout: LaunchScreenLayout) throws -> AlphaMask? {
      guard let traits = windows?.foreground.traitCollection,
        let image = UIImage(
          named: layout.logo.image.name, in: configuration.bundle, compatibleWith: traits),
        let cgImage = image.cgImage
      else { return nil }
      return try AlphaMask(cgImage)
    }

    func largerRevealMask(for layout: LaunchScreenLayout) -> (image: ImageSource, pixels: Int)? {
      let name = RevealMaskSource.setName(forLogo: layout.logo.image.name)
      guard let traits = windows?.foreground.traitCollection,
        let image = UIImage(named: name, in: configuration.bundle, compatibleWith: traits)
      else { return nil }
      let pixels = Int((max(image.size.width, image.size.height) * image.scale).rounded())
      return (
        ImageSource(
          name: name, scale: Double(image.scale), imageSet: layout.logo.image.imageSet),
        pixels
      )
    }

    /// Reads the logo image and its alpha and analyses it (`RevealMask.prepared(for:)`) on a
    /// background task, then hands the mask to the session on the main thread: the exit's start
    /// finds it ready. A logo that cannot be read hands nothing over (the exit's start reads it
    /// with `logoMask(for:)` and reports the problem then).
    private func prepareRevealMask(_ layout: LaunchScreenLayout) {
      guard let traits = windows?.foreground.traitCollection else { return }
      let name = layout.logo.image.name
      let bundle = configuration.bundle
      Task.detached(priority: .userInitiated) { [weak self] in
        guard let cgImage = UIImage(named: name, in: bundle, compatibleWith: traits)?.cgImage,
          let mask = try? AlphaMask(cgImage), (try? RevealMask.prepared(for: mask)) != nil
        else { return }
        await MainActor.run { self?.session?.logoMaskPrepared(mask, for: layout) }
      }
    }

    func liveLayout() -> LayoutSignature? {
      appWindow().map(configuration.layoutSignature)
    }

    // MARK: Mapping

    /// The scene's app window, with or without the splash windows up.
    private func appWindow() -> UIWindow? {
      guard let scene else { return nil }
      return SplashWindows.appWindow(
        in: scene, excluding: windows.map { [$0.foreground, $0.background] } ?? [],
        named: configuration.appWindow(scene))
    }

    private func preparePlayer(_ video: VideoDesign) {
      guard let url = configuration.bundle.url(forResource: video.file, withExtension: nil),
        let windows
      else {
        configuration.onDiagnostic("video \(video.file) is not in the bundle")
        send(.playerFailed)
        return
      }
      playsAudio = true
      do {
        try SplashAudioSession.videoWillPlay()
      } catch {
        configuration.onDiagnostic("audio session not set to ambient: \(error)")
      }
      let player = VideoSplashPlayer(url: url, gravity: video.contentMode.videoGravity) {
        [weak self] report in
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

    /// Stops and drops the player, and gives the audio session back.
    private func releasePlayer() {
      player?.stop()
      player?.layer.removeFromSuperlayer()
      player = nil
      guard playsAudio else { return }
      playsAudio = false
      do {
        try SplashAudioSession.videoEnded()
      } catch {
        configuration.onDiagnostic("audio session not restored: \(error)")
      }
    }

    @objc private func skipTapped() {
      send(.skipTapped)
    }

    /// Hands the splash to the app's exit: it may animate the windows (weakly held) for
    /// `exit.duration` seconds and calls `finish()`; the session removes the splash then, or
    /// at the time limit.
    private func runCustomExit(_ exit: CustomExit) {
      guard let windows, let run = configuration.customExit else {
        session?.finishCustomExit()
        return
      }
      ExitAnimator.animateSplash(nil, on: windows, elapsed: 0)
      windows.apply(exit.splash)
      run(
        LaunchCustomExit(
          splash: windows.foreground, background: windows.background, app: windows.appWindow,
          duration: exit.duration, finish: { [weak self] in self?.session?.finishCustomExit() }))
    }

    /// Takes the splash down and releases its windows, controllers, layer trees, player and
    /// snapshot bytes; only the session (for later captures) and a weak scene stay.
    private func removeSplash() {
      guard let windows else { return }
      if let skipRecognizer { windows.foreground.removeGestureRecognizer(skipRecognizer) }
      skipRecognizer = nil
      taps?.stop()
      taps = nil
      accessibility?.invalidate()
      accessibility = nil
      firstFrame?.cancel()
      firstFrame = nil
      windows.foregroundHost.onScreenChange = nil
      indicator = nil
      releasePlayer()
      windows.remove()
      self.windows = nil
      launchScreen = nil
      snapshotImages?.drop()
      snapshotImages = nil
    }

    /// The scene is gone: nothing more is captured, observed or drawn (the splash was taken
    /// down already: `SceneOperations` takes it down before it forgets the scene).
    private func release() {
      capture = nil
      tokens.forEach(NotificationCenter.default.removeObserver)
      tokens.removeAll()
    }

    private func observe(_ scene: UIWindowScene, windows: SplashWindows) {
      taps = SplashTaps(
        over: windows.foregroundHost.view, now: { [weak self] in self?.session?.now ?? 0 },
        record: { [weak self] in self?.session?.record($0) })
      accessibility = AccessibilitySettings { [weak self] settings in
        self?.send(.reduceMotionChanged(settings.isReduceMotionEnabled))
      }
      windows.foregroundHost.onScreenChange = { [weak self] screen in self?.screenChanged(screen) }
      let center = NotificationCenter.default
      // Its disconnection is told by `LaunchCurtain` in the posting (the core's
      // `SceneCurtains`), never after a hop.
      tokens.append(
        center.addObserver(
          forName: UIScene.didEnterBackgroundNotification, object: scene, queue: .main
        ) { [weak self] _ in
          Task { @MainActor in self?.send(.sceneEnteredBackground) }
        })
      tokens.append(
        center.addObserver(
          forName: UIScene.willEnterForegroundNotification, object: scene, queue: .main
        ) { [weak self] _ in
          Task { @MainActor in self?.returnedToForeground() }
        })
    }

    /// The beat again, where it would be now, after a round trip to the background.
    private func returnedToForeground() {
      mapping.returnedToForeground(now: session?.now ?? 0).forEach(execute)
    }

    /// Reports the new screen and appearance to the session, with the snapshot key the scene
    /// has now.
    private func screenChanged(_ screen: Screen) {
      guard let windows else { return }
      if let launchScreen {
        session?.launchScreenMeasured(
          launchScreen.measure(in: windows.foregroundHost.view), on: screen)
      }
      session?.sceneChanged(
        screen: screen, appearance: windows.foregroundHost.currentAppearance,
        snapshotKey: configuration.snapshots.flatMap { _ in
          traitsWindow().map { snapshotKey($0, appScreen: firstScreen) }
        })
    }

    /// The clock the session runs on: `ContinuousClock` from iOS 16, uptime before.
    private static func scheduler() -> ClockLaunchScheduler {
      if #available(iOS 16.0, tvOS 16.0, *) {
        return ClockLaunchScheduler(clock: ContinuousClock())
      }
      return ClockLaunchScheduler()
    }

    private func captureOfAppWindow() -> SnapshotCapture<SnapshotDescription>? {
      guard let cache = configuration.snapshots else { return nil }
      let configuration = configuration
      return SnapshotCapture(
        renderer: SnapshotRenderer(privateViews: configuration.privateViews),
        window: { [weak self] in self?.appWindow() },
        describe: { [weak self] window, screen in
          self.map {
            SnapshotDescription(
              key: $0.snapshotKey(window, appScreen: screen),
              layout: configuration.layoutSignature(window))
          }
        },
        store: { data, description in
          _ = try cache.save([
            SnapshotVariant(
              key: description.key, imageData: data, layoutSignature: description.layout)
          ])
        },
        onError: { error in configuration.onDiagnostic("snapshot not saved: \(error)") })
    }

    /// The window whose traits file snapshots, for the lookup at launch and every capture
    /// alike: the app window (an app that overrides light/dark or the layout direction on its
    /// window is looked up as it is captured); the splash window, which follows the scene, only
    /// while the app has no window yet.
    private func traitsWindow() -> UIWindow? {
      appWindow() ?? windows?.foreground
    }

    /// The snapshot key for `window` showing the app screen `appScreen` now: its size, scale,
    /// traits, the app's state and the screen.
    private func snapshotKey(_ window: UIWindow, appScreen: String) -> SnapshotKey {
      let traits = window.traitCollection
      let info = configuration.bundle
      return SnapshotKey(
        screen: Screen(view: window), appearance: Appearance(traits.userInterfaceStyle),
        appVersion: info.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
          ?? "0",
        appBuild: info.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "0",
        layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
        contentSizeCategory: traits.preferredContentSizeCategory.rawValue,
        stateSignature: configuration.stateSignature(), appScreen: appScreen)
    }
  }

  /// What a snapshot is filed under, read on the main thread when it is drawn: its key and the
  /// layout it shows.
  struct SnapshotDescription: Sendable {
    var key: SnapshotKey
    var layout: LayoutSignature
  }

  /// Serves the looked-up snapshot to the layer tree under the snapshot's identifier. When it
  /// is decoded, what is kept and when it is dropped is the core's `SnapshotImageCache` (decoded
  /// once, when looked up, for every redraw and the exit's first commit); here only the decode,
  /// prepared for display. The scene's curtain holds it, and the image provider captures it
  /// strongly, for as long as the splash windows draw.
  @MainActor private final class SnapshotImages {
    private var cache = SnapshotImageCache<UIImage> { data, scale in
      guard let image = UIImage(data: data, scale: scale) else { return nil }
      return image.preparingForDisplay() ?? image
    }

    /// Holds `snapshot`'s bytes, decoded at its own scale now.
    func hold(_ snapshot: Snapshot?) {
      cache.hold(snapshot)
    }

    /// Forgets the picture: the splash is gone.
    func drop() {
      cache.drop()
    }

    var provider: ImageProvider {
      ImageProvider { [self] source, _ in
        cache.image(named: source.name, scale: source.scale)
      }
    }
  }
#endif
