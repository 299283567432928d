/// A piece of start-up work: an id, the ids it needs first, when it runs, and the work.
public struct StartupTask: Sendable {
  /// The work itself: synchronous (run in turn) or asynchronous (run concurrently).
  public enum Work: Sendable {
    /// Runs to completion on the runner, one synchronous task at a time.
    case sync(@Sendable () throws -> Void)
    /// Runs as a child task, concurrently with other ready asynchronous tasks.
    case async(@Sendable () async throws -> Void)
  }

  /// A unique name ("themes", "analytics").
  public var id: String
  /// Ids of tasks that must succeed first; none may run in a later phase.
  public var dependencies: [String]
  /// When the task runs.
  public var phase: StartupPhase
  /// What it does.
  public var work: Work

  /// Creates a synchronous task.
  public init(
    _ id: String, phase: StartupPhase, dependsOn dependencies: [String] = [],
    run: @escaping @Sendable () throws -> Void
  ) {
    self.id = id
    self.dependencies = dependencies
    self.phase = phase
    work = .sync(run)
  }

  /// Creates an asynchronous task.
  public init(
    _ id: String, phase: StartupPhase, dependsOn dependencies: [String] = [],
    runAsync: @escaping @Sendable () async throws -> Void
  ) {
    self.id = id
    self.dependencies = dependencies
    self.phase = phase
    work = .async(runAsync)
  }
}
