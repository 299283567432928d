import Testing

@testable import CurtainCore

/// Plans shared by the coordinator's tests and its model check.
enum CoordinatorFixtures {
  static let fade = PlannedExit(animation: .fade, duration: 0.4, curve: .easeInEaseOut)
  static let reveal = PlannedExit(animation: .reveal, duration: 0.8, curve: .easeInEaseOut)
  static let instant = PlannedExit(animation: .none, duration: 0, curve: .linear)

  static func video(skippable: Bool = true, maxDuration: Double = 5) -> LaunchCover {
    .video(VideoDesign(file: "intro.mp4", skippable: skippable, maxDuration: maxDuration))
  }

  static let plans: [(String, LaunchPlan)] = [
    (
      "replica",
      LaunchPlan(cover: .replica, minimumDisplay: 0, exit: reveal, deadline: 6, kind: .sameVersion)
    ),
    (
      "replica, minimum 1.5 s",
      LaunchPlan(cover: .replica, minimumDisplay: 1.5, exit: fade, deadline: 3, kind: .sameVersion)
    ),
    (
      "snapshot, instant exit",
      LaunchPlan(
        cover: .snapshot(SnapshotReference(identifier: "s1")), minimumDisplay: 0, exit: instant,
        deadline: 2, kind: .sameVersion)
    ),
    (
      "skippable video",
      LaunchPlan(cover: video(), minimumDisplay: 0, exit: reveal, deadline: 6, kind: .firstLaunch)
    ),
    (
      "unskippable video longer than the deadline",
      LaunchPlan(
        cover: video(skippable: false, maxDuration: 8), minimumDisplay: 0, exit: fade, deadline: 4,
        kind: .firstLaunch)
    ),
    (
      "snapshot, fade that Reduce Motion turns into none",
      LaunchPlan(
        cover: .snapshot(SnapshotReference(identifier: "s1")), minimumDisplay: 0.5, exit: instant,
        deadline: 3, kind: .sameVersion, exits: ExitChoice(standard: fade, reducedMotion: instant))
    ),
  ]
}

@Suite struct LaunchCoordinatorTests {
  @Test func replicaLaunchExitsWhenReady() {
    let plan = CoordinatorFixtures.plans[0].1
    var coordinator = LaunchCoordinator(plan: plan)
    #expect(coordinator.initialActions.first == .showCover(.replica))
    #expect(coordinator.screenCover == .systemLaunchScreen)
    _ = coordinator.handle(.firstFrameCommitted, at: 0.05)
    #expect(coordinator.screenCover == .splash(.replica))
    let actions = coordinator.handle(.appReady, at: 1.2)
    #expect(actions == [.startExit(CoordinatorFixtures.reveal)])
    #expect(coordinator.nextTimer?.timer == .exitLimit)
    #expect(coordinator.handle(.exitFinished, at: 2.0) == [.removeSplash, .replayTaps])
    #expect(coordinator.screenCover == .app)
  }

  @Test func playerIsAttachedOnlyWhenReadyForDisplay() {
    let plan = CoordinatorFixtures.plans[3].1
    var coordinator = LaunchCoordinator(plan: plan)
    #expect(coordinator.initialActions.contains(.preparePlayer(VideoDesign(file: "intro.mp4"))))
    _ = coordinator.handle(.firstFrameCommitted, at: 0.05)
    #expect(coordinator.screenCover == .splash(.replica))
    #expect(coordinator.handle(.playerReadyForDisplay, at: 0.3) == [.attachPlayer, .play])
    #expect(coordinator.screenCover == .splash(.videoFrame))
    #expect(
      coordinator.handle(.playerFailed, at: 0.5) == [.detachPlayer, .logWaiting([.appReady])])
    #expect(coordinator.screenCover == .splash(.replica))
  }

  @Test func minimumDisplayHoldsAReadyApp() {
    let plan = CoordinatorFixtures.plans[1].1
    var coordinator = LaunchCoordinator(plan: plan)
    _ = coordinator.handle(.firstFrameCommitted, at: 0.05)
    #expect(coordinator.handle(.appReady, at: 0.2) == [.logWaiting([.minimumDisplay])])
    #expect(coordinator.nextTimer?.timer == .minimumDisplay)
    let actions = coordinator.handle(.timerFired(.minimumDisplay), at: 1.5)
    #expect(actions == [.startExit(CoordinatorFixtures.fade)])
  }

  @Test func timersThatAreNotDueAreIgnored() {
    var coordinator = LaunchCoordinator(plan: CoordinatorFixtures.plans[0].1)
    #expect(coordinator.handle(.timerFired(.deadline), at: 1).isEmpty)
    #expect(!coordinator.deadlinePassed)
    #expect(coordinator.handle(.timerFired(.exitLimit), at: 1).isEmpty)
  }

  @Test func backgroundDuringTheExitFinishesIt() {
    var coordinator = LaunchCoordinator(plan: CoordinatorFixtures.plans[0].1)
    _ = coordinator.handle(.firstFrameCommitted, at: 0.05)
    _ = coordinator.handle(.appReady, at: 0.5)
    #expect(coordinator.handle(.sceneEnteredBackground, at: 0.6) == [.removeSplash, .replayTaps])
    #expect(coordinator.phase == .finished)
  }

  @MainActor @Test func simulationOfAFirstLaunchVideo() throws {
    let plan = CoordinatorFixtures.plans[3].1
    let timeline = try SessionFixtures.simulate(
      plan, design: SessionFixtures.design(video: true), script: LaunchScript(readyAfter: 1.2)
    ).timeline
    let actions = timeline.flatMap(\.actions)
    #expect(actions.filter { $0 == .play }.count == 1)
    #expect(timeline.last?.phase == .finished)
    // The video (3 s from 0.3 s) holds the ready app; the exit starts when it ends.
    let exit = timeline.first { $0.actions.contains(.startExit(CoordinatorFixtures.reveal)) }
    #expect(exit?.time == 3.3)
  }
}
