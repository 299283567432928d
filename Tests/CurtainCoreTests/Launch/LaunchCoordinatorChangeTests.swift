import Testing

@testable import CurtainCore

/// Reduce Motion turned on or off, and the screen rotated, while the splash is up.
@Suite struct LaunchCoordinatorChangeTests {
  static let design = ExitDesign(animation: .reveal, duration: 0.8)
  static let snapshot = SnapshotReference(identifier: "s1")

  static func plan(
    cover: LaunchCover = .replica, reduceMotion: Bool = false, exit: ExitDesign = design
  ) -> LaunchPlan {
    var launch = LaunchDesign(
      background: AppearanceColor(light: RGBAColor(red: 0, green: 0, blue: 0)),
      logo: LogoDesign(image: AppearanceImage(light: "logo"), size: Size(width: 100, height: 100)))
    launch.exit = exit
    let snapshot: SnapshotReference? =
      if case .snapshot(let reference) = cover { reference } else { nil }
    return LaunchPlan(
      design: launch, kind: .sameVersion,
      environment: LaunchEnvironment(reduceMotion: reduceMotion, snapshot: snapshot))
  }

  struct MotionCase: CustomTestStringConvertible, Sendable {
    var name: String
    var atLaunch: Bool
    var changes: [Bool]
    var reducedForm: ReducedMotionExit = .fade
    var expected: ExitAnimationName
    var testDescription: String { name }
  }

  static let motionCases = [
    MotionCase(name: "off, unchanged", atLaunch: false, changes: [], expected: .reveal),
    MotionCase(name: "turned on", atLaunch: false, changes: [true], expected: .fade),
    MotionCase(name: "turned off", atLaunch: true, changes: [false], expected: .reveal),
    MotionCase(
      name: "on, off, on", atLaunch: false, changes: [true, false, true], expected: .fade),
    MotionCase(
      name: "turned on, reduced form none", atLaunch: false, changes: [true], reducedForm: .none,
      expected: .none),
  ]

  @Test(arguments: motionCases)
  func aReduceMotionChangeBeforeTheExitChangesTheExit(_ test: MotionCase) {
    var exit = Self.design
    exit.reduceMotion = test.reducedForm
    var coordinator = LaunchCoordinator(plan: Self.plan(reduceMotion: test.atLaunch, exit: exit))
    _ = coordinator.handle(.firstFrameCommitted, at: 0.1)
    for (offset, on) in test.changes.enumerated() {
      #expect(coordinator.handle(.reduceMotionChanged(on), at: 0.2 + Double(offset) * 0.1) == [])
    }
    let actions = coordinator.handle(.appReady, at: 1)
    guard case .startExit(let started)? = actions.first else {
      Issue.record("no exit in \(actions)")
      return
    }
    #expect(started.animation == test.expected)
    #expect(started.duration == (test.expected == .none ? 0 : 0.8))
  }

  @Test func aChangeAfterTheExitStartedIsIgnored() {
    var coordinator = LaunchCoordinator(plan: Self.plan())
    _ = coordinator.handle(.firstFrameCommitted, at: 0.1)
    _ = coordinator.handle(.appReady, at: 0.5)
    #expect(coordinator.handle(.reduceMotionChanged(true), at: 0.6) == [])
    #expect(coordinator.exit.animation == .reveal)
  }

  @Test func theLatestRevealAllowsForTheLongerExit() {
    var exit = Self.design
    exit.reduceMotion = .none
    let plan = Self.plan(reduceMotion: true, exit: exit)
    #expect(plan.exit.duration == 0)
    #expect(plan.latestReveal == plan.deadline + 0.8)
  }

  @Test func overASnapshotBothExitsKeepTheLogoRule() {
    var exit = Self.design
    exit.reduceMotion = .none
    let plan = Self.plan(cover: .snapshot(Self.snapshot), exit: exit)
    #expect(plan.exits.standard.animation == .fade)
    #expect(plan.exits.reducedMotion.animation == .none)
    #expect(plan.exit == plan.exits.standard)
  }

