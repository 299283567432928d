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
  /// Synchronous tasks run one at a time on the runner; asynchronous ones run as child tasks,
  /// as soon as their dependencies have succeeded. A dependency in an earlier phase that never
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

  private enum Completion: Sendable {
    case finished(id: String, outcome: StartupTaskOutcome, start: Double, end: Double)
    case deadline
    case deadlineCancelled
  }

  private func run(_ tasks: [StartupTask], phase: StartupPhase, deadline: Double?) async
    -> StartupPhaseReport
  {
    let phaseStart = clock.now()
    let deadlineInstant = deadline.map { phaseStart + $0 }
    var timing: [String: (start: Double, end: Double)] = [:]
    var waiting = tasks
    var running: [String: Double] = [:]
    var deadlineMissed = false
    let clock = clock

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
            guard let ready = readiness(of: task, pending: waiting, running: running) else {
              continue
            }
            waiting.removeAll { $0.id == task.id }
            progressed = true
            if case .skip(let reason) = ready {
              outcomes[task.id] = .skipped(reason)
              continue
            }
            switch task.work {
            case .sync(let work):
              let start = clock.now()
              let outcome: StartupTaskOutcome
              do {
                try work()
                outcome = .succeeded
              } catch {
                outcome = .failed(String(describing: error))
              }
              outcomes[task.id] = outcome
              timing[task.id] = (start, clock.now())
            case .async(let work):
              running[task.id] = clock.now()
              let id = task.id
              group.addTask {
                let start = clock.now()
                do {
                  try await work()
                  return .finished(id: id, outcome: .succeeded, start: start, end: clock.now())
                } catch {
                  return .finished(
                    id: id, outcome: .failed(String(describing: error)), start: start,
                    end: clock.now())
                }
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
      let seconds = deadline ?? 0
      for (id, start) in running {
        outcomes[id] = .timedOut
        timing[id] = (start, clock.now())
      }
      for task in waiting {
        outcomes[task.id] = .skipped(
          "the \(phase) deadline of \(Self.format(seconds))s passed before it started")
      }
      group.cancelAll()
    }
    return report(
      tasks, phase: phase, phaseStart: phaseStart, timing: timing,
      deadlineMissed: deadlineMissed)
  }

  private enum Readiness {
    case run
    case skip(String)
  }

  /// Whether `task` can start now, must be skipped (and why), or must wait (`nil`).
  private func readiness(
    of task: StartupTask, pending: [StartupTask], running: [String: Double]
  )
    -> Readiness?
  {
    var mustWait = false
    for dependency in task.dependencies {
      switch outcomes[dependency] {
      case .succeeded: continue
      case .failed: return .skip("dependency '\(dependency)' failed")
      case .skipped: return .skip("dependency '\(dependency)' was skipped")
      case .timedOut: return .skip("dependency '\(dependency)' timed out")
      case nil:
        if running[dependency] != nil || pending.contains(where: { $0.id == dependency }) {
          mustWait = true
        } else {
          return .skip("dependency '\(dependency)' has not run")
        }
      }
    }
    return mustWait ? nil : .run
  }

  private func report(
    _ tasks: [StartupTask], phase: StartupPhase, phaseStart: Double,
    timing: [String: (start: Double, end: Double)], deadlineMissed: Bool
  ) -> StartupPhaseReport {
    let results = tasks.map { task in
      let times = timing[task.id]
      return StartupTaskResult(
        id: task.id, outcome: outcomes[task.id] ?? .skipped("not run"),
        startSeconds: times.map { $0.start - phaseStart },
        durationSeconds: times.map { $0.end - $0.start } ?? 0)
    }
    let path = CriticalPath.longest(
      durations: Dictionary(uniqueKeysWithValues: results.map { ($0.id, $0.durationSeconds) }),
      dependencies: Dictionary(uniqueKeysWithValues: tasks.map { ($0.id, $0.dependencies) }),
      order: tasks.map(\.id))
    return StartupPhaseReport(
      phase: phase, results: results, criticalPath: path.ids, criticalPathSeconds: path.seconds,
      elapsedSeconds: clock.now() - phaseStart,
      deadlineMissed: deadlineMissed)
  }

  static func format(_ seconds: Double) -> String {
    let rounded = (seconds * 1000).rounded() / 1000
    return "\(rounded)"
  }
}
