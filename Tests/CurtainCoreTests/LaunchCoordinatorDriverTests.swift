import Clocks
import Testing

@testable import CurtainCore

@MainActor
@Suite struct LaunchCoordinatorDriverTests {
  final class Recorder {
    var actions: [LaunchAction] = []
  }

  /// Lets the driver's timer task run after the clock advanced: it resumes on the main actor,
  /// which other suites running in parallel may delay. Bounded in yields, not in time.
  func settle(_ driver: LaunchCoordinatorDriver, until phase: LaunchCoordinator.Phase) async {
    for _ in 0..<10_000 where driver.coordinator.phase != phase {
      await Task.yield()
    }
  }

  @Test func deadlineAndExitFireOnTheClock() async {
    let clock = TestClock()
    let recorder = Recorder()
    let plan = CoordinatorFixtures.plans[0].1
    let driver = LaunchCoordinatorDriver(plan: plan, clock: clock) { recorder.actions.append($0) }
    driver.send(.firstFrameCommitted)
    await clock.advance(by: .seconds(5.9))
    #expect(!recorder.actions.contains(.startExit(CoordinatorFixtures.reveal)))
    await clock.advance(by: .seconds(0.1))
    await settle(driver, until: .exiting)
    #expect(recorder.actions.contains(.startExit(CoordinatorFixtures.reveal)))
    #expect(driver.coordinator.phase == .exiting)
    await clock.advance(by: .seconds(0.8))
    await settle(driver, until: .finished)
    #expect(driver.coordinator.phase == .finished)
    #expect(recorder.actions.suffix(2) == [.removeSplash, .replayTaps])
  }

  @Test func readyAppLeavesAfterTheMinimumDisplay() async {
    let clock = TestClock()
    let recorder = Recorder()
    let plan = CoordinatorFixtures.plans[1].1
    let driver = LaunchCoordinatorDriver(plan: plan, clock: clock) { recorder.actions.append($0) }
    driver.send(.firstFrameCommitted)
    await clock.advance(by: .seconds(0.5))
    driver.send(.appReady)
    #expect(driver.coordinator.phase == .covering)
    await clock.advance(by: .seconds(1))
    await settle(driver, until: .exiting)
    #expect(driver.coordinator.phase == .exiting)
    driver.send(.exitFinished)
    #expect(driver.coordinator.phase == .finished)
  }
}
