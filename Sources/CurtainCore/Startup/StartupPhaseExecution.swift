/// One run of a set of start-up tasks: drives ``StartupRunState``, kept outside the runner actor
/// so the task group is driven from a nonisolated context (iOS 15/16 SDKs' `TaskGroup.next()` is
/// not isolation-aware, so calling it from an actor would send the group across isolation).
///
/// A run without asynchronous tasks needs no task group: ``executeSynchronously()`` runs it
/// where it is called, with no suspension and no child task.
struct StartupPhaseExecution: Sendable {
  /// What the run produced, for the runner to merge into its state; arrays follow run positions.
  struct Result: Sendable {
    var outcomes: [StartupTaskOutcome]
    var timing: [(start: Double, end: Double)?]
    /// Run positions with each task after its dependencies in the run.
    var order: [Int]
    var phaseStart: Double
    var deadlineMissed: Bool
  }

  private enum Completion: Sendable {
    case finished(task: Int, outcome: StartupTaskOutcome, start: Double, end: Double)
    case deadline
    case deadlineCancelled
  }

  let run: StartupRun
  let phase: StartupPhase
  let deadline: Double?
  let clock: StartupClock
  /// Outcomes of earlier runs by graph position (dependencies in earlier phases).
  let priorOutcomes: [StartupTaskOutcome?]

  /// Runs a run whose tasks are all synchronous, in turn, here; the deadline is checked before
  /// each task starts (a synchronous task cannot be interrupted).
  func executeSynchronously() -> Result {
    var state = StartupRunState(
      run: run, priorOutcomes: priorOutcomes, deadline: deadline, clock: clock)
    while state.next(in: run) != nil {}
    return result(state.close(phase: phase, deadline: deadline), state)
  }

  /// Runs the tasks: sync ones in turn, async ones concurrently once their dependencies succeed.
  func execute() async -> Result {
    let clock = clock
    var state = StartupRunState(
      run: run, priorOutcomes: priorOutcomes, deadline: deadline, clock: clock)
    let deadlineInstant = deadline.map { state.phaseStart + $0 }
    // Closed before the group waits for cancelled children: a task that ignores cancellation
    // delays the return, not its timed-out outcome and end.
    let outcomes = await withTaskGroup(of: Completion.self) { group in
      if let deadlineInstant {
        group.addTask {
          do {
            // Until the instant, not for the span: the timer may be armed after the clock moved.
            try await clock.sleep(deadlineInstant - clock.now())
            return .deadline
          } catch {
            return .deadlineCancelled
          }
        }
      }
      while true {
        while let (task, work) = state.next(in: run) {
          group.addTask {
            let start = clock.now()
            let outcome: StartupTaskOutcome
            do {
              try await work()
              outcome = .succeeded
            } catch {
              outcome = .failed(String(describing: error))
            }
            return .finished(task: task, outcome: outcome, start: start, end: clock.now())
          }
        }
        if state.deadlineMissed || state.runningCount == 0 { break }
        guard let completion = await group.next() else { break }
        switch completion {
        case .finished(let task, let outcome, let start, let end):
          state.complete(task, outcome: outcome, start: start, end: end, in: run)
        case .deadline:
          state.missDeadline()
        case .deadlineCancelled:
          continue
        }
      }
      let outcomes = state.close(phase: phase, deadline: deadline)
      group.cancelAll()
      return outcomes
    }
    return result(outcomes, state)
  }

  private func result(_ outcomes: [StartupTaskOutcome], _ state: StartupRunState) -> Result {
    Result(
      outcomes: outcomes, timing: state.timing, order: state.ready, phaseStart: state.phaseStart,
      deadlineMissed: state.deadlineMissed)
  }
}
