/// One scene's launch, from the splash going up to the app alone on screen, and the snapshot
/// captures after it: the one interpreter of the `LaunchCoordinator` that a device, `curtain
/// preview`, `check` and `plan` all run.
///
/// It owns everything decided over time: the plan and the coordinator's driver, the splash
/// stage for the current cover and screen, the heartbeat's beat, the exit built for its real
/// start (so it lasts exactly the plan's exit duration), the taps recorded on the cover and
/// the replay decision, when a snapshot is captured, and the launch's marks. Every effect goes
/// out through one `LaunchBackend`; time comes from one injected `LaunchScheduler`.
///
/// Events are accepted from the moment the session exists: before `start(with:)` they are
/// queued, and during an effect (a player that fails as it is made) they are handled right
/// after it, in order. None is dropped.
@MainActor public final class LaunchSession {
  /// What the scene brought.
  public private(set) var setup: LaunchSessionSetup
  /// The session's clock and timers.
  public let scheduler: any LaunchScheduler
  /// The screen the splash is drawn for now.
  public private(set) var screen: Screen
  /// The appearance the splash is drawn in now.
  public private(set) var appearance: Appearance
  private weak var backend: (any LaunchBackend)?
  private var driver: LaunchCoordinatorDriver?
  private var queued: [LaunchEvent] = []
  private var cover = SplashCover.replica
  private var taps: TapReplaySession
  private var beat: SplashAnimation?
  private var markedFirstFrame = false
  private var markedGone = false
  private var logo: (key: LaunchScreenLayout, logo: RevealLogo?)?
  /// The layout whose reveal mask the backend was last asked to prepare.
  private var maskRequested: LaunchScreenLayout?
  private var reduceMotion: Bool
  private var customExitRunning = false
  private var extendedLaunchOpen = false
  private var indicator: SplashIndicator?
  /// The screen the app asked to capture while the splash still covered it.
  private var requestedScreen: String?

  /// Creates a session for `setup` on `scheduler`; nothing happens until `start(with:)`.
  ///
  /// - Throws: `InvalidLaunchDesign` listing every value of the design that is out of range
  ///   (a negative or non-finite time, for instance): a design made in code is checked as a
  ///   config file is.
  public init(_ setup: LaunchSessionSetup, scheduler: any LaunchScheduler) throws {
    try setup.design.validate()
    self.setup = setup
    self.scheduler = scheduler
    screen = setup.screen
    appearance = setup.appearance
    taps = TapReplaySession(policy: setup.tapReplayPolicy)
    reduceMotion = setup.reduceMotion
    indicator = setup.indicator.map { indicator in
      SplashIndicator(indicator, scheduler: scheduler) { [weak self] action in
        self?.emit(.indicator(action))
      }
    }
  }

  /// The coordinator's state; `nil` before `start(with:)`.
  public var coordinator: LaunchCoordinator? { driver?.coordinator }

  /// Every coordinator step so far (empty before `start(with:)`).
  public var timeline: [LaunchTimelineEntry] { driver?.timeline ?? [] }

  /// Whether the splash is gone (removed after its exit, or with its scene).
  public var isFinished: Bool { coordinator?.phase == .finished }

  /// Fires once the splash is gone (removed after its exit, or with its scene): awaited or
  /// observed with a callback.
  public let finished = SplashFinishedSignal()

  /// Returns once the splash is gone (removed after its exit, or with its scene); at once when
  /// it already is.
  public func splashFinished() async {
    await finished.finished()
  }

  /// Seconds since the session's clock started.
  public var now: Double { scheduler.now }

  /// Starts the launch on `backend` (kept weakly: the backend owns the session): installs the
  /// splash, then handles the events queued so far. Call it before the first frame.
  public func start(with backend: any LaunchBackend) {
    guard driver == nil else { return }
    self.backend = backend
    driver = LaunchCoordinatorDriver(plan: setup.plan, scheduler: scheduler) { [weak self] in
      self?.perform($0)
    }
    if setup.measuresExtendedLaunch {
      extendedLaunchOpen = true
      emit(.extendedLaunch(.begin))
    }
    let waiting = queued
    queued = []
    waiting.forEach(send)
    reconcile()
  }

  /// Reports `event`, stamped with the session's clock.
  public func send(_ event: LaunchEvent) {
    guard let driver else {
      queued.append(event)
      return
    }
    if case .reduceMotionChanged(let on) = event { reduceMotion = on }
    driver.send(event)
    reconcile()
    if event == .sceneDisconnected, !markedGone {
      finishExtendedLaunch()
      markedGone = true
      emit(.mark(.sceneGone))
    }
  }

