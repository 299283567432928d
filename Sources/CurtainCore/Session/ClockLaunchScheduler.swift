import Foundation

/// A scheduler on a real clock: a `Clock` (`ContinuousClock` in apps, a test clock in tests)
/// from iOS 16, or the system's monotonic uptime (`ProcessInfo.systemUptime`) from iOS 15.
///
/// Work sleeps until an absolute instant, so timers stay exact however late the sleeping task
/// starts, and runs on the main actor.
@MainActor public final class ClockLaunchScheduler: LaunchScheduler {
  private let elapsed: @Sendable () -> Double
  private let sleepUntil: @Sendable (Double) async throws -> Void

  /// A scheduler on `clock`, its origin now.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(clock: any Clock<Duration>) {
    (elapsed, sleepUntil) = Self.stopwatch(clock)
  }

  /// A scheduler on the system's monotonic uptime, its origin now.
  public init() {
    let start = ProcessInfo.processInfo.systemUptime
    let elapsed: @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime - start }
    self.elapsed = elapsed
    sleepUntil = { target in
      // In steps of at most a day, so the conversion to nanoseconds never overflows.
      var remaining = target - elapsed()
      while remaining > 0 {
        try await Task.sleep(nanoseconds: UInt64((min(remaining, 86_400) * 1e9).rounded(.up)))
        remaining = target - elapsed()
      }
    }
  }

  /// Seconds since the origin.
  public var now: Double { elapsed() }

  /// Runs `work` once `time` has come; a `time` that is not finite never comes.
  public func schedule(at time: Double, _ work: @escaping @MainActor () -> Void)
    -> ScheduledLaunchWork
  {
    guard time.isFinite else { return ScheduledLaunchWork() }
    let sleepUntil = self.sleepUntil
    let task = Task { @MainActor in
      do {
        try await sleepUntil(time)
      } catch {
        return
      }
      guard !Task.isCancelled else { return }
      work()
    }
    return ScheduledLaunchWork { task.cancel() }
  }

  /// The time since now on `clock`, and a sleep until a time since now.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  private static func stopwatch<C: Clock<Duration>>(
    _ clock: C
  ) -> (@Sendable () -> Double, @Sendable (Double) async throws -> Void) {
    let start = clock.now
    return (
      { seconds(start.duration(to: clock.now)) },
      { offset in
        // Bounded: `Duration.seconds` of a huge value would trap.
        let target = start.advanced(by: .seconds(min(offset, 86_400 * 365)))
        try await clock.sleep(until: target, tolerance: nil)
      }
    )
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  private nonisolated static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
