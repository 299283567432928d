/// A scheduler on simulated time: `run(until:)` jumps from one scheduled instant to the next
/// and runs the work due there, in time order (work scheduled for the same instant runs in the
/// order it was scheduled). Previews, checks and tests drive a launch session with it, so their
/// timelines are the ones a device would see with the same events at the same times.
@MainActor public final class VirtualLaunchScheduler: LaunchScheduler {
  private struct Entry {
    var time: Double
    var order: Int
    var token: ScheduledLaunchWork
    var work: @MainActor () -> Void
  }

  /// Seconds since the origin.
  public private(set) var now: Double = 0
  private var entries: [Entry] = []
  private var scheduled = 0

  /// Creates a scheduler at time 0.
  public init() {}

  /// Schedules `work` at `time` (not before `now`); a `time` that is not finite is never due.
  public func schedule(at time: Double, _ work: @escaping @MainActor () -> Void)
    -> ScheduledLaunchWork
  {
    let token = ScheduledLaunchWork()
    guard time.isFinite else { return token }
    scheduled += 1
    let entry = Entry(time: max(time, now), order: scheduled, token: token, work: work)
    let index =
      entries.firstIndex { ($0.time, $0.order) > (entry.time, entry.order) } ?? entries.endIndex
    entries.insert(entry, at: index)
    return token
  }

  /// The time of the next pending work, if any.
  public var nextTime: Double? {
    entries.first { !$0.token.isCancelled }?.time
  }

  /// Runs the work due up to `limit` seconds, in time order, moving `now` to each instant;
  /// work scheduled meanwhile runs too when it is due by `limit`. `now` ends at the last
  /// instant run (it does not jump to `limit`).
  public func run(until limit: Double = .infinity) {
    while let entry = entries.first, entry.time <= limit {
      entries.removeFirst()
      guard !entry.token.isCancelled else { continue }
      now = entry.time
      entry.work()
    }
  }

  /// Moves `now` to `time` without running anything (it never goes back).
  public func advance(to time: Double) {
    now = max(now, time)
  }
}
