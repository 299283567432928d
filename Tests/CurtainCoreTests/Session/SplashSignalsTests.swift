import Testing

@testable import CurtainCore

@MainActor @Suite struct SplashSignalsTests {
  @Test func theFinishedSignalResumesWaitersAndCallsCallbacksOnce() async {
    let signal = SplashFinishedSignal()
    var calls = 0
    signal.onFinished { calls += 1 }
    let waiter = Task { await signal.finished() }
    await Task.yield()
    signal.finish()
    signal.finish()
    await waiter.value
    #expect(calls == 1)
    // After it fired: at once.
    signal.onFinished { calls += 1 }
    await signal.finished()
    #expect(calls == 2)
  }

  @Test func aSceneIsToldOnceByWhicheverReadinessComesFirst() {
    var readiness = SceneReadiness<String>()
    let coveredA = readiness.covered("a")
    let coveredB = readiness.covered("b")
    let readyA = readiness.sceneReady("a")
    let readyAgain = readiness.sceneReady("a")
    #expect(!coveredA && !coveredB && readyA && !readyAgain)
    let told = readiness.appReady()
    #expect(told == ["b"])
    // Covered after the app was ready: told at once.
    let coveredC = readiness.covered("c")
    #expect(coveredC)
  }

  @Test func aSceneReadyBeforeItIsCoveredIsToldWhenCovered() {
    var readiness = SceneReadiness<String>()
    let early = readiness.sceneReady("a")
    let covered = readiness.covered("a")
    readiness.removed("a")
    let again = readiness.covered("a")
    #expect(!early && covered && !again)
  }

  /// Issue #12: the app can supply its own exit; it is told when it starts and how long it
  /// has, and the splash goes when it says it is done or at the time limit.
  @Test(arguments: [0.2, nil] as [Double?])
  func aCustomExitIsBoundedByTheExitsDuration(doneAfter: Double?) throws {
    let scheduler = VirtualLaunchScheduler()
    let design = SessionFixtures.design(duration: 0.5)
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png"), customExit: true), scheduler: scheduler)
    let recorder = LaunchRecorder(scheduler: scheduler, logoMask: nil, liveLayout: nil)
    recorder.session = session
    session.start(with: recorder)
    session.send(.firstFrameCommitted)
    scheduler.advance(to: 1)
    session.send(.appReady)
    let custom = recorder.records.compactMap { record -> CustomExit? in
      if case .runCustomExit(let exit) = record.effect { return exit }
      return nil
    }
    let exit = try #require(custom.first)
    #expect(exit.origin == 1)
    #expect(exit.duration == 0.5)
    #expect(!recorder.records.contains { if case .runExit = $0.effect { true } else { false } })
    if let doneAfter {
      _ = scheduler.schedule(at: 1 + doneAfter) { session.finishCustomExit() }
    }
    scheduler.run()
    let removed = try #require(recorder.records.first { $0.effect == .removeSplash })
    #expect(removed.time == 1 + (doneAfter ?? 0.5))
  }

  @Test func reduceMotionRunsTheDesignsReducedExitInstead() throws {
    let scheduler = VirtualLaunchScheduler()
    let design = SessionFixtures.design(duration: 0.5)
    let plan = LaunchPlan(
      design: design, kind: .sameVersion, environment: LaunchEnvironment(reduceMotion: true))
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png"), customExit: true, reduceMotion: true),
      scheduler: scheduler)
    let recorder = LaunchRecorder(scheduler: scheduler, logoMask: nil, liveLayout: nil)
    recorder.session = session
    session.start(with: recorder)
    session.send(.firstFrameCommitted)
    session.send(.appReady)
    scheduler.run()
    #expect(
      !recorder.records.contains { if case .runCustomExit = $0.effect { true } else { false } })
    #expect(recorder.records.contains { if case .runExit = $0.effect { true } else { false } })
  }

  /// Issue #12: a light/dark switch during the splash kept the old colours; the session draws
  /// the splash again for the new appearance.
  @Test func anAppearanceChangeDuringTheSplashRedrawsIt() throws {
    let scheduler = VirtualLaunchScheduler()
    var design = SessionFixtures.design()
    design.background = AppearanceColor(
      light: RGBAColor(red: 1, green: 1, blue: 1), dark: RGBAColor(red: 0, green: 0, blue: 0))
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png")), scheduler: scheduler)
    let recorder = LaunchRecorder(scheduler: scheduler, logoMask: nil, liveLayout: nil)
    recorder.session = session
    session.start(with: recorder)
    session.send(.firstFrameCommitted)
    session.sceneChanged(screen: SessionFixtures.screen, appearance: .dark, snapshotKey: nil)
    let stages = recorder.records.compactMap { record -> Stage? in
      if case .showStage(let stage) = record.effect { return stage }
      return nil
    }
    #expect(stages.count == 2)
    #expect(stages.last == session.splashStage())
    #expect(session.appearance == .dark)
    #expect(stages.first != stages.last)
  }
}
