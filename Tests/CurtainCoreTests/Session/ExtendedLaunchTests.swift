import Testing

@testable import CurtainCore

/// Issue #31: the launch session drives MetricKit's extended launch measurement, so Organizer's
/// extended launch ends where Curtain's "ready" does.
@MainActor @Suite struct ExtendedLaunchTests {
  enum Ending: String, CaseIterable, Sendable {
    case ready, deadline, sceneGone
  }

  static func run(measures: Bool, ending: Ending) throws -> [LaunchEffectRecord] {
    let scheduler = VirtualLaunchScheduler()
    let design = SessionFixtures.design(duration: 0.5, deadline: 4, minimumDisplay: 1)
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png"), measuresExtendedLaunch: measures),
      scheduler: scheduler)
    let recorder = LaunchRecorder(scheduler: scheduler, logoMask: nil, liveLayout: nil)
    recorder.session = session
    session.start(with: recorder)
    scheduler.advance(to: 0.3)
    session.send(.firstFrameCommitted)
    switch ending {
    case .ready:
      scheduler.advance(to: 2)
      session.send(.appReady)
    case .deadline: break
    case .sceneGone:
      scheduler.advance(to: 2)
      session.send(.sceneDisconnected)
    }
    scheduler.run()
    return recorder.records
  }

  static func steps(_ records: [LaunchEffectRecord]) -> [(ExtendedLaunchStep, Double)] {
    records.compactMap {
      if case .extendedLaunch(let step) = $0.effect { return (step, $0.time) }
      return nil
    }
  }

  @Test(arguments: Ending.allCases)
  func itBeginsBeforeTheFirstFrameAndEndsOnceAtReadyOrWhenTheSplashGoesFirst(ending: Ending)
    throws
  {
    let records = try Self.run(measures: true, ending: ending)
    let steps = Self.steps(records)
    #expect(steps.map(\.0) == [.begin, .finish])
    #expect(steps.first?.1 == 0)
    let expectedEnd: Double =
      switch ending {
      case .ready, .sceneGone: 2
      case .deadline: 4.5
      }
    #expect(steps.last?.1 == expectedEnd)
    // Ready ends the measurement, not the minimum display or the exit that follow.
    let removed = try #require(records.firstIndex { $0.effect == .removeSplash })
    let finished = try #require(records.firstIndex { $0.effect == .extendedLaunch(.finish) })
    #expect(finished < removed)
  }

  @Test func aSceneThatDoesNotMeasureSendsNoStep() throws {
    #expect(Self.steps(try Self.run(measures: false, ending: .ready)).isEmpty)
  }
}
