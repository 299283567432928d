/// Runs start-up tasks phase by phase: times each task on an injected clock, runs ready
/// asynchronous tasks concurrently, skips the dependants of a failure with a reason, enforces an
/// optional deadline per phase and reports the critical path. It never throws: whatever the
/// tasks do, the app goes on to become ready.
public actor StartupRunner {
  private let graph: StartupGraph
  private let clock: StartupClock
  /// Each task's outcome so far, by graph position (`nil`: not run yet).
  private var outcomes: [StartupTaskOutcome?]

  /// Creates a runner for `graph`, timing tasks with `clock`.
  public init(graph: StartupGraph, clock: StartupClock = .system) {
    self.graph = graph
    self.clock = clock
    outcomes = Array(repeating: nil, count: graph.tasks.count)
  }

  /// Runs every task of `phase` that has not run yet.
  ///
  /// Synchronous tasks run one at a time; asynchronous ones run as child tasks, as soon as
  /// their dependencies have succeeded. Run phases one after another (await each report). A
  /// dependency in an earlier phase that never ran (that phase was not run first) skips the task.
  /// - Parameters:
  ///   - phase: the phase to run.
  ///   - deadline: seconds after the phase starts; when set and passed, running asynchronous
  ///     tasks are cancelled and reported ``StartupTaskOutcome/timedOut``, unstarted ones skipped. A task that ignores
  ///     cancellation delays the return until it ends, but its outcome stays `timedOut`.
  public func run(_ phase: StartupPhase, deadline: Double? = nil) async -> StartupPhaseReport {
    return await run(
      graph.positionsByPhase[phase.rawValue], where: { outcomes[$0] == nil }, phase: phase,
      deadline: deadline)
  }

  /// Runs an ``StartupPhase/onFirstUse`` task and its unrun on-first-use dependencies, now.
  ///
  /// Returns an empty report if `id` is unknown or has already run.
  public func runOnFirstUse(_ id: String, deadline: Double? = nil) async -> StartupPhaseReport {
    var needed = [Bool](repeating: false, count: graph.tasks.count)
    func collect(_ position: Int) {
      guard graph.tasks[position].phase == .onFirstUse, outcomes[position] == nil,
        !needed[position]
      else { return }
      needed[position] = true
      graph.dependencies.forEachTarget(of: position, collect)
    }
    if let position = graph.index[id] { collect(position) }
    return await run(
      graph.positionsByPhase[StartupPhase.onFirstUse.rawValue], where: { needed[$0] },
      phase: .onFirstUse, deadline: deadline)
  }

  /// The outcome of task `id` so far, across phases.
  public func outcome(of id: String) -> StartupTaskOutcome? {
    graph.index[id].flatMap { outcomes[$0] }
  }

  /// Runs the tasks at `candidates` (graph positions, ascending) that pass `include`.
  private func run(
    _ candidates: [Int], where include: (Int) -> Bool, phase: StartupPhase, deadline: Double?
  ) async -> StartupPhaseReport {
    var positions: [Int] = []
    positions.reserveCapacity(candidates.count)
    for position in candidates where include(position) { positions.append(position) }
    let run = StartupRun(graph: graph, positions: positions)
    let execution = StartupPhaseExecution(
      run: run, phase: phase, deadline: deadline, clock: clock, priorOutcomes: outcomes)
    // Synchronous work runs right here: no hop off the actor, no task group.
    let result =
      run.hasAsyncWork ? await execution.execute() : execution.executeSynchronously()
    var results: [StartupTaskResult] = []
    results.reserveCapacity(run.count)
    var durations = [Double?](repeating: nil, count: run.count)
    for (task, position) in positions.enumerated() {
      let outcome = result.outcomes[task]
      outcomes[position] = outcome
      let times = result.timing[task]
      durations[task] = times.map { $0.end - $0.start }
      results.append(
        StartupTaskResult(
          id: graph.tasks[position].id, outcome: outcome,
          startSeconds: times.map { $0.start - result.phaseStart },
          durationSeconds: durations[task] ?? 0))
    }
    let path = CriticalPath.longest(durations: durations, order: result.order, in: run)
    return StartupPhaseReport(
      phase: phase, results: results, criticalPath: path.positions.map { results[$0].id },
      criticalPathSeconds: path.seconds, elapsedSeconds: clock.now() - result.phaseStart,
      deadlineMissed: result.deadlineMissed)
  }
}
