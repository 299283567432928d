import Clocks
import Testing

@testable import CurtainCore

/// The defects found in the Apple layer's own reading of the coordinator, each now decided once
/// in the session and checked here.
@MainActor @Suite struct LaunchSessionDefectTests {
  /// A heartbeat exit built for the time it has beaten lasts exactly the plan's duration from
  /// there (the device built it for the 6 s default deadline: 6.8 s, cut by the coordinator
  /// after 0.8 s).
  @Test(arguments: [0.0, 0.35, 1.2, 2.3])
  func heartbeatExitLastsThePlansDuration(beaten: Double) throws {
    let design = SessionFixtures.design(exit: .heartbeat, duration: 0.8)
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let splash = SplashStages.splash(
      design: design, screen: SessionFixtures.screen, appearance: .light, cover: .replica,
      appContent: ImageSource(name: "app.png"))
    let layout = LaunchScreenLayout(
      design: design, screen: SessionFixtures.screen, appearance: .light)
    let mask = try #require(SessionFixtures.logoMask)
    let build = ExitAnimations.build(
      plan.exit, splash: splash, logo: RevealLogo(layout: layout, mask: mask), beaten: beaten)
    let animation = try #require(build.animation)
    #expect(animation.name == .heartbeat)
    #expect(abs(animation.duration - beaten - plan.exit.duration) < 1e-9)
  }

