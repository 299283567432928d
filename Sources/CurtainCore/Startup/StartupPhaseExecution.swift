/// One run of a set of start-up tasks: the scheduling loop, kept outside the runner actor so
/// the task group is driven from a nonisolated context (iOS 15/16 SDKs' `TaskGroup.next()` is
/// not isolation-aware, so calling it from an actor would send the group across isolation).
struct StartupPhaseExecution: Sendable {
  /// What the run produced, for the runner to merge into its state.
  struct Result: Sendable {
    var outcomes: [String: StartupTaskOutcome]
    var timing: [String: (start: Double, end: Double)]
    var phaseStart: Double
    var deadlineMissed: Bool
  }

  private enum Completion: Sendable {
    case finished(id: String, outcome: StartupTaskOutcome, start: Double, end: Double)
    case deadline
    case deadlineCancelled
  }

  private enum Readiness {
    case run
    case skip(String)
  }

  let tasks: [StartupTask]
  let phase: StartupPhase
  let deadline: Double?
  let clock: StartupClock
  /// Outcomes of earlier runs (dependencies in earlier phases).
  let priorOutcomes: [String: StartupTaskOutcome]

  /// Runs the tasks: sync ones in turn, async ones concurrently once their dependencies succeed.
  func execute() async -> Result {
    let clock = clock
    let phaseStart = clock.now()
    let deadlineInstant = deadline.map { phaseStart + $0 }
    var outcomes = priorOutcomes
    var timing: [String: (start: Double, end: Double)] = [:]
    var waiting = tasks
    var running: [String: Double] = [:]
    var deadlineMissed = false

    await withTaskGroup(of: Completion.self) { group in
      if let deadline {
        group.addTask {
          do {
            try await clock.sleep(deadline)
            return .deadline
          } catch {
            return .deadlineCancelled
          }
        }
      }
      while true {
        var progressed = true
        while progressed && !deadlineMissed {
          progressed = false
          for task in waiting {
            if let deadlineInstant, clock.now() >= deadlineInstant {
              deadlineMissed = true
              break
            }
            let ready = Self.readiness(
              of: task, outcomes: outcomes, waiting: waiting, running: running)
            guard let ready else { continue }
            waiting.removeAll { $0.id == task.id }
            progressed = true
            if case .skip(let reason) = ready {
              outcomes[task.id] = .skipped(reason)
              continue
            }
            switch task.work {
            case .sync(let work):
              let start = clock.now()
              outcomes[task.id] = Self.outcome { try work() }
              timing[task.id] = (start, clock.now())
            case .async(let work):
              running[task.id] = clock.now()
              let id = task.id
              group.addTask {
                let start = clock.now()
                let outcome: StartupTaskOutcome
                do {
                  try await work()
                  outcome = .succeeded
                } catch {
                  outcome = .failed(String(describing: error))
                }
                return .finished(id: id, outcome: outcome, start: start, end: clock.now())
              }
            }
          }
        }
        if deadlineMissed || running.isEmpty { break }
        guard let completion = await group.next() else { break }
        switch completion {
        case .finished(let id, let outcome, let start, let end):
          guard running.removeValue(forKey: id) != nil else { continue }
          outcomes[id] = outcome
          timing[id] = (start, end)
        case .deadline:
          deadlineMissed = true
        case .deadlineCancelled:
          continue
        }
      }
      for (id, start) in running {
        outcomes[id] = .timedOut
        timing[id] = (start, clock.now())
      }
      for task in waiting {
        outcomes[task.id] = .skipped(
          "the \(phase) deadline of \(Self.format(deadline ?? 0))s passed before it started")
      }
      group.cancelAll()
    }
    return Result(
      outcomes: outcomes, timing: timing, phaseStart: phaseStart, deadlineMissed: deadlineMissed)
  }

  private static func outcome(_ work: () throws -> Void) -> StartupTaskOutcome {
    do {
      try work()
      return .succeeded
    } catch {
      return .failed(String(describing: error))
    }
  }

  /// Whether `task` can start now, must be skipped (and why), or must wait (`nil`).
  private static func readiness(
    of task: StartupTask, outcomes: [String: StartupTaskOutcome], waiting: [StartupTask],
    running: [String: Double]
  ) -> Readiness? {
    var mustWait = false
    for dependency in task.dependencies {
      switch outcomes[dependency] {
      case .succeeded: continue
      case .failed: return .skip("dependency '\(dependency)' failed")
      case .skipped: return .skip("dependency '\(dependency)' was skipped")
      case .timedOut: return .skip("dependency '\(dependency)' timed out")
      case nil:
        if running[dependency] != nil || waiting.contains(where: { $0.id == dependency }) {
          mustWait = true
        } else {
          return .skip("dependency '\(dependency)' has not run")
        }
      }
    }
    return mustWait ? nil : .run
  }

  private static func format(_ seconds: Double) -> String {
    "\((seconds * 1000).rounded() / 1000)"
  }
}
