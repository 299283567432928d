/// An event at a time, in seconds after the coordinator started.
public struct ScheduledLaunchEvent: Hashable, Sendable {
  /// Seconds after start.
  public var time: Double
  /// The event.
  public var event: LaunchEvent

  /// Creates a scheduled event.
  public init(_ event: LaunchEvent, at time: Double) {
    self.time = time
    self.event = event
  }
}

/// One step of a simulated launch: what happened, what the coordinator did, what covered the
/// screen afterwards.
public struct LaunchTimelineEntry: Hashable, Sendable {
  /// Seconds after start.
  public var time: Double
  /// The event handled; `nil` for the start.
  public var event: LaunchEvent?
  /// The actions emitted, in order.
  public var actions: [LaunchAction]
  /// The phase afterwards.
  public var phase: LaunchCoordinator.Phase
  /// What covered the screen afterwards.
  public var cover: ScreenCover
}

/// Runs a coordinator through a script of events, firing its timers when they are due, as the
/// driver would on a real clock. Used by `curtain plan` and by tests.
public enum LaunchSimulation {
  /// Simulates a launch.
  ///
  /// - Parameters:
  ///   - plan: The launch plan.
  ///   - script: Platform events at their times (seconds after start), in any order.
  ///   - completesExits: Whether to report `.exitFinished` when an exit's duration has passed,
  ///     as the platform's animation completion would.
  /// - Returns: The start, then one entry per event handled, in time order, until the splash is
  ///   gone and no timer is left. Complexity O(events + timers).
  public static func run(
    plan: LaunchPlan, script: [ScheduledLaunchEvent], completesExits: Bool = true
  ) -> [LaunchTimelineEntry] {
    var coordinator = LaunchCoordinator(plan: plan)
    var timeline = [
      LaunchTimelineEntry(
        time: 0, event: nil, actions: coordinator.initialActions, phase: coordinator.phase,
        cover: coordinator.screenCover)
    ]
    var pending = script.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    while coordinator.phase != .finished,
      let (next, scripted) = nextStep(pending: pending, coordinator: coordinator)
    {
      if scripted { pending.removeFirst() }
      let actions = coordinator.handle(next.event, at: next.time)
      if completesExits, case .startExit(let exit)? = actions.first(where: Self.isExitStart) {
        insert(ScheduledLaunchEvent(.exitFinished, at: next.time + exit.duration), into: &pending)
      }
      timeline.append(
        LaunchTimelineEntry(
          time: next.time, event: next.event, actions: actions, phase: coordinator.phase,
          cover: coordinator.screenCover))
    }
    return timeline
  }

  /// The next step and whether it comes from the script: the earliest of the next scripted
  /// event and the next timer (the script wins a tie, as an event already queued would).
  private static func nextStep(
    pending: [ScheduledLaunchEvent], coordinator: LaunchCoordinator
  ) -> (ScheduledLaunchEvent, Bool)? {
    let timer = coordinator.nextTimer.map {
      ScheduledLaunchEvent(.timerFired($0.timer), at: $0.time)
    }
    switch (pending.first, timer) {
    case (let event?, let timer?): return event.time <= timer.time ? (event, true) : (timer, false)
    case (let event?, nil): return (event, true)
    case (nil, let timer?): return (timer, false)
    case (nil, nil): return nil
    }
  }

  private static func isExitStart(_ action: LaunchAction) -> Bool {
    if case .startExit = action { return true }
    return false
  }

  private static func insert(
    _ event: ScheduledLaunchEvent, into pending: inout [ScheduledLaunchEvent]
  ) {
    let index = pending.firstIndex { $0.time > event.time } ?? pending.endIndex
    pending.insert(event, at: index)
  }
}
