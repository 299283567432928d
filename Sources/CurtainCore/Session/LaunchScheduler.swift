/// The launch's one notion of time: seconds since the session started, and work run at a later
/// such time.
///
/// A device runs on a real clock (`ClockLaunchScheduler`); previews, checks and tests run on a
/// `VirtualLaunchScheduler`, which jumps from one scheduled instant to the next. Whoever
/// schedules work sees the same sequence of instants either way.
@MainActor public protocol LaunchScheduler: AnyObject {
  /// Seconds since the scheduler's origin (the session's start).
  var now: Double { get }

  /// Runs `work` on the main actor at `time` seconds since the origin (at once when that has
  /// passed). A `time` that is not finite never comes: nothing is scheduled.
  ///
  /// - Returns: A token whose `cancel()` keeps `work` from running.
  func schedule(at time: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledLaunchWork
}

/// Work a `LaunchScheduler` will run; `cancel()` keeps it from running.
@MainActor public final class ScheduledLaunchWork {
  private var onCancel: (@MainActor () -> Void)?
  /// Whether `cancel()` was called.
  public private(set) var isCancelled = false

  /// Creates a token; `onCancel` runs once, on the first `cancel()`.
  public init(onCancel: (@MainActor () -> Void)? = nil) {
    self.onCancel = onCancel
  }

  /// Keeps the work from running.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    onCancel?()
    onCancel = nil
  }
}
