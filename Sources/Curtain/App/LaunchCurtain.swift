#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// The app's entry point: one per process, made at launch with the design and configuration.
  ///
  /// It reads the launch history and records this launch when created, routes the launch once
  /// (``route(with:reason:facts:)``), puts the splash windows up in each scene before its first
  /// frame (``cover(_:)``) and takes them down, with the design's exit (or the app's own,
  /// ``LaunchCurtainConfiguration/customExit``), once the app says it is ready (``ready()``,
  /// ``keepOnScreen(while:)``, or ``ready(_:)`` for one scene) or the design's deadline passes,
  /// and says when they are gone (``splashFinished``, ``splashFinished(in:)``). While a splash
  /// is up it records the taps made on it, follows Reduce Motion changes and rotations, and once
  /// it is gone replays the taps the core keeps
  /// (``LaunchCurtainConfiguration/onTapsReplayed`` says which, and which were dropped). Every
  /// decision is the core's (`LaunchCoordinator`, `TapReplaySession`, `LaunchCompletion`); this
  /// type only connects them to UIKit.
  @MainActor public final class LaunchCurtain {
    /// The design the splash is drawn from.
    public let design: LaunchDesign
    /// The configuration given at creation.
    public let configuration: LaunchCurtainConfiguration
    /// The history as read at launch, before this launch was recorded.
    public let history: LaunchHistory
    /// This launch's kind (first launch, update, same version).
    public let kind: LaunchKind
    /// Fires when the launch's first splash is gone (the one
    /// ``LaunchCurtainConfiguration/onLaunchRecord`` reports): `await
    /// curtain.splashFinished.finished()` or
    /// `curtain.splashFinished.onFinished { … }`. Focus a text field, start a tutorial or play
    /// sound after it, not before: the splash still covers the app until then.
    public let splashFinished = SplashFinishedSignal()
    private let clock: LaunchClock
    private let signposts = LaunchSignposts()
    private var completion = LaunchCompletion()
    /// How the system started this launch: decided by the core when the first scene connects.
    private var startKind: LaunchStartKind?
    /// The scenes of this launch and their curtains, decided by the core: each covered once
    /// per connection, with its own launch kind and route (the process's for the first
    /// connection, a later launch after), told when the app is ready. A curtain is kept after
    /// its splash is gone (it captures the snapshots the session asks for; its splash windows,
    /// layers and player are released already) until its scene disconnects.
    private var scenes: SceneCurtains<ObjectIdentifier, SceneCurtain>
    /// The observer of `UIScene.willConnectNotification` (``coverScenesAsTheyConnect()``).
    var sceneConnectionObserver: SceneNotificationObserver?
    /// The observer of `UIScene.didDisconnectNotification`: a disconnected scene is forgotten
    /// at once, covered or not, and its curtain told in the posting, so a scene connected later
    /// under its identifier is a new connection that nothing of the old one reaches.
    private var sceneDisconnectionObserver: SceneNotificationObserver?

    /// Creates the curtain: reads the history from the configuration's store, records this
    /// launch (the bundle's `CFBundleShortVersionString`) and writes it back.
    public init(design: LaunchDesign, configuration: LaunchCurtainConfiguration) {
      self.design = design
      self.configuration = configuration
      // A clock made here cannot know when `main` ran: it marks none (the app's clock, made
      // in `main`, did). The app delegate's start, unless the app marked it: a prewarmed
      // launch is timed from it (`LaunchRecord.originSeconds`), never from the prewarm.
      clock = configuration.clock ?? LaunchClock.startingNow(marksMain: false)
      clock.markUnlessMarked(.appDelegateStart)
      let read = configuration.historyStore.read()
      if let diagnostic = read.diagnostic {
        configuration.onDiagnostic("history: \(diagnostic)")
      }
      history = read.history
      var recorded = read.history
      kind = recorded.recordLaunch(version: Self.appVersion(in: configuration.bundle), at: Date())
      scenes = SceneCurtains(processKind: kind)
      do {
        try configuration.historyStore.write(recorded)
      } catch {
        configuration.onDiagnostic("history not saved: \(error)")
      }
      sceneDisconnectionObserver = SceneNotificationObserver(
        UIScene.didDisconnectNotification
      ) { [weak self] scene in
        self?.scenes.disconnected(ObjectIdentifier(scene))?.send(.sceneDisconnected)
      }
    }

    /// The design `curtain generate` bundled (`CurtainLaunchLayout.json`): the whole config
    /// (layout, exit with its style and Reduce Motion form, video, minimum display, deadline), so
    /// the app launches exactly what `curtain preview` showed. Values in `overrides` replace the
    /// config's; each one that differs is reported to `onDiagnostic`.
    ///
    /// - Parameters:
    ///   - overrides: values code sets over the config's (none by default).
    ///   - bundle: the bundle holding the resource (the main bundle by default).
    ///   - onDiagnostic: told which config values code overrode.
    /// - Throws: `LaunchCurtainError` naming the file when it is missing, unreadable, of a newer
    ///   format than this Curtain reads, or holds values out of range.
    public static func bundledDesign(
      overriding overrides: LaunchDesignOverrides = LaunchDesignOverrides(),
      bundle: Bundle = .main, onDiagnostic: (String) -> Void = { _ in }
    ) throws -> LaunchDesign {
      let name = LaunchLayoutResource.fileName
      let base = (name as NSString).deletingPathExtension
      let fileExtension = (name as NSString).pathExtension
      guard let url = bundle.url(forResource: base, withExtension: fileExtension) else {
        throw LaunchCurtainError.layoutMissing(name)
      }
      let resource: LaunchLayoutResource
      do {
        resource = try LaunchLayoutResource.decode(Data(contentsOf: url))
      } catch {
        throw LaunchCurtainError.layoutUnreadable(name, String(describing: error))
      }
      let (design, overridden) = overrides.applied(to: resource.design)
      for sentence in overridden { onDiagnostic("\(name): \(sentence)") }
      return design
    }

    /// The design `curtain generate` bundled, or `fallback` when it cannot be loaded. A missing
    /// or unreadable `CurtainLaunchLayout.json` is never silent: the reason goes to
    /// `onDiagnostic` (printed by default) and, in a debug build, stops at an assertion naming
    /// the file, since the fallback is not the app's launch screen and the first frame would
    /// jump.
    ///
    /// - Parameters:
    ///   - fallback: the design used when the bundled one cannot be loaded.
    ///   - bundle: the bundle holding the resource (the main bundle by default).
    ///   - onDiagnostic: told why the fallback is used.
    public static func bundledDesign(
      orFallback fallback: @autoclosure () -> LaunchDesign, bundle: Bundle = .main,
      onDiagnostic: (String) -> Void = { print("Curtain: \($0)") }
    ) -> LaunchDesign {
      do {
        return try bundledDesign(bundle: bundle, onDiagnostic: onDiagnostic)
      } catch {
        onDiagnostic("\(error); using the fallback design, which is not the launch screen")
        assertionFailure("Curtain: \(error)")
        return fallback()
      }
    }

    /// This launch's route: decided by `router` on the first call, the same afterwards, from
    /// the history, the launch `reason` and the app's own `facts` (signed in, and so on).
    public func route<Route>(
      with router: LaunchRouter<Route>, reason: LaunchReason = .normal,
      facts: LaunchFacts = LaunchFacts()
    ) -> RouteDecision<Route> {
      router.decide(LaunchContext(history: history, kind: kind, reason: reason, facts: facts))
    }

    /// `scene`'s route, decided once per scene connection by `router` from the history, the
    /// scene's own launch kind (the process's for its first scene; a later launch for a second
    /// window or a reconnected scene, which are not routed to onboarding again), the scene's
    /// own connection `options` (its URL, its notification) and the app's `facts`. Call it in
    /// `scene(_:willConnectTo:options:)`.
    public func route<Route>(
      with router: LaunchRouter<Route>, for scene: UIWindowScene,
      options: UIScene.ConnectionOptions, facts: LaunchFacts = LaunchFacts()
    ) -> RouteDecision<Route> {
      scenes.route(
        with: router, for: ObjectIdentifier(scene), history: history,
        reason: LaunchReason(options), facts: facts)
    }

    /// Puts the splash windows up in `scene`; call in `scene(_:willConnectTo:options:)`, before
    /// the scene's first frame. A scene covered before in this connection (even if its splash is
    /// gone) is left as it is. The splash is the scene's own launch (the core's `LaunchScenes`):
    /// the process's first scene connection gets the launch's kind (a first-launch video plays
    /// there), every later one (a second window, a scene connected again) a later launch's.
    public func cover(_ scene: UIWindowScene) {
      let id = ObjectIdentifier(scene)
      guard let cover = scenes.cover(id) else { return }
      let facts = LaunchStartFacts(
        prewarmed: clock.prewarmed, processAgeAtScene: clock.secondsSinceProcessStart(),
        earlierScene: completion.sceneSeen,
        bootedSinceLastLaunch: LaunchStartObservation.bootedSince(history.lastLaunchDate),
        versionKind: kind)
      if startKind == nil { startKind = facts.kind }
      let curtain = SceneCurtain(
        scene: scene, design: design, kind: cover.kind,
        measuresExtendedLaunch: completion.sceneCovered(kind: facts.kind),
        indicator: LaunchIndicator(
          design: design, configured: configuration.loadingIndicator,
          predictedWait: LaunchWaitPrediction().predictedSeconds(
            version: Self.appVersion(in: configuration.bundle), samples: history.durations),
          seed: UInt64.random(in: .min ... .max)),
        configuration: configuration,
        onMark: { [weak self] mark in self?.marked(mark) },
        onFinished: { [weak self] in self?.sceneFinished() })
      scenes.hold(curtain, for: id)
      if cover.ready { curtain.send(.appReady) }
    }

    /// A signal that fires when `scene`'s splash is gone (at once for a scene whose splash is
    /// gone or that was never covered): for a multi-window app, where each window's first
    /// screen waits for its own splash.
    public func splashFinished(in scene: UIWindowScene) -> SplashFinishedSignal {
      if let curtain = scenes[ObjectIdentifier(scene)] { return curtain.finished }
      let finished = SplashFinishedSignal()
      finished.finish()
      return finished
    }

    /// Asks for a snapshot of `scene`'s app window, which shows the app screen the app names
    /// `screen` (a screen launches reveal: ``LaunchCurtainConfiguration/firstScreen``'s name for
    /// it). Taken in this call, synchronously, when the splash is gone (call it in your own
    /// `sceneWillResignActive(_:)` or `sceneDidEnterBackground(_:)` before you hide or cover
    /// anything: what is on screen now is drawn, private views painted over); taken at the
    /// splash's removal when it still covers the app. Nothing without a snapshot cache.
    public func captureSnapshot(of scene: UIWindowScene, screen: String) {
      scenes[ObjectIdentifier(scene)]?.snapshotRequested(screen: screen)
    }

    /// Puts the splash windows up in `window`'s scene: for apps without a scene manifest, call
    /// right after `makeKeyAndVisible()` in `application(_:didFinishLaunchingWithOptions:)`.
    public func cover(window: UIWindow) {
      guard let scene = window.windowScene else {
        configuration.onDiagnostic("the window has no scene yet; no splash")
        return
      }
      cover(scene)
    }

    /// Says the app is ready: each scene's splash leaves as soon as the design allows.
    public func ready() {
      if !scenes.appIsReady {
        clock.markUnlessMarked(.appReady)
        signposts.event("ready")
      }
      for curtain in scenes.appReady() { curtain.send(.appReady) }
    }

    /// Says `scene` is ready (a multi-window app whose windows load different content): its
    /// splash leaves as soon as the design allows; the others wait for their own `ready(_:)`
    /// or for ``ready()``. Said before the scene is covered, it holds from its covering. The
    /// first readiness said, of a scene or the app, is the launch record's `appReady`.
    public func ready(_ scene: UIWindowScene) {
      clock.markUnlessMarked(.appReady)
      signposts.event("scene ready")
      scenes.sceneReady(ObjectIdentifier(scene))?.send(.appReady)
    }

    /// Keeps the splash up while `work` runs (up to the design's deadline), then calls
    /// ``ready()``.
    public func keepOnScreen(while work: @MainActor () async -> Void) async {
      await work()
      ready()
    }

    private func marked(_ mark: LaunchMark) {
      switch mark {
      case .firstFrame: completion.firstFrameCommitted(marking: clock)
      case .exitStarted, .splashRemoved, .sceneGone: break
      }
    }

    /// A scene's splash is gone; the first one reports the launch's record.
    private func sceneFinished() {
      guard completion.sceneFinished(marking: clock) else { return }
      splashFinished.finish()
      var record = clock.record(appVersion: Self.appVersion(in: configuration.bundle))
      LaunchStartObservation.complete(&record, kind: startKind)
      configuration.onLaunchRecord(record)
      guard let sample = record.durationSample else { return }
      var stored = configuration.historyStore.read().history
      stored.recordDuration(sample)
      do {
        try configuration.historyStore.write(stored)
      } catch {
        configuration.onDiagnostic("launch duration not saved: \(error)")
      }
    }

    private static func appVersion(in bundle: Bundle) -> String {
      bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0"
    }
  }

  /// Why the bundled design could not be loaded.
  public enum LaunchCurtainError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The generated layout file is not in the bundle.
    case layoutMissing(String)
    /// The generated layout file could not be read or decoded.
    case layoutUnreadable(String, String)

    /// A sentence naming the file.
    public var description: String {
      switch self {
      case .layoutMissing(let name):
        return "\(name) is not in the app bundle; run `curtain generate` and add it to the target"
      case .layoutUnreadable(let name, let reason): return "\(name) could not be read: \(reason)"
      }
    }
  }
#endif
