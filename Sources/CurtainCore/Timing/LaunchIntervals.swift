/// The launch's phases as intervals, for `os_signpost` (Instruments) on a device: which begin and
/// which end at each `LaunchMark` a launch session emits.
///
/// - `Splash`: from the first frame to the splash windows' removal (or the scene's end).
/// - `Waiting`: from the first frame to the exit's start: the time the splash held the app.
/// - `Exit`: from the exit's start to the splash windows' removal.
///
/// Every interval begun is ended exactly once; a scene that goes away ends whatever is open.
public struct LaunchIntervals: Hashable, Sendable {
  /// One interval; its raw value is the signpost's name.
  public enum Interval: String, Hashable, Sendable, CaseIterable {
    /// The splash is on screen.
    case splash = "Splash"
    /// The splash waits for the app (ready, minimum display, video).
    case waiting = "Waiting"
    /// The exit animation runs.
    case exit = "Exit"
  }

  /// A change to the open intervals.
  public enum Step: Hashable, Sendable {
    /// The interval begins now.
    case begin(Interval)
    /// The interval ends now.
    case end(Interval)
  }

  /// The intervals begun and not yet ended, in the order they began.
  public private(set) var open: [Interval] = []
  private var ended: Set<Interval> = []
  private var isOver = false

  /// No interval open.
  public init() {}

  /// What begins and ends at `mark`, in the order to emit it (ends before begins).
  /// Nothing begins once the splash was removed or its scene went away.
  public mutating func steps(at mark: LaunchMark) -> [Step] {
    guard !isOver else { return [] }
    switch mark {
    case .firstFrame: return begin([.splash, .waiting])
    case .exitStarted: return end([.waiting]) + begin([.exit])
    case .splashRemoved, .sceneGone:
      isOver = true
      return end(open.reversed())
    }
  }

  private mutating func begin(_ intervals: [Interval]) -> [Step] {
    let new = intervals.filter { !open.contains($0) && !ended.contains($0) }
    open += new
    return new.map(Step.begin)
  }

  private mutating func end(_ intervals: [Interval]) -> [Step] {
    let closing = intervals.filter(open.contains)
    open.removeAll(where: closing.contains)
    ended.formUnion(closing)
    return closing.map(Step.end)
  }
}