  /// The scene's size or appearance changed; `snapshotKey` is the key a snapshot of the scene
  /// would be filed under now (`nil` when there is no snapshot cache). The splash is drawn
  /// anew; a snapshot filed under another key gives way to the replica (it never shows on a
  /// screen it does not match), and an exit in progress ends.
  public func sceneChanged(screen: Screen, appearance: Appearance, snapshotKey: SnapshotKey?) {
    self.screen = screen
    self.appearance = appearance
    let fits = setup.snapshot?.key.map { $0 == snapshotKey } ?? true
    send(.screenChanged(snapshotFits: fits))
  }

  /// The app's own launch screen as UIKit laid it out again (`LaunchScreenDesign.bundled`):
  /// the device measures it after a rotation or a light/dark switch, before
  /// ``sceneChanged(screen:appearance:snapshotKey:)`` redraws the splash from it.
  public func launchScreenMeasured(_ measured: MeasuredLaunchScreen, on screen: Screen) {
    if let line = setup.design.showsMeasuredLaunchScreen(measured, on: screen) {
      emit(.log(line))
    }
  }

  /// The app's own exit is done (`LaunchEffect.runCustomExit`): the splash is removed now.
  /// Does nothing when no custom exit runs (it already ended at its time limit).
  public func finishCustomExit() {
    guard customExitRunning, coordinator?.phase == .exiting else { return }
    send(.exitFinished)
  }

  /// The backend prepared the logo's alpha for `layout` off the main thread
  /// (`LaunchEffect.prepareRevealMask`): the exit's start uses it instead of reading the logo.
  /// A mask for a layout no longer on screen (the scene rotated meanwhile) is dropped.
  public func logoMaskPrepared(_ mask: AlphaMask, for layout: LaunchScreenLayout) {
    guard layout == currentLayout() else { return }
    logo = (layout, revealLogo(layout, mask: mask))
  }

  /// The app asks for a snapshot of `screen` (its name for the screen on display, filed as
  /// `SnapshotKey.appScreen`), for example in its own `sceneWillResignActive(_:)` before it
  /// hides anything private. Captured at once while the app is alone on screen; while the
  /// splash still covers the app, when the splash is removed (before any tap replays); never
  /// once the scene is gone.
  public func snapshotRequested(screen: String) {
    guard let coordinator, !coordinator.sceneDisconnected, !markedGone else { return }
    if coordinator.phase == .finished {
      emit(.captureSnapshot(screen: screen))
    } else {
      requestedScreen = screen
    }
  }

  /// At the splash's removal: the screen the app asked for while the splash covered it, or,
  /// with the `.firstScreen` policy and the app ready, the screen the launch revealed. Nothing
  /// when the scene is gone.
  private func captureRevealedScreen() {
    guard let coordinator, !coordinator.sceneDisconnected else { return }
    if let screen = requestedScreen {
      requestedScreen = nil
      emit(.captureSnapshot(screen: screen))
    } else if setup.snapshotCapture == .firstScreen, coordinator.appReady {
      emit(.captureSnapshot(screen: setup.firstScreen))
    }
  }

  /// Records a touch made on the splash, `event.time` on the session's clock. Only touches
  /// made while the splash is on screen count: none before the first frame (the system launch
  /// screen takes no touches) nor after the splash is gone (the app, live, gets them).
  public func record(_ event: TouchEvent) {
    guard let coordinator, coordinator.firstFrameCommitted, coordinator.phase != .finished else {
      return
    }
    taps.record(event)
  }

  /// The cover the splash shows now: what was really drawn (a plan's snapshot without an
  /// image shows the replica, a video's poster shows while the player loads).
  public var shownCover: SplashCover { cover }

  /// The splash as it is drawn now for `cover`.
  public func splashStage() -> Stage {
    // The video the plan chose for this screen (a variant's file, placement and size).
    var design = setup.design
    if case .video(let video) = setup.plan.cover { design.video = video }
    return SplashStages.splash(
      design: design, screen: screen, appearance: appearance, cover: cover,
      appContent: setup.appContent)
  }

