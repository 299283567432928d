/// Runs start-up tasks phase by phase: times each task on an injected clock, runs ready
/// asynchronous tasks concurrently, skips the dependants of a failure with a reason, enforces an
/// optional deadline per phase and reports the critical path. It never throws: whatever the
/// tasks do, the app goes on to become ready.
public actor StartupRunner {
  private let graph: StartupGraph
  private let clock: StartupClock
  private var outcomes: [String: StartupTaskOutcome] = [:]

  /// Creates a runner for `graph`, timing tasks with `clock`.
  public init(graph: StartupGraph, clock: StartupClock = .system) {
    self.graph = graph
    self.clock = clock
  }

  /// Runs every task of `phase` that has not run yet.
  ///
  /// Synchronous tasks run one at a time; asynchronous ones run as child tasks, as soon as
  /// their dependencies have succeeded. Run phases one after another (await each report). A dependency in an earlier phase that never
  /// ran (that phase was not run first) skips the task.
  /// - Parameters:
  ///   - phase: the phase to run.
  ///   - deadline: seconds after the phase starts; when set and passed, running asynchronous tasks are cancelled and reported
  ///     ``StartupTaskOutcome/timedOut``, unstarted ones skipped. A task that ignores
  ///     cancellation delays the return until it ends, but its outcome stays `timedOut`.
  public func run(_ phase: StartupPhase, deadline: Double? = nil) async -> StartupPhaseReport {
    let tasks = graph.tasks.filter { $0.phase == phase && outcomes[$0.id] == nil }
    return await run(tasks, phase: phase, deadline: deadline)
  }

  /// Runs an ``StartupPhase/onFirstUse`` task and its unrun on-first-use dependencies, now.
  ///
  /// Returns an empty report if `id` is unknown or has already run.
  public func runOnFirstUse(_ id: String, deadline: Double? = nil) async -> StartupPhaseReport {
    var needed: [String] = []
    func collect(_ id: String) {
      guard let task = graph.task(id), task.phase == .onFirstUse, outcomes[id] == nil,
        !needed.contains(id)
      else { return }
      task.dependencies.forEach(collect)
      needed.append(id)
    }
    collect(id)
    let tasks = graph.tasks.filter { needed.contains($0.id) }
    return await run(tasks, phase: .onFirstUse, deadline: deadline)
  }

  /// The outcome of task `id` so far, across phases.
  public func outcome(of id: String) -> StartupTaskOutcome? {
    outcomes[id]
  }

  private func run(_ tasks: [StartupTask], phase: StartupPhase, deadline: Double?) async
    -> StartupPhaseReport
  {
    let execution = StartupPhaseExecution(
      tasks: tasks, phase: phase, deadline: deadline, clock: clock, priorOutcomes: outcomes)
    let result = await execution.execute()
    var results: [StartupTaskResult] = []
    results.reserveCapacity(tasks.count)
    for (position, task) in tasks.enumerated() {
      let outcome = result.outcomes[position]
      outcomes[task.id] = outcome
      let times = result.timing[position]
      results.append(
        StartupTaskResult(
          id: task.id, outcome: outcome, startSeconds: times.map { $0.start - result.phaseStart },
          durationSeconds: times.map { $0.end - $0.start } ?? 0))
    }
    let path = CriticalPath.longest(
      durations: result.timing.map { $0.map { $0.end - $0.start } },
      dependencies: result.dependencies)
    return StartupPhaseReport(
      phase: phase, results: results, criticalPath: path.positions.map { tasks[$0].id },
      criticalPathSeconds: path.seconds, elapsedSeconds: clock.now() - result.phaseStart,
      deadlineMissed: result.deadlineMissed)
  }
}
