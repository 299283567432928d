/// The bookkeeping of one run, by run position: what is ready (Kahn's algorithm: a task becomes
/// ready when its last dependency in the run ends), what is running, how each task ended and
/// when it ran. Synchronous tasks run inline in ``next(in:)``; the caller starts the
/// asynchronous ones it returns.
///
/// All state is in flat arrays allocated once per run; a task that runs costs no allocation
/// here, and strings (skip reasons) are only built for tasks that are skipped.
struct StartupRunState {
  let clock: StartupClock
  let phaseStart: Double
  private let deadlineInstant: Double?
  private(set) var outcomes: [StartupTaskOutcome?]
  private(set) var timing: [(start: Double, end: Double)?]
  /// How many of each task's dependencies in the run have not ended.
  private var waitingFor: [Int]
  /// Why a task must be skipped, once a dependency did not succeed.
  private var skipReason: [String?]
  /// Tasks in the order they became ready (registration order first), so each after its
  /// dependencies; `readIndex` is the next to start.
  private(set) var ready: [Int]
  private var readIndex = 0
  /// When each running asynchronous task was started (`nil`: not running); empty when the run
  /// has no asynchronous task.
  private var running: [Double?]
  /// How many asynchronous tasks are running.
  private(set) var runningCount = 0
  /// Whether the deadline passed before every task started.
  private(set) var deadlineMissed = false

  /// The state before any task of `run` started; `priorOutcomes` (by graph position) decides
  /// whether dependencies outside the run let a task run.
  init(
    run: StartupRun, priorOutcomes: [StartupTaskOutcome?], deadline: Double?, clock: StartupClock
  ) {
    let count = run.count
    var waitingFor = [Int](repeating: 0, count: count)
    var skipReason = [String?](repeating: nil, count: count)
    var ready: [Int] = []
    ready.reserveCapacity(count)
    for task in 0..<count {
      run.forEachDependency(of: task) { runPosition, position in
        if runPosition != nil {
          waitingFor[task] += 1
        } else if skipReason[task] == nil {
          skipReason[task] = Self.reason(run.graph.tasks[position].id, priorOutcomes[position])
        }
      }
      if waitingFor[task] == 0 { ready.append(task) }
    }
    let phaseStart = clock.now()
    self.clock = clock
    self.phaseStart = phaseStart
    deadlineInstant = deadline.map { phaseStart + $0 }
    outcomes = [StartupTaskOutcome?](repeating: nil, count: count)
    timing = [(start: Double, end: Double)?](repeating: nil, count: count)
    self.waitingFor = waitingFor
    self.skipReason = skipReason
    self.ready = ready
    running = run.hasAsyncWork ? [Double?](repeating: nil, count: count) : []
  }

  /// Starts ready tasks in turn: skips those with a failed dependency and runs synchronous ones
  /// inline (timed), until one is asynchronous (returned, marked running, for the caller to
  /// start), nothing is ready, or the deadline has passed.
  mutating func next(in run: StartupRun) -> (task: Int, work: @Sendable () async throws -> Void)? {
    while readIndex < ready.count {
      let task = ready[readIndex]
      if let deadlineInstant, clock.now() >= deadlineInstant {
        deadlineMissed = true
        return nil
      }
      readIndex += 1
      if let reason = skipReason[task] {
        finish(task, .skipped(reason), in: run)
        continue
      }
      switch run.work(task) {
      case .sync(let work):
        let start = clock.now()
        let outcome: StartupTaskOutcome
        do {
          try work()
          outcome = .succeeded
        } catch {
          outcome = .failed(String(describing: error))
        }
        timing[task] = (start, clock.now())
        finish(task, outcome, in: run)
      case .async(let work):
        running[task] = clock.now()
        runningCount += 1
        return (task, work)
      }
    }
    return nil
  }

  /// Records that asynchronous `task` ended; ignored unless it is running.
  mutating func complete(
    _ task: Int, outcome: StartupTaskOutcome, start: Double, end: Double, in run: StartupRun
  ) {
    guard running[task] != nil else { return }
    running[task] = nil
    runningCount -= 1
    timing[task] = (start, end)
    finish(task, outcome, in: run)
  }

  /// Records that the deadline passed while tasks were running.
  mutating func missDeadline() {
    deadlineMissed = true
  }

  /// Ends the run: running tasks time out, tasks that never started are skipped as late.
  /// Returns every task's outcome.
  mutating func close(phase: StartupPhase, deadline: Double?) -> [StartupTaskOutcome] {
    if runningCount > 0 {
      for (task, start) in running.enumerated() {
        guard let start else { continue }
        outcomes[task] = .timedOut
        timing[task] = (start, clock.now())
      }
    }
    var late: String?
    return outcomes.map { outcome in
      if let outcome { return outcome }
      let reason =
        late ?? "the \(phase) deadline of \(Self.format(deadline ?? 0))s passed before it started"
      late = reason
      return .skipped(reason)
    }
  }

  /// Records that `task` ended, releasing (or condemning) its dependants.
  private mutating func finish(_ task: Int, _ outcome: StartupTaskOutcome, in run: StartupRun) {
    outcomes[task] = outcome
    let reason: String? =
      if case .succeeded = outcome { nil } else { Self.reason(run.task(task).id, outcome) }
    run.forEachDependant(of: task) { dependant in
      if skipReason[dependant] == nil, let reason { skipReason[dependant] = reason }
      waitingFor[dependant] -= 1
      if waitingFor[dependant] == 0 { ready.append(dependant) }
    }
  }

  /// Why a dependency with `outcome` stops its dependants; `nil` if it succeeded.
  private static func reason(_ dependency: String, _ outcome: StartupTaskOutcome?) -> String? {
    switch outcome {
    case .succeeded: nil
    case .failed: "dependency '\(dependency)' failed"
    case .skipped: "dependency '\(dependency)' was skipped"
    case .timedOut: "dependency '\(dependency)' timed out"
    case nil: "dependency '\(dependency)' has not run"
    }
  }

  private static func format(_ seconds: Double) -> String {
    "\((seconds * 1000).rounded() / 1000)"
  }
}
