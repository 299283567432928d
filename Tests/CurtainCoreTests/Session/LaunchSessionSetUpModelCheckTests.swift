import Testing

@testable import CurtainCore

/// The model check's guarantees through the whole session, set-up window included: events sent
/// before the session starts, a player failing while it is made (before the first frame), and
/// every further pair of platform events (scene disconnect included). Each launch is run to
/// its end with timers alone, and must be: never stuck, never early, the app on screen by
/// deadline + exit.
@MainActor @Suite struct LaunchSessionSetUpModelCheckTests {
  static let tolerance = 1e-9
  static let preStart: [[LaunchEvent]] = subsets([.firstFrameCommitted, .appReady, .playerFailed])
  static let later = [0.25, 1.0]

  static func subsets(_ events: [LaunchEvent]) -> [[LaunchEvent]] {
    (0..<(1 << events.count)).map { mask in
      events.indices.filter { mask & (1 << $0) != 0 }.map { events[$0] }
    }
  }

  /// Every sequence of at most two platform events, each at one of `later`'s times.
  static var sequences: [[ScheduledLaunchEvent]] {
    let steps = LaunchEvent.platformEvents.flatMap { event in
      later.map { ScheduledLaunchEvent(event, at: $0) }
    }
    var result: [[ScheduledLaunchEvent]] = [[]]
    for first in steps {
      result.append([first])
      for second in steps where second.time >= first.time { result.append([first, second]) }
    }
    return result
  }

  struct Outcome {
    var removal: Double?
    var exitStart: Double?
  }

  static func run(
    _ plan: LaunchPlan, preStart: [LaunchEvent], failsAsMade: Bool,
    events: [ScheduledLaunchEvent]
  ) throws -> Outcome {
    let scheduler = VirtualLaunchScheduler()
    let design = SessionFixtures.design(video: true)
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
        appContent: ImageSource(name: "app.png"), snapshot: SessionFixtures.snapshot),
      scheduler: scheduler)
    preStart.forEach(session.send)
    let recorder = LaunchRecorder(
      scheduler: scheduler, logoMask: SessionFixtures.logoMask, liveLayout: nil,
      playerFails: failsAsMade)
    recorder.session = session
    session.start(with: recorder)
    for scheduled in events {
      _ = scheduler.schedule(at: scheduled.time) { session.send(scheduled.event) }
    }
    scheduler.run()
    func time(of effect: LaunchEffect) -> Double? {
      recorder.records.first { $0.effect == effect }?.time
    }
    return Outcome(removal: time(of: .removeSplash), exitStart: time(of: .mark(.exitStarted)))
  }

  @Test(arguments: CoordinatorFixtures.plans.indices)
  func neverStuckNeverEarlyAppOnScreenByTheDeadline(_ index: Int) throws {
    let (name, plan) = CoordinatorFixtures.plans[index]
    var violations: [String] = []
    var runs = 0
    for preStart in Self.preStart {
      for failsAsMade in [false, true] {
        for events in Self.sequences {
          runs += 1
          let outcome = try Self.run(
            plan, preStart: preStart, failsAsMade: failsAsMade, events: events)
          let label = "\(name): before start \(preStart), fails as made \(failsAsMade), \(events)"
          guard let removal = outcome.removal else {
            violations.append("stuck: \(label)")
            continue
          }
          if removal > plan.latestReveal + Self.tolerance {
            violations.append("app on screen at \(removal) > \(plan.latestReveal): \(label)")
          }
          let ready =
            preStart.contains(.appReady)
            ? 0 : events.first { $0.event == .appReady }?.time ?? .infinity
          if let start = outcome.exitStart, start < min(ready, plan.deadline) - Self.tolerance {
            violations.append("exit at \(start) before ready or deadline: \(label)")
          }
        }
      }
    }
    #expect(runs > 1000)
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }
}