  /// The y, in points, of the loading indicator's bottom edge over the splash as drawn now
  /// (`LoadingIndicatorPlacement`): above the branding over the replica, above a tab bar over
  /// a snapshot.
  public var indicatorBottom: Double {
    let overSnapshot = if case .snapshot = cover { true } else { false }
    return LoadingIndicatorPlacement.bottom(
      screen: screen, branding: overSnapshot ? nil : currentLayout().branding?.frame,
      overSnapshot: overSnapshot)
  }

  private func emit(_ effect: LaunchEffect) {
    backend?.perform(effect)
  }

  private func perform(_ action: LaunchAction) {
    switch action {
    case .showCover(let surface): show(surface)
    case .preparePlayer(let video): emit(.preparePlayer(video))
    case .attachPlayer:
      show(.videoFrame)
      emit(.attachPlayer)
    case .play: emit(.playPlayer)
    case .pausePlayer: emit(.pausePlayer)
    case .discardPlayer:
      emit(.removePlayer)
      // A player that never drew: its poster gives way to the replica, as a failed video does.
      if case .poster = cover, coordinator?.phase == .covering { show(.replica) }
    case .detachPlayer:
      emit(.removePlayer)
      if let surface = coordinator?.surface, coordinator?.phase == .covering { show(surface) }
    case .startExit(let exit): startExit(exit)
    case .removeSplash:
      indicator?.end()
      beat = nil
      customExitRunning = false
      finishExtendedLaunch()
      emit(.removeSplash)
      emit(.mark(.splashRemoved))
      captureRevealedScreen()
      finished.finish()
    case .replayTaps: replayTaps()
    case .logWaiting(let reasons):
      emit(.log("waiting for " + reasons.map(\.rawValue).joined(separator: ", ")))
    }
  }

  /// Draws `surface`: the replica (or, while the player loads, the video's poster), the
  /// snapshot, or the video over its poster.
  private func show(_ surface: SplashSurface) {
    switch surface {
    case .replica:
      cover = loadingPoster().map { .poster($0) } ?? .replica
      taps.coverShown(nil)
    case .snapshot:
      if let snapshot = setup.snapshot {
        cover = .snapshot(snapshot.image)
        taps.coverShown(snapshot.layout)
      } else {
        emit(.log("the plan's snapshot has no image; showing the replica"))
        cover = .replica
        taps.coverShown(nil)
      }
    case .videoFrame:
      if case .video(let video) = setup.plan.cover {
        cover = .video(
          name: video.file, time: 0, poster: video.poster.map { ImageSource(name: $0) })
      }
      taps.coverShown(nil)
    }
    emit(.showStage(splashStage()))
    if let previous = beat {
      // Redrawn on the new cover or screen, in step with the beat so far.
      beat = nil
      startBeat(origin: previous.origin)
      if beat == nil { emit(.animateSplash(nil)) }
    }
  }

  /// The video's poster while the player loads (the plan's video has one and has not drawn,
  /// failed or stopped yet): what the splash shows from the first frame until the player draws.
  private func loadingPoster() -> ImageSource? {
    guard case .video(let video) = setup.plan.cover, let poster = video.poster,
      (coordinator?.video ?? .loading) == .loading
    else { return nil }
    return ImageSource(name: poster)
  }

  /// Builds the started exit for the splash on screen and runs it. A heartbeat that has been
  /// beating continues from where it is: its animation's time 0 is the beat's, and it reveals
  /// right now, so it ends exactly `exit.duration` from now, as the coordinator expects.
  private func startExit(_ exit: PlannedExit) {
    let beatOrigin = beat?.origin
    beat = nil
    indicator?.end()
    taps.exitStarted(at: now, appLayout: backend?.liveLayout())
    if setup.customExit, !reduceMotion, exit.duration > 0 {
      // The app's exit: it has the design's exit duration, after which the coordinator's
      // exit limit removes the splash whether or not the app said it is done.
      customExitRunning = true
      emit(.mark(.exitStarted))
      emit(.runCustomExit(CustomExit(splash: splashStage(), duration: exit.duration, origin: now)))
      return
    }
    let logo = exit.animation.usesLogo ? revealLogo() : nil
    let beaten = exit.animation == .heartbeat ? now - (beatOrigin ?? now) : 0
    var exit = exit
    exit.style = exit.style.resolved(for: appearance)
    let build = ExitAnimations.build(exit, splash: splashStage(), logo: logo, beaten: beaten)
    build.problems.forEach { emit(.log($0)) }
    emit(.mark(.exitStarted))
    guard let animation = build.animation else {
      send(.exitFinished)
      return
    }
    let origin = animation.name == .heartbeat ? now - beaten : now
    emit(.runExit(animation, origin: origin))
  }

