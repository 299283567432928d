/// The start-up runner's clock: "now" in seconds and a sleep for phase deadlines.
///
/// A closure pair rather than `any Clock<Duration>` because `Clock` needs iOS 16 and Curtain
/// supports iOS 15; ``from(_:)`` wraps any `Clock` (such as swift-clocks' `TestClock`) where it
/// exists.
public struct StartupClock: Sendable {
  /// Seconds on a monotonic timeline.
  public var now: @Sendable () -> Double
  /// Suspends for the given seconds; throws `CancellationError` when cancelled.
  public var sleep: @Sendable (Double) async throws -> Void

  /// Creates a clock from its two operations.
  public init(
    now: @escaping @Sendable () -> Double, sleep: @escaping @Sendable (Double) async throws -> Void
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// The system clock (``LaunchTimeSource/system``) and `Task.sleep`.
  public static let system = StartupClock(
    now: { Double(systemNanoseconds()) / 1e9 },
    sleep: { seconds in try await Task.sleep(nanoseconds: UInt64(nanoseconds(seconds))) })

  /// Wraps a Swift `Clock`: "now" counts seconds since this call.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public static func from<C: Clock>(_ clock: C) -> StartupClock where C.Duration == Duration {
    let origin = clock.now
    return StartupClock(
      now: {
        let parts = origin.duration(to: clock.now).components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
      },
      sleep: { seconds in
        try await clock.sleep(
          until: clock.now.advanced(by: .nanoseconds(nanoseconds(seconds))), tolerance: nil)
      })
  }
}

/// `seconds` as whole nanoseconds for a sleep: 0 for a negative or NaN wait, and about 104 days
/// (``Swift/Int/saturationLimit`` ns) for an endless or absurd one, never a trap.
private func nanoseconds(_ seconds: Double) -> Int {
  Int(saturating: max(0, seconds) * 1e9)
}
