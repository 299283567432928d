/// The tasks of one run (a phase, or an on-first-use task and what it needs) numbered
/// `0..<count` in registration order, with the edges between them taken from the graph's
/// precomputed positions: building it costs one array the size of the graph, no dictionary and
/// no string.
struct StartupRun: Sendable {
  let graph: StartupGraph
  /// The graph position of each run task, in registration order.
  let positions: [Int]
  /// The run position of each graph task; -1 for those outside the run.
  private let local: [Int]
  /// Whether any task of the run is asynchronous (otherwise no task group is needed).
  let hasAsyncWork: Bool

  /// A run of the graph tasks at `positions` (ascending).
  init(graph: StartupGraph, positions: [Int]) {
    var local = [Int](repeating: -1, count: graph.tasks.count)
    var hasAsyncWork = false
    for (runPosition, position) in positions.enumerated() {
      local[position] = runPosition
      if case .async = graph.tasks[position].work { hasAsyncWork = true }
    }
    self.graph = graph
    self.positions = positions
    self.local = local
    self.hasAsyncWork = hasAsyncWork
  }

  /// The number of tasks in the run.
  var count: Int { positions.count }

  /// The task at run position `task`.
  func task(_ task: Int) -> StartupTask {
    graph.tasks[positions[task]]
  }

  /// The work of the task at run position `task` (without copying the rest of the task).
  func work(_ task: Int) -> StartupTask.Work {
    graph.tasks[positions[task]].work
  }

  /// Calls `body` with each dependency of `task`: its run position, or `nil` and its graph
  /// position when it is outside the run (it ran earlier, or never).
  @inline(__always)
  func forEachDependency(of task: Int, _ body: (_ runPosition: Int?, _ position: Int) -> Void) {
    graph.dependencies.forEachTarget(of: positions[task]) { position in
      let runPosition = local[position]
      body(runPosition < 0 ? nil : runPosition, position)
    }
  }

  /// Calls `body` with the run position of each dependant of `task` in the run.
  @inline(__always)
  func forEachDependant(of task: Int, _ body: (Int) -> Void) {
    graph.dependants.forEachTarget(of: positions[task]) { position in
      let runPosition = local[position]
      if runPosition >= 0 { body(runPosition) }
    }
  }
}