  /// The same, through the session: the exit it runs ends when the coordinator removes the
  /// splash.
  @Test func sessionRunsTheHeartbeatForThePlansDuration() throws {
    let design = SessionFixtures.design(exit: .heartbeat, duration: 0.8)
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let launch = try SessionFixtures.simulate(
      plan, design: design, script: LaunchScript(readyAfter: 1.3))
    let exit = try #require(launch.exit)
    let start = try #require(launch.exitStartTime)
    #expect(exit.animation.name == .heartbeat)
    #expect(abs(exit.origin + exit.animation.duration - (start + 0.8)) < 1e-9)
    #expect(abs(launch.endTime - (start + 0.8)) < 1e-9)
    // It beat while the splash waited.
    #expect(
      launch.records.contains { if case .animateSplash(.some) = $0.effect { true } else { false } })
  }

  /// A player that fails as it is made (a video missing from the bundle) reports during the
  /// session's set-up; the event is handled, so the splash leaves when the app is ready rather
  /// than at the video's time limit.
  @Test func playerFailingDuringSetUpIsNotDropped() throws {
    let design = SessionFixtures.design(video: true)
    let plan = LaunchPlan(design: design, kind: .firstLaunch, environment: LaunchEnvironment())
    let launch = try SessionFixtures.simulate(
      plan, design: design, script: LaunchScript(readyAfter: 0.6), playerFails: true)
    #expect(launch.exitStartTime == 0.6)
    #expect(launch.timeline.contains { $0.event == .playerFailed })
  }

  /// Events sent before `start(with:)` are queued and handled, in order, once it starts.
  @Test func eventsBeforeStartAreQueued() throws {
    let scheduler = VirtualLaunchScheduler()
    let design = SessionFixtures.design()
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png")), scheduler: scheduler)
    session.send(.firstFrameCommitted)
    session.send(.appReady)
    let recorder = LaunchRecorder(scheduler: scheduler, logoMask: nil, liveLayout: nil)
    recorder.session = session
    session.start(with: recorder)
    #expect(session.coordinator?.phase == .exiting)
    scheduler.run()
    #expect(session.isFinished)
  }

  /// `deadline: .infinity` (`LaunchDesign.noDeadline`) is valid and never traps: no timer is
  /// armed for it, on the uptime clock or any other.
  @Test func noDeadlineNeverTraps() async throws {
    let design = SessionFixtures.design(deadline: LaunchDesign.noDeadline)
    try design.validate()
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    #expect(plan.deadline == .infinity)
    var actions: [LaunchAction] = []
    let driver = LaunchCoordinatorDriver(plan: plan) { actions.append($0) }
    driver.send(.firstFrameCommitted)
    let clock = TestClock()
    let onClock = LaunchCoordinatorDriver(plan: plan, clock: clock) { _ in }
    onClock.send(.firstFrameCommitted)
    await clock.advance(by: .seconds(3600))
    #expect(onClock.coordinator.phase == .covering)
    driver.send(.appReady)
    #expect(driver.coordinator.phase == .exiting)
    driver.cancel()
    onClock.cancel()
  }

  /// A design made in code with a time that is negative or not finite is rejected, naming the
  /// key.
  @Test(arguments: [
    ("deadline", SessionFixtures.design(deadline: -1)),
    ("deadline", SessionFixtures.design(deadline: .nan)),
    ("minimumDisplay", SessionFixtures.design(minimumDisplay: -0.5)),
    ("exit.duration", SessionFixtures.design(duration: .infinity)),
  ])
  func invalidTimesAreRejected(key: String, design: LaunchDesign) throws {
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let setup = LaunchSessionSetup(
      design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
      appContent: ImageSource(name: "app.png"))
    #expect(throws: InvalidLaunchDesign.self) {
      _ = try LaunchSession(setup, scheduler: VirtualLaunchScheduler())
    }
    do {
      try design.validate()
    } catch {
      #expect(error.issues.contains { $0.keyPath == key })
    }
  }

  /// A reveal whose logo cannot be read fades instead, with the exit's own curve, in preview
  /// and on a device alike (the preview used to ease in and out whatever the exit's curve).
  @Test func revealWithoutItsLogoFadesWithTheExitsCurve() throws {
    var design = SessionFixtures.design(exit: .reveal, duration: 0.6)
    design.exit.curve = .easeOut
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let launch = try SimulatedLaunch(
      .init(
        design: design, screen: SessionFixtures.screen, appearance: .light, plan: plan,
        script: LaunchScript(readyAfter: 1), appContent: ImageSource(name: "app.png")))
    let exit = try #require(launch.exit)
    #expect(exit.animation.name == .fade)
    let curves = exit.animation.group.animations.map(\.curve)
    #expect(curves == [.basic(from: 1, to: 0, curve: .easeOut)])
    #expect(
      launch.records.contains {
        $0.effect == .log("exit 'reveal' needs the logo's image and alpha; fading instead")
      })
  }

  /// A scene disconnected while its splash is up takes the splash down at once and replays
  /// nothing; a later background does not capture a snapshot.
  @Test func sceneDisconnectDuringTheSplash() throws {
    let design = SessionFixtures.design()
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let launch = try SessionFixtures.simulate(
      plan, design: design, script: LaunchScript(readyAfter: 2),
      extra: [
        ScheduledLaunchEvent(.sceneDisconnected, at: 0.5),
        ScheduledLaunchEvent(.sceneEnteredBackground, at: 0.6),
      ])
    #expect(launch.endTime == 0.5)
    #expect(launch.exitStartTime == nil)
    #expect(launch.timeline.last?.cover == .sceneGone)
    #expect(!launch.records.contains { $0.effect.description.hasPrefix("capture snapshot") })
  }

  /// A rotation keeps the snapshot only when the scene's snapshot key is still the one the
  /// snapshot was filed under; otherwise the replica shows (decided by the session, not the
  /// Apple layer).
  @Test(arguments: [true, false])
  func snapshotStaysOnlyWhileItsKeyMatches(sameKey: Bool) throws {
    let key = SnapshotKey(
      screen: SessionFixtures.screen, appearance: .light, appVersion: "1", appBuild: "1",
      layoutDirection: .leftToRight, contentSizeCategory: "L", stateSignature: "")
    var rotatedKey = key
    rotatedKey.appearance = .dark
    let scheduler = VirtualLaunchScheduler()
    let design = SessionFixtures.design()
    let plan = LaunchPlan(
      design: design, kind: .sameVersion,
      environment: LaunchEnvironment(snapshot: SnapshotReference(identifier: "s")))
    var snapshot = SessionFixtures.snapshot
    snapshot.key = key
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png"), snapshot: snapshot), scheduler: scheduler)
    let recorder = LaunchRecorder(scheduler: scheduler, logoMask: nil, liveLayout: nil)
    recorder.session = session
    session.start(with: recorder)
    session.send(.firstFrameCommitted)
    session.sceneChanged(
      screen: SessionFixtures.screen, appearance: .light, snapshotKey: sameKey ? key : rotatedKey)
    let shown = recorder.records.compactMap { record -> Stage? in
      if case .showStage(let stage) = record.effect { return stage }
      return nil
    }
    let last = try #require(shown.last)
    let showsSnapshot =
      last.window(.foregroundSplash)?.layer.layer(withID: SplashStages.snapshotID) != nil
    #expect(shown.count == 2)
    #expect(showsSnapshot == sameKey)
  }

  /// Touches count only while the splash is on screen: one before the first frame (the system
  /// launch screen takes none) is not recorded, a tap on the snapshot is replayed when the
  /// splash goes.
  @Test func tapsAreRecordedOnlyWhileTheSplashIsUp() throws {
    let scheduler = VirtualLaunchScheduler()
    let design = SessionFixtures.design()
    let plan = LaunchPlan(
      design: design, kind: .sameVersion,
      environment: LaunchEnvironment(snapshot: SnapshotReference(identifier: "s")))
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png"), snapshot: SessionFixtures.snapshot),
      scheduler: scheduler)
    let recorder = LaunchRecorder(
      scheduler: scheduler, logoMask: nil, liveLayout: SessionFixtures.snapshot.layout)
    recorder.session = session
    session.start(with: recorder)
    let point = Point(x: 10, y: 10)
    session.record(TouchEvent(touchID: 0, phase: .began, location: point, time: 0))
    session.record(TouchEvent(touchID: 0, phase: .ended, location: point, time: 0))
    session.send(.firstFrameCommitted)
    session.record(TouchEvent(touchID: 1, phase: .began, location: point, time: 0))
    session.record(TouchEvent(touchID: 1, phase: .ended, location: point, time: 0))
    session.send(.appReady)
    scheduler.run()
    let plans = recorder.records.compactMap { record -> TapReplayPlan? in
      if case .replayTaps(let plan) = record.effect { return plan }
      return nil
    }
    #expect(plans.count == 1)
    #expect(plans.first?.replay.map(\.touchID) == [1])
    #expect(plans.first?.dropped.isEmpty == true)
  }

  /// `splashFinished()` returns once the splash is removed.
  @Test func splashFinishedSignalsTheRemoval() async throws {
    let scheduler = VirtualLaunchScheduler()
    let design = SessionFixtures.design()
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png")), scheduler: scheduler)
    let recorder = LaunchRecorder(scheduler: scheduler, logoMask: nil, liveLayout: nil)
    recorder.session = session
    session.start(with: recorder)
    session.send(.firstFrameCommitted)
    session.send(.appReady)
    let waiting = Task { @MainActor in
      await session.splashFinished()
      return session.isFinished
    }
    // Let the waiter register before the launch runs on.
    for _ in 0..<100 { await Task.yield() }
    #expect(!session.isFinished)
    scheduler.run()
    #expect(await waiting.value)
    await session.splashFinished()
  }
}
