import Testing

@testable import CurtainCore

/// Guarantees (1)-(3) checked as a model checker would: breadth-first over every state the
/// coordinator can reach from its start under every platform event (at the current time or a
/// quantum later), and every due timer firing. Each state is checked, and from each state the
/// launch is completed with timers alone (every further event omitted).
@Suite struct LaunchCoordinatorModelCheckTests {
  /// Seconds a platform event may come after the previous step, besides "at once".
  static let quantum = 0.25
  static let tolerance = 1e-9

  struct Exploration {
    var states = 0
    var transitions = 0
    var violations: [String] = []
  }

  static func successors(of state: LaunchCoordinator) -> [(
    String, LaunchCoordinator, [LaunchAction]
  )] {
    var result: [(String, LaunchCoordinator, [LaunchAction])] = []
    let nextDue = state.nextTimer?.time
    var times = [state.now]
    // Time is explored up to a horizon past the latest reveal, so a broken coordinator without
    // timers still has a finite state space.
    let horizon = state.plan.latestReveal + 1
    let later = min(state.now + quantum, nextDue ?? horizon, horizon)
    if later > state.now { times.append(later) }
    for time in times {
      for event in LaunchEvent.platformEvents {
        var next = state
        let actions = next.handle(event, at: time)
        result.append(("\(event) at \(time)", next, actions))
      }
    }
    if let nextDue {
      for (timer, due) in state.timers where due <= nextDue + tolerance {
        var next = state
        let actions = next.handle(.timerFired(timer), at: due)
        result.append(("timer \(timer) at \(due)", next, actions))
      }
    }
    return result
  }

  /// Completes the launch from `state` with timers alone; returns the reveal time or a failure.
  static func completeWithTimersOnly(_ state: LaunchCoordinator) -> Result<Double, Failure> {
    var state = state
    var steps = 0
    while state.phase != .finished {
      guard let next = state.nextTimer, steps < 16 else { return .failure(Failure("stuck")) }
      _ = state.handle(.timerFired(next.timer), at: next.time)
      steps += 1
    }
    return .success(state.now)
  }

  struct Failure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  static func explore(_ plan: LaunchPlan) -> Exploration {
    var exploration = Exploration()
    let start = LaunchCoordinator(plan: plan)
    var seen: Set<LaunchCoordinator> = [start]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      exploration.states += 1
      check(state, plan: plan, into: &exploration)
      for (label, next, actions) in successors(of: state) {
        exploration.transitions += 1
        if actions.contains(.play), state.hasPlayed {
          exploration.violations.append("played twice: \(label)")
        }
        if seen.insert(next).inserted { queue.append(next) }
      }
    }
    return exploration
  }

  static func check(
    _ state: LaunchCoordinator, plan: LaunchPlan, into exploration: inout Exploration
  ) {
    // (2) Something opaque and intended always covers the screen.
    if !state.screenCover.isOpaqueAndIntended {
      exploration.violations.append("(2) \(state.screenCover) in \(state)")
    }
    // (3) Never revealed before ready, unless the deadline passed (or the scene, and with it
    // the splash, went away).
    if state.phase != .covering, !state.revealAllowed, !state.sceneDisconnected {
      exploration.violations.append("(3) revealed early in \(state)")
    }
    // (1) Whatever is omitted from here on, the app is on screen by deadline + exit duration.
    switch completeWithTimersOnly(state) {
    case .success(let reveal) where reveal > plan.latestReveal + tolerance:
      exploration.violations.append("(1) app on screen at \(reveal) s > \(plan.latestReveal) s")
    case .success: break
    case .failure(let failure): exploration.violations.append("(1) \(failure.reason) in \(state)")
    }
  }

  @Test(arguments: CoordinatorFixtures.plans.indices)
  func guaranteesHoldInEveryReachableState(_ index: Int) {
    let (name, plan) = CoordinatorFixtures.plans[index]
    let exploration = Self.explore(plan)
    print(
      "model check '\(name)': \(exploration.states) states, "
        + "\(exploration.transitions) transitions explored")
    #expect(exploration.states >= 40, "explored only \(exploration.states) states")
    #expect(exploration.violations.isEmpty, "\(exploration.violations.prefix(3))")
  }
}
