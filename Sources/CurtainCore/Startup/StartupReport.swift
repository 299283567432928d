/// How one start-up task ended.
public enum StartupTaskOutcome: Hashable, Sendable {
  /// It ran and returned.
  case succeeded
  /// It threw; the message is the error's description.
  case failed(String)
  /// It never ran; the reason names the dependency or the deadline.
  case skipped(String)
  /// It was still running when the phase's deadline passed (asynchronous tasks are cancelled).
  case timedOut
}

/// One task's outcome and timing, in seconds since its phase started (runner's clock).
public struct StartupTaskResult: Hashable, Sendable {
  /// The task's id.
  public var id: String
  /// How it ended.
  public var outcome: StartupTaskOutcome
  /// Seconds from the phase's start to the task's start; `nil` if it never started.
  public var startSeconds: Double?
  /// Seconds the task ran (0 if it never started).
  public var durationSeconds: Double
}

/// What happened in one run of a start-up phase.
public struct StartupPhaseReport: Hashable, Sendable {
  /// The phase run.
  public var phase: StartupPhase
  /// One result per task of the run, in registration order.
  public var results: [StartupTaskResult]
  /// The longest chain of dependent tasks by duration: what to shorten first.
  public var criticalPath: [String]
  /// The summed durations along ``criticalPath``, in seconds.
  public var criticalPathSeconds: Double
  /// Seconds from the phase's start until the runner returned the report's outcomes.
  public var elapsedSeconds: Double
  /// Whether the phase's deadline passed before every task ended.
  public var deadlineMissed: Bool

  /// The result for task `id`, if it was part of this run.
  public func result(_ id: String) -> StartupTaskResult? {
    results.first { $0.id == id }
  }
}
