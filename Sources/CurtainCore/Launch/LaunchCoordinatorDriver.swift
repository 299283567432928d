import Foundation

/// Runs a `LaunchCoordinator` on a clock: stamps each event with the clock's time, fires the
/// coordinator's timers when they are due, and hands every action to `perform`.
///
/// Main-actor bound because the platform layer it drives (windows, layers, players) is. Swift's
/// `Clock` needs iOS 16: `init(plan:clock:perform:)` takes one there (a test clock in tests), and
/// `init(plan:perform:)` runs on the system's monotonic uptime from iOS 15.
@MainActor
public final class LaunchCoordinatorDriver {
  /// The coordinator's current state.
  public private(set) var coordinator: LaunchCoordinator
  /// Seconds since the driver started.
  private let elapsed: @Sendable () -> Double
  /// Sleeps until the given number of seconds since the driver started.
  private let sleepUntil: @Sendable (Double) async throws -> Void
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
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public convenience init(
    plan: LaunchPlan, clock: any Clock<Duration>,
    perform: @escaping @MainActor (LaunchAction) -> Void
  ) {
    let (elapsed, sleepUntil) = Self.stopwatch(clock)
    self.init(plan: plan, elapsed: elapsed, sleepUntil: sleepUntil, perform: perform)
  }

  /// Creates a driver for `plan` on the system's monotonic uptime (`ProcessInfo.systemUptime`)
  /// and starts it.
  ///
  /// - Parameters:
  ///   - plan: The launch plan.
  ///   - perform: Called on the main actor with each action, in order.
  public convenience init(plan: LaunchPlan, perform: @escaping @MainActor (LaunchAction) -> Void) {
    let start = ProcessInfo.processInfo.systemUptime
    let elapsed: @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime - start }
    self.init(
      plan: plan, elapsed: elapsed,
      sleepUntil: { target in
        let remaining = max(target - elapsed(), 0)
        try await Task.sleep(nanoseconds: UInt64((remaining * 1e9).rounded(.up)))
      },
      perform: perform)
  }

  private init(
    plan: LaunchPlan, elapsed: @escaping @Sendable () -> Double,
    sleepUntil: @escaping @Sendable (Double) async throws -> Void,
    perform: @escaping @MainActor (LaunchAction) -> Void
  ) {
    self.coordinator = LaunchCoordinator(plan: plan)
    self.elapsed = elapsed
    self.sleepUntil = sleepUntil
    self.perform = perform
    coordinator.initialActions.forEach(perform)
    armTimer()
  }

  /// Reports `event`, stamped with the clock's current time.
  public func send(_ event: LaunchEvent) {
    let actions = coordinator.handle(event, at: elapsed())
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
        try await sleepUntil(next.time)
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
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  private static func stopwatch<C: Clock<Duration>>(
    _ clock: C
  ) -> (@Sendable () -> Double, @Sendable (Double) async throws -> Void) {
    let start = clock.now
    return (
      { seconds(start.duration(to: clock.now)) },
      { offset in
        try await clock.sleep(until: start.advanced(by: .seconds(offset)), tolerance: nil)
      }
    )
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  private nonisolated static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
