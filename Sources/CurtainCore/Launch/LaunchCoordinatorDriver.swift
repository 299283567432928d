/// Runs a `LaunchCoordinator` on a clock: stamps each event with the clock's time, fires the
/// coordinator's timers when they are due, and hands every action to `perform`.
///
/// Main-actor bound because the platform layer it drives (windows, layers, players) is.
/// `Clock` needs iOS 16; on iOS 15 the Apple layer drives the coordinator itself.
@available(iOS 16, *)
@MainActor
public final class LaunchCoordinatorDriver {
  /// The coordinator's current state.
  public private(set) var coordinator: LaunchCoordinator
  private let elapsed: @Sendable () -> Duration
  private let sleepUntil: @Sendable (Duration) async throws -> Void
  private let perform: @MainActor (LaunchAction) -> Void
  private var timerTask: Task<Void, Never>?
  private var armedTimer: LaunchTimer?
  private var armedTime: Double?

  /// Creates a driver for `plan` and starts it: performs the initial actions and arms the timers.
  ///
  /// - Parameters:
  ///   - plan: The launch plan.
  ///   - clock: The clock (`ContinuousClock` in apps, a test clock in tests).
  ///   - perform: Called on the main actor with each action, in order.
  public init(
    plan: LaunchPlan, clock: any Clock<Duration>,
    perform: @escaping @MainActor (LaunchAction) -> Void
  ) {
    self.coordinator = LaunchCoordinator(plan: plan)
    (self.elapsed, self.sleepUntil) = Self.stopwatch(clock)
    self.perform = perform
    coordinator.initialActions.forEach(perform)
    armTimer()
  }

  /// Reports `event`, stamped with the clock's current time.
  public func send(_ event: LaunchEvent) {
    let actions = coordinator.handle(event, at: Self.seconds(elapsed()))
    actions.forEach(perform)
    armTimer()
  }

  /// Cancels the pending timer (the coordinator's state is kept).
  public func cancel() {
    timerTask?.cancel()
    timerTask = nil
    armedTimer = nil
    armedTime = nil
  }

  /// Sleeps until the coordinator's next timer and fires it, replacing the sleep in progress
  /// only when the next timer changed (so a sleep is never restarted needlessly).
  private func armTimer() {
    let next = coordinator.nextTimer
    guard next?.timer != armedTimer || next?.time != armedTime || timerTask == nil else { return }
    timerTask?.cancel()
    timerTask = nil
    armedTimer = next?.timer
    armedTime = next?.time
    guard let next else { return }
    let sleepUntil = self.sleepUntil
    timerTask = Task { [weak self] in
      do {
        try await sleepUntil(.seconds(next.time))
      } catch {
        return
      }
      guard !Task.isCancelled, let self else { return }
      self.timerTask = nil
      self.send(.timerFired(next.timer))
    }
  }

  /// The time since now on `clock`, and a sleep until a time since now. Sleeping until an
  /// absolute instant keeps timers exact however late the sleeping task starts.
  private static func stopwatch<C: Clock<Duration>>(
    _ clock: C
  ) -> (@Sendable () -> Duration, @Sendable (Duration) async throws -> Void) {
    let start = clock.now
    return (
      { start.duration(to: clock.now) },
      { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }
    )
  }

  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
