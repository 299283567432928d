/// One run of a set of start-up tasks: the scheduling loop, kept outside the runner actor so
/// the task group is driven from a nonisolated context (iOS 15/16 SDKs' `TaskGroup.next()` is
/// not isolation-aware, so calling it from an actor would send the group across isolation).
///
/// Scheduling is Kahn's algorithm on task positions: a task becomes ready when its last
/// dependency in this run ends, so the whole run is O(tasks + dependencies).
struct StartupPhaseExecution: Sendable {
  /// What the run produced, for the runner to merge into its state; arrays follow `tasks`.
  struct Result: Sendable {
    var outcomes: [StartupTaskOutcome]
    var timing: [(start: Double, end: Double)?]
    var phaseStart: Double
    var deadlineMissed: Bool
    /// Each task's dependencies as positions in `tasks` (those outside the run are dropped).
    var dependencies: Adjacency
  }

  private enum Completion: Sendable {
    case finished(position: Int, outcome: StartupTaskOutcome, start: Double, end: Double)
    case deadline
    case deadlineCancelled
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
    var graph = LocalGraph(tasks: tasks, priorOutcomes: priorOutcomes)
    var outcomes = [StartupTaskOutcome?](repeating: nil, count: tasks.count)
    var timing = [(start: Double, end: Double)?](repeating: nil, count: tasks.count)
    // When each running asynchronous task was started (`nil`: not running).
    var running = [Double?](repeating: nil, count: tasks.count)
    var runningCount = 0
    var deadlineMissed = false

    func finish(_ position: Int, _ outcome: StartupTaskOutcome) {
      outcomes[position] = outcome
      graph.finish(position, outcome: outcome, id: tasks[position].id)
    }

    await withTaskGroup(of: Completion.self) { group in
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
        while let position = graph.nextReady() {
          if let deadlineInstant, clock.now() >= deadlineInstant {
            deadlineMissed = true
            graph.putBack(position)
            break
          }
          if let reason = graph.skipReason[position] {
            finish(position, .skipped(reason))
            continue
          }
          switch tasks[position].work {
          case .sync(let work):
            let start = clock.now()
            let outcome = Self.outcome { try work() }
            timing[position] = (start, clock.now())
            finish(position, outcome)
          case .async(let work):
            running[position] = clock.now()
            runningCount += 1
            group.addTask {
              let start = clock.now()
              let outcome: StartupTaskOutcome
              do {
                try await work()
                outcome = .succeeded
              } catch {
                outcome = .failed(String(describing: error))
              }
              return .finished(position: position, outcome: outcome, start: start, end: clock.now())
            }
          }
        }
        if deadlineMissed || runningCount == 0 { break }
        guard let completion = await group.next() else { break }
        switch completion {
        case .finished(let position, let outcome, let start, let end):
          guard running[position] != nil else { continue }
          running[position] = nil
          runningCount -= 1
          timing[position] = (start, end)
          finish(position, outcome)
        case .deadline:
          deadlineMissed = true
        case .deadlineCancelled:
          continue
        }
      }
      for (position, start) in running.enumerated() {
        guard let start else { continue }
        outcomes[position] = .timedOut
        timing[position] = (start, clock.now())
      }
      let late = "the \(phase) deadline of \(Self.format(deadline ?? 0))s passed before it started"
      for position in tasks.indices where outcomes[position] == nil {
        outcomes[position] = .skipped(late)
      }
      group.cancelAll()
    }
    return Result(
      outcomes: outcomes.map { $0 ?? .skipped("not run") }, timing: timing,
      phaseStart: phaseStart, deadlineMissed: deadlineMissed, dependencies: graph.dependencies)
  }

  private static func outcome(_ work: () throws -> Void) -> StartupTaskOutcome {
    do {
      try work()
      return .succeeded
    } catch {
      return .failed(String(describing: error))
    }
  }

  private static func format(_ seconds: Double) -> String {
    "\((seconds * 1000).rounded() / 1000)"
  }
}

/// The run's tasks by position: who waits for whom, what is ready, and why a task must be
/// skipped (the first dependency that did not succeed).
private struct LocalGraph {
  private let dependants: Adjacency
  /// Each task's dependencies in this run, as positions.
  let dependencies: Adjacency
  private var waitingFor: [Int]
  private var ready: [Int] = []
  private var readIndex = 0
  /// Why a task must be skipped, once a dependency did not succeed.
  var skipReason: [String?]

  init(tasks: [StartupTask], priorOutcomes: [String: StartupTaskOutcome]) {
    var position: [String: Int] = [:]
    position.reserveCapacity(tasks.count)
    for (index, task) in tasks.enumerated() { position[task.id] = index }
    waitingFor = Array(repeating: 0, count: tasks.count)
    skipReason = Array(repeating: nil, count: tasks.count)
    var edges: [(from: Int, to: Int)] = []
    for (index, task) in tasks.enumerated() {
      for dependency in task.dependencies {
        if let local = position[dependency] {
          edges.append((index, local))
          waitingFor[index] += 1
        } else if skipReason[index] == nil {
          skipReason[index] = Self.reason(dependency, priorOutcomes[dependency])
        }
      }
    }
    dependencies = Adjacency(nodeCount: tasks.count, edges: edges)
    dependants = Adjacency(nodeCount: tasks.count, edges: edges.map { ($0.to, $0.from) })
    ready = tasks.indices.filter { waitingFor[$0] == 0 }
  }

  /// The next ready task, in the order tasks became ready (registration order first).
  mutating func nextReady() -> Int? {
    guard readIndex < ready.count else { return nil }
    defer { readIndex += 1 }
    return ready[readIndex]
  }

  /// Returns a task taken by ``nextReady()`` that was not started after all.
  mutating func putBack(_ position: Int) {
    readIndex -= 1
  }

  /// Records that `position` ended, releasing (or condemning) its dependants.
  mutating func finish(_ position: Int, outcome: StartupTaskOutcome, id: String) {
    for dependant in dependants[position] {
      if skipReason[dependant] == nil, outcome != .succeeded {
        skipReason[dependant] = Self.reason(id, outcome)
      }
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
}