  private func replayTaps() {
    let live = backend?.liveLayout()
    guard let plan = taps.finish(now: now, liveLayout: live), !plan.isEmpty else { return }
    emit(.replayTaps(plan))
  }

  /// What follows from the state after an event: the first frame's mark, and the heartbeat's
  /// beat while the splash waits with a heartbeat exit.
  private func reconcile() {
    guard let coordinator else { return }
    if coordinator.firstFrameCommitted, !markedFirstFrame {
      markedFirstFrame = true
      emit(.mark(.firstFrame))
    }
    if coordinator.appReady { finishExtendedLaunch() }
    reconcileIndicator()
    reconcileBeat()
    reconcileRevealMask()
  }

  /// While the splash is up and waits to leave with a reveal or heartbeat exit, asks the
  /// backend once per layout to prepare the logo's mask off the main thread, so the exit's
  /// start does no mask work.
  private func reconcileRevealMask() {
    guard let coordinator, coordinator.phase == .covering, coordinator.firstFrameCommitted,
      coordinator.exit.animation.usesLogo, !(setup.customExit && !reduceMotion)
    else { return }
    let layout = currentLayout()
    guard maskRequested != layout else { return }
    maskRequested = layout
    emit(.prepareRevealMask(layout))
  }

  /// The launch screen's layout for the current screen and appearance.
  private func currentLayout() -> LaunchScreenLayout {
    LaunchScreenLayout(design: setup.design, screen: screen, appearance: appearance)
  }

  /// Ends the extended launch measurement once: at "ready", or when the splash or its scene
  /// goes first (a deadline, a disconnection): MetricKit's figure never outlasts the splash.
  private func finishExtendedLaunch() {
    guard extendedLaunchOpen else { return }
    extendedLaunchOpen = false
    emit(.extendedLaunch(.finish))
  }

  /// The indicator's wait begins with the first frame on a covering splash; the app's
  /// readiness re-plans its hide. The exit's start ends it (`startExit`).
  private func reconcileIndicator() {
    guard let indicator, let coordinator, coordinator.phase == .covering,
      coordinator.firstFrameCommitted
    else { return }
    indicator.begin()
    if coordinator.appReady { indicator.appReady() }
  }

  private func reconcileBeat() {
    guard let coordinator else { return }
    let beats =
      coordinator.phase == .covering && coordinator.firstFrameCommitted
      && coordinator.exit.animation == .heartbeat
    if beats, beat == nil {
      startBeat(origin: now)
    } else if !beats, beat != nil, coordinator.phase == .covering {
      beat = nil
      emit(.animateSplash(nil))
      emit(.showStage(splashStage()))
    }
  }

  /// Beats the replica's logo, in time with `origin`; nothing when the cover shows no logo
  /// (a video's poster) or the logo cannot be read.
  private func startBeat(origin: Double) {
    let splash = splashStage()
    guard splash.window(.foregroundSplash)?.layer.layer(withID: LaunchScreenLayout.logoID) != nil,
      let logo = revealLogo()
    else { return }
    do {
      let wait = try ExitAnimations.heartbeatWait(
        splash: splash, logo: logo, style: coordinator?.exit.style ?? setup.plan.exit.style)
      let animation = SplashAnimation(stage: wait.stage, group: wait.beat, origin: origin)
      beat = animation
      emit(.animateSplash(animation))
    } catch {
      emit(.log("heartbeat: \(error)"))
    }
  }

  /// `layout`'s logo with its alpha `mask`, drawing its mask from the backend's larger mask
  /// image when `RevealMaskSource` picks it.
  private func revealLogo(_ layout: LaunchScreenLayout, mask: AlphaMask) -> RevealLogo {
    let logo = RevealLogo(layout: layout, mask: mask)
    guard let larger = backend?.largerRevealMask(for: layout) else { return logo }
    return logo.drawingMask(from: larger.image, largerPixels: larger.pixels, on: screen)
  }

  /// The launch screen's logo with its alpha, for the current screen and appearance; read
  /// from the backend once per layout.
  private func revealLogo() -> RevealLogo? {
    let layout = currentLayout()
    if let logo, logo.key == layout { return logo.logo }
    var found: RevealLogo?
    do {
      found = try backend?.logoMask(for: layout).map { revealLogo(layout, mask: $0) }
    } catch {
      emit(.log("logo mask: \(error)"))
    }
    logo = (layout, found)
    return found
  }
}
