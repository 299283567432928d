/// Runs a `LaunchCoordinator` on a `LaunchScheduler`: stamps each event with the scheduler's
/// time, fires the coordinator's timers when they are due, and hands every action to `perform`.
///
/// Events sent while an action is being performed (a player that fails as it is made) are
/// queued and handled right after, in order: none is dropped. A timer that is never due (a
/// design without a deadline, `LaunchDesign.noDeadline`) is never armed.
///
/// Main-actor bound because the platform layer it drives (windows, layers, players) is.
/// `LaunchSession` owns one per scene; use it directly only to drive a coordinator without the
/// session's stages.
@MainActor
public final class LaunchCoordinatorDriver {
  /// The coordinator's current state.
  public private(set) var coordinator: LaunchCoordinator
  /// The scheduler giving the time and running the timers.
  public let scheduler: any LaunchScheduler
  /// Every step so far: the start, then each event handled with the actions it emitted and
  /// what covered the screen afterwards (`curtain plan` prints it).
  public private(set) var timeline: [LaunchTimelineEntry] = []
  private let perform: @MainActor (LaunchAction) -> Void
  private var pending: [LaunchEvent] = []
  private var isPerforming = false
  private var armed: (timer: LaunchTimer, time: Double, work: ScheduledLaunchWork)?

  /// Creates a driver for `plan` and starts it: performs the initial actions and arms the
  /// first timer.
  ///
  /// - Parameters:
  ///   - plan: The launch plan.
  ///   - scheduler: The time and the timers (`ClockLaunchScheduler` in apps).
  ///   - perform: Called on the main actor with each action, in order.
  public init(
    plan: LaunchPlan, scheduler: any LaunchScheduler,
    perform: @escaping @MainActor (LaunchAction) -> Void
  ) {
    self.coordinator = LaunchCoordinator(plan: plan, startTime: scheduler.now)
    self.scheduler = scheduler
    self.perform = perform
    record(nil, coordinator.initialActions)
    run(coordinator.initialActions)
    drain()
  }

  /// Creates a driver for `plan` on `clock` (`ContinuousClock` in apps, a test clock in tests)
  /// and starts it.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public convenience init(
    plan: LaunchPlan, clock: any Clock<Duration>,
    perform: @escaping @MainActor (LaunchAction) -> Void
  ) {
    self.init(plan: plan, scheduler: ClockLaunchScheduler(clock: clock), perform: perform)
  }

  /// Creates a driver for `plan` on the system's monotonic uptime and starts it.
  public convenience init(plan: LaunchPlan, perform: @escaping @MainActor (LaunchAction) -> Void) {
    self.init(plan: plan, scheduler: ClockLaunchScheduler(), perform: perform)
  }

  /// Reports `event`, stamped with the scheduler's current time; while an action is being
  /// performed, it is queued and handled right after.
  public func send(_ event: LaunchEvent) {
    pending.append(event)
    drain()
  }

  /// Cancels the pending timer (the coordinator's state is kept).
  public func cancel() {
    armed?.work.cancel()
    armed = nil
  }

  /// Handles the queued events in order, unless an action is being performed (the loop that
  /// performs it handles them next).
  private func drain() {
    guard !isPerforming else { return }
    while !pending.isEmpty {
      let event = pending.removeFirst()
      let actions = coordinator.handle(event, at: scheduler.now)
      record(event, actions)
      run(actions)
    }
  }

  private func record(_ event: LaunchEvent?, _ actions: [LaunchAction]) {
    timeline.append(
      LaunchTimelineEntry(
        time: coordinator.now, event: event, actions: actions, phase: coordinator.phase,
        cover: coordinator.screenCover))
  }

  private func run(_ actions: [LaunchAction]) {
    isPerforming = true
    actions.forEach(perform)
    isPerforming = false
    armTimer()
  }

  /// Schedules the coordinator's next timer, replacing the armed one only when it changed.
  private func armTimer() {
    let next = coordinator.nextTimer
    if let armed, let next, armed.timer == next.timer, armed.time == next.time { return }
    cancel()
    guard let next, next.time.isFinite else { return }
    let work = scheduler.schedule(at: next.time) { [weak self] in
      self?.armed = nil
      self?.send(.timerFired(next.timer))
    }
    armed = (next.timer, next.time, work)
  }
}
