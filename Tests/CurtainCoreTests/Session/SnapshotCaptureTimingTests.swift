import Testing

@testable import CurtainCore

/// Issue #28 (N1): a snapshot is of the screen the launch reveals, on the app's terms: captured
/// when the splash is removed after the app was ready (before any tap replays), never at a
/// background (whatever screen the app was left on), filed under the app screen it shows;
/// or only when the app asks, under the screen it names.
@MainActor @Suite struct SnapshotCaptureTimingTests {
  @MainActor struct Run {
    var session: LaunchSession
    var recorder: LaunchRecorder
    var scheduler: VirtualLaunchScheduler

    var effects: [LaunchEffect] { recorder.records.map(\.effect) }

    var captures: [String] {
      effects.compactMap { effect in
        if case .captureSnapshot(let screen) = effect { return screen }
        return nil
      }
    }
  }

  static func start(
    policy: SnapshotCapturePolicy = .firstScreen, firstScreen: String = SnapshotKey.firstScreen
  ) throws -> Run {
    let scheduler = VirtualLaunchScheduler()
    let design = SessionFixtures.design(deadline: 3)
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png"), snapshotCapture: policy,
        firstScreen: firstScreen), scheduler: scheduler)
    let recorder = LaunchRecorder(
      scheduler: scheduler, logoMask: nil, liveLayout: SessionFixtures.snapshot.layout)
    recorder.session = session
    session.start(with: recorder)
    session.send(.firstFrameCommitted)
    return Run(session: session, recorder: recorder, scheduler: scheduler)
  }

  /// The revealed screen is captured once, right after the splash is removed and before the
  /// taps made on it replay; a later background (the app left on settings, a chat) captures
  /// nothing.
  @Test(arguments: ["first", "home.signedIn"])
  func theRevealedScreenIsCapturedAtTheRemovalNotAtABackground(firstScreen: String) throws {
    let run = try Self.start(firstScreen: firstScreen)
    run.session.send(.sceneEnteredBackground)
    #expect(run.captures.isEmpty)
    run.session.record(
      TouchEvent(touchID: 1, phase: .began, location: Point(x: 50, y: 60), time: 0.2))
    run.session.record(
      TouchEvent(touchID: 1, phase: .ended, location: Point(x: 50, y: 60), time: 0.3))
    run.session.send(.appReady)
    run.scheduler.run()
    #expect(run.session.isFinished)
    #expect(run.captures == [firstScreen])
    let removal = try #require(run.effects.firstIndex(of: .removeSplash))
    let capture = try #require(run.effects.firstIndex(of: .captureSnapshot(screen: firstScreen)))
    #expect(removal < capture)
    if let replay = run.effects.firstIndex(where: { $0.description.hasPrefix("replay") }) {
      #expect(capture < replay)
    }
    run.session.send(.sceneEnteredBackground)
    run.session.send(.sceneEnteredBackground)
    #expect(run.captures == [firstScreen])
  }

  /// A splash removed at the deadline, the app not ready, captures nothing: the screen shown
  /// is not the app's first screen yet.
  @Test func aSplashRemovedAtTheDeadlineCapturesNothing() throws {
    let run = try Self.start()
    run.scheduler.run()
    #expect(run.session.isFinished)
    run.session.send(.appReady)
    run.session.send(.sceneEnteredBackground)
    #expect(run.captures.isEmpty)
  }

  /// With `.onRequest` only the app's requests capture: one made while the splash covers the
  /// app is taken at the removal, one made later at once, each under the screen the app named;
  /// none once the scene is gone.
  @Test func theAppsRequestsCaptureUnderTheScreenItNames() throws {
    let run = try Self.start(policy: .onRequest)
    run.session.snapshotRequested(screen: "home")
    #expect(run.captures.isEmpty)
    run.session.send(.appReady)
    run.scheduler.run()
    #expect(run.captures == ["home"])
    run.session.send(.sceneEnteredBackground)
    run.session.snapshotRequested(screen: "inbox")
    #expect(run.captures == ["home", "inbox"])
    run.session.send(.sceneDisconnected)
    run.session.snapshotRequested(screen: "home")
    #expect(run.captures == ["home", "inbox"])
  }

  /// A scene gone while the splash covers it captures nothing, even when the app asked.
  @Test func aSceneGoneDuringTheSplashCapturesNothing() throws {
    let run = try Self.start()
    run.session.snapshotRequested(screen: "home")
    run.session.send(.appReady)
    run.session.send(.sceneDisconnected)
    run.scheduler.run()
    #expect(run.captures.isEmpty)
  }
}