  @Test func aRotationRedrawsTheReplica() {
    var coordinator = LaunchCoordinator(plan: Self.plan())
    _ = coordinator.handle(.firstFrameCommitted, at: 0.1)
    #expect(
      coordinator.handle(.screenChanged(snapshotFits: true), at: 0.3) == [.showCover(.replica)])
    #expect(coordinator.screenCover == .splash(.replica))
  }

  @Test func aSnapshotThatNoLongerFitsGivesWayToTheReplicaForGood() {
    var coordinator = LaunchCoordinator(plan: Self.plan(cover: .snapshot(Self.snapshot)))
    _ = coordinator.handle(.firstFrameCommitted, at: 0.1)
    #expect(coordinator.screenCover == .splash(.snapshot(Self.snapshot)))
    #expect(
      coordinator.handle(.screenChanged(snapshotFits: true), at: 0.2)
        == [.showCover(.snapshot(Self.snapshot))])
    #expect(
      coordinator.handle(.screenChanged(snapshotFits: false), at: 0.3) == [.showCover(.replica)])
    #expect(coordinator.snapshotWithdrawn)
    // Rotating back does not bring it back: the replica stays until the exit.
    #expect(
      coordinator.handle(.screenChanged(snapshotFits: true), at: 0.4) == [.showCover(.replica)])
    #expect(coordinator.screenCover == .splash(.replica))
  }

  @Test func aRotationDuringTheExitEndsIt() {
    var coordinator = LaunchCoordinator(plan: Self.plan())
    _ = coordinator.handle(.firstFrameCommitted, at: 0.1)
    _ = coordinator.handle(.appReady, at: 0.5)
    #expect(coordinator.phase == .exiting)
    #expect(
      coordinator.handle(.screenChanged(snapshotFits: true), at: 0.7)
        == [.removeSplash, .replayTaps])
    #expect(coordinator.screenCover == .app)
  }
}

@Suite struct PlayerReportTests {
  @Test(
    arguments: [
      (PlayerReport.readyForDisplay, LaunchEvent.playerReadyForDisplay, false),
      (.failed("no such file"), .playerFailed, true),
      (.stalled, .playerFailed, true),
      (.finished, .playerFinished, false),
    ])
  func eachReportMapsToOneCoordinatorEvent(report: PlayerReport, event: LaunchEvent, logged: Bool) {
    #expect(report.launchEvent == event)
    #expect((report.diagnostic != nil) == logged)
  }

  @Test func aStallWhilePlayingShowsTheReplicaAgain() {
    let video = VideoDesign(file: "intro.mp4", maxDuration: 5)
    var coordinator = LaunchCoordinator(
      plan: LaunchPlan(
        cover: .video(video), minimumDisplay: 0, exit: CoordinatorFixtures.fade, deadline: 6,
        kind: .firstLaunch))
    _ = coordinator.handle(.firstFrameCommitted, at: 0.1)
    _ = coordinator.handle(PlayerReport.readyForDisplay.launchEvent, at: 0.3)
    #expect(coordinator.screenCover == .splash(.videoFrame))
    let actions = coordinator.handle(PlayerReport.stalled.launchEvent, at: 1)
    #expect(actions.first == .detachPlayer)
    #expect(coordinator.screenCover == .splash(.replica))
  }
}

@Suite struct LaunchCompletionTests {
  private static func clock() -> LaunchClock {
    LaunchClock(timeSource: LaunchTimeSource { 1_000 }, processStartNanoseconds: 0)
  }

  @Test func theFirstFrameAndTheRecordAreEachReportedOnce() {
    var completion = LaunchCompletion()
    let clock = Self.clock()
    let frames = (0..<2).map { _ in completion.firstFrameCommitted(marking: clock) }
    let scenes = (0..<3).map { _ in completion.sceneFinished(marking: clock) }
    #expect(frames == [true, false])
    #expect(scenes == [true, false, false])
  }

  @Test func theSecondScenesFirstFrameDoesNotReportTheRecord() {
    var completion = LaunchCompletion()
    let clock = Self.clock()
    completion.firstFrameCommitted(marking: clock)
    completion.firstFrameCommitted(marking: clock)
    #expect(!completion.recordReported)
    let reports = completion.sceneFinished(marking: clock)
    #expect(reports)
  }

  /// The record the first finished scene reports holds the first frame and the splash's end,
  /// once each ("Curtain marks ... the end of the splash"; the end was dropped).
  @Test func theRecordHoldsTheFirstFrameAndTheSplashEndOnce() {
    var completion = LaunchCompletion()
    let clock = Self.clock()
    completion.firstFrameCommitted(marking: clock)
    completion.firstFrameCommitted(marking: clock)
    _ = completion.sceneFinished(marking: clock)
    _ = completion.sceneFinished(marking: clock)
    let names = clock.record(appVersion: "1").marks.map(\.name)
    #expect(names == ["processStart", "firstFrame", "splashRemoved"])
  }
}
