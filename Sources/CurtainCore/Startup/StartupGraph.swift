/// A validated set of start-up tasks: unique ids, known dependencies, no cycles, and no task
/// that depends on one in a later phase.
public struct StartupGraph: Sendable {
  /// The tasks in registration order.
  public let tasks: [StartupTask]
  let index: [String: Int]
  /// Each task's dependencies as positions in ``tasks``, in the order declared.
  let dependencies: Adjacency
  /// Each task's dependants as positions in ``tasks``, in registration order.
  let dependants: Adjacency
  /// The positions of each phase's tasks, in registration order, indexed by the phase's raw value.
  let positionsByPhase: [[Int]]

  /// Validates and stores `tasks`.
  ///
  /// - Throws: ``StartupGraphError`` listing every problem; a cycle is named in full
  ///   (`a → b → c → a`).
  public init(_ tasks: [StartupTask]) throws {
    var index: [String: Int] = [:]
    var problems: [StartupGraphProblem] = []
    for (position, task) in tasks.enumerated() {
      if index[task.id] != nil {
        problems.append(.duplicateID(task.id))
      } else {
        index[task.id] = position
      }
    }
    for task in tasks {
      for dependency in task.dependencies {
        guard let position = index[dependency] else {
          problems.append(.unknownDependency(task: task.id, dependency: dependency))
          continue
        }
        let other = tasks[position]
        if other.phase > task.phase {
          problems.append(
            .dependsOnLaterPhase(
              task: task.id, phase: task.phase, dependency: other.id, dependencyPhase: other.phase))
        }
      }
    }
    problems += Self.cycles(tasks, index: index).map(StartupGraphProblem.cycle)
    guard problems.isEmpty else { throw StartupGraphError(problems: problems) }
    self.tasks = tasks
    self.index = index
    // Positions for the runner, computed once here so that a run needs no dictionary.
    var edges: [(from: Int, to: Int)] = []
    edges.reserveCapacity(tasks.reduce(0) { $0 + $1.dependencies.count })
    var positionsByPhase = StartupPhase.allCases.map { phase in
      var positions: [Int] = []
      positions.reserveCapacity(tasks.reduce(0) { $0 + ($1.phase == phase ? 1 : 0) })
      return positions
    }
    for (position, task) in tasks.enumerated() {
      positionsByPhase[task.phase.rawValue].append(position)
      for dependency in task.dependencies {
        if let other = index[dependency] { edges.append((position, other)) }
      }
    }
    dependencies = Adjacency(nodeCount: tasks.count, edges: edges)
    dependants = Adjacency(nodeCount: tasks.count, edges: edges.map { ($0.to, $0.from) })
    self.positionsByPhase = positionsByPhase
  }

  /// The task with `id`, if registered.
  public func task(_ id: String) -> StartupTask? {
    index[id].map { tasks[$0] }
  }

  /// Each cycle found by depth-first search, as the path that closes it (`[a, b, a]`).
  private static func cycles(_ tasks: [StartupTask], index: [String: Int]) -> [[String]] {
    enum Colour { case fresh, open, done }
    var colour = [Colour](repeating: .fresh, count: tasks.count)
    var stack: [Int] = []
    var found: [[String]] = []

    func visit(_ node: Int) {
      colour[node] = .open
      stack.append(node)
      for dependency in tasks[node].dependencies {
        guard let next = index[dependency] else { continue }
        switch colour[next] {
        case .fresh: visit(next)
        case .open:
          if let start = stack.lastIndex(of: next) {
            found.append((stack[start...] + [next]).map { tasks[$0].id })
          }
        case .done: continue
        }
      }
      stack.removeLast()
      colour[node] = .done
    }

    for node in tasks.indices where colour[node] == .fresh && index[tasks[node].id] == node {
      visit(node)
    }
    return found
  }
}
