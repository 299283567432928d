/// One problem found when registering start-up tasks.
public enum StartupGraphProblem: Hashable, Sendable, CustomStringConvertible {
  /// Two tasks share an id.
  case duplicateID(String)
  /// A task depends on an id nobody registered.
  case unknownDependency(task: String, dependency: String)
  /// Tasks depend on each other in a loop: `[a, b, c, a]` means a needs b needs c needs a.
  case cycle([String])
  /// A task depends on one that runs in a later phase, so it could never run on time.
  case dependsOnLaterPhase(
    task: String, phase: StartupPhase, dependency: String, dependencyPhase: StartupPhase)

  /// A sentence naming the tasks.
  public var description: String {
    switch self {
    case .duplicateID(let id): "Task '\(id)' is registered twice."
    case .unknownDependency(let task, let dependency):
      "Task '\(task)' depends on '\(dependency)', which is not registered."
    case .cycle(let ids): "Tasks depend on each other in a cycle: \(ids.joined(separator: " → "))."
    case .dependsOnLaterPhase(let task, let phase, let dependency, let dependencyPhase):
      "Task '\(task)' (\(phase)) depends on '\(dependency)', which runs later (\(dependencyPhase))."
    }
  }
}

/// Every problem found when registering start-up tasks (validation reports them all at once).
public struct StartupGraphError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, in the order found.
  public var problems: [StartupGraphProblem]

  /// One line per problem.
  public var description: String {
    problems.map(\.description).joined(separator: "\n")
  }
}
