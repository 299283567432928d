import Clocks
import Testing

@testable import CurtainCore

struct StartupFailure: Error, CustomStringConvertible {
  var description: String { "config file is corrupt" }
}

@Suite struct StartupRunnerTests {
  /// Runs `operation` while running `clock` out, again and again until the operation ends: a
  /// single `run()` can come before the tasks' sleeps are registered on a loaded machine, and
  /// the test would then wait forever. The clock only jumps to registered deadlines.
  static func drive<Value: Sendable>(
    _ clock: TestClock<Duration>, _ operation: @escaping @Sendable () async -> Value
  ) async -> Value {
    let task = Task { await operation() }
    let finished = Counter()
    let watcher = Task {
      _ = await task.value
      finished.increment()
    }
    while finished.value == 0 { await clock.run() }
    await watcher.value
    return await task.value
  }

  @Test func independentAsyncTasksRunConcurrentlyAndTheCriticalPathIsReported() async throws {
    let clock = TestClock()
    let sleeping = Counter()
    let awake = Counter()
    let graph = try StartupGraph([
      StartupTask("a", phase: .afterFirstFrame) {
        sleeping.increment()
        try await clock.sleep(for: .seconds(1))
        awake.increment()
      },
      StartupTask("b", phase: .afterFirstFrame) {
        sleeping.increment()
        try await clock.sleep(for: .seconds(2))
      },
      StartupTask("c", phase: .afterFirstFrame, dependsOn: ["a", "b"]) {
        try await clock.sleep(for: .seconds(1))
      },
    ])
    let runner = StartupRunner(graph: graph, clock: .from(clock))
    let run = Task { await runner.run(.afterFirstFrame) }
    // Both independent tasks must be asleep at time 0 before the clock moves: on a loaded
    // machine one may start late, and a late start is a slower machine, not a wrong path.
    while sleeping.value < 2 { await Task.yield() }
    for _ in 0..<100 { await Task.yield() }
    // Likewise a must wake, and its end be read, at 1 s before the clock moves on to b's 2 s:
    // running the clock out in one go could read a's end at 2 s on a loaded machine (then a and
    // b tie, and the tie goes to a, the earlier dependency).
    await clock.advance(by: .seconds(1))
    while awake.value < 1 { await Task.yield() }
    for _ in 0..<100 { await Task.yield() }
    let report = await Self.drive(clock) { await run.value }
    #expect(report.results.map(\.outcome) == [.succeeded, .succeeded, .succeeded])
    // Run one after another this would take 4 s; a and b overlap.
    #expect(report.elapsedSeconds == 3)
    #expect(report.result("c")?.startSeconds == 2)
    #expect(report.criticalPath == ["b", "c"])
    #expect(report.criticalPathSeconds == 3)
    #expect(!report.deadlineMissed)
  }

  @Test func aFailureSkipsItsDependantsWithAReasonAndEverythingElseRuns() async throws {
    let clock = TestClock()
    let graph = try StartupGraph([
      StartupTask("config", phase: .beforeFirstFrame) { throw StartupFailure() },
      StartupTask("themes", phase: .beforeFirstFrame, dependsOn: ["config"]) {},
      StartupTask("layout", phase: .beforeFirstFrame, dependsOn: ["themes"]) {},
      StartupTask("analytics", phase: .beforeFirstFrame) {},
      StartupTask("cache", phase: .afterFirstFrame, dependsOn: ["layout"]) {},
    ])
    let runner = StartupRunner(graph: graph, clock: .from(clock))
    let first = await runner.run(.beforeFirstFrame)
    #expect(
      first.results.map(\.outcome) == [
        .failed("config file is corrupt"), .skipped("dependency 'config' failed"),
        .skipped("dependency 'themes' was skipped"), .succeeded,
      ])
    // Tasks that never started are not part of the critical path.
    #expect(first.criticalPath == ["config"])
    let second = await runner.run(.afterFirstFrame)
    #expect(second.result("cache")?.outcome == .skipped("dependency 'layout' was skipped"))
  }

  @Test func aDependencyInAPhaseNotYetRunSkipsTheTask() async throws {
    let graph = try StartupGraph([
      StartupTask("early", phase: .beforeFirstFrame) {},
      StartupTask("late", phase: .afterFirstFrame, dependsOn: ["early"]) {},
    ])
    let runner = StartupRunner(graph: graph, clock: .from(TestClock()))
    let report = await runner.run(.afterFirstFrame)
    #expect(report.result("late")?.outcome == .skipped("dependency 'early' has not run"))
  }

  @Test func thePhaseDeadlineTimesOutRunningTasksAndSkipsWaitingOnes() async throws {
    let clock = TestClock()
    let asleep = Counter()
    let graph = try StartupGraph([
      StartupTask("slow", phase: .whenIdle) {
        asleep.increment()
        try await clock.sleep(for: .seconds(10))
      },
      StartupTask("quick", phase: .whenIdle) {
        asleep.increment()
        try await clock.sleep(for: .seconds(1))
      },
      StartupTask("after", phase: .whenIdle, dependsOn: ["slow"]) {},
    ])
    // Counts the deadline timer too: the clock must not move before all three sleeps are armed.
    let timed = StartupClock.from(clock)
    let counting = StartupClock(now: timed.now) { seconds in
      asleep.increment()
      try await timed.sleep(seconds)
    }
    let runner = StartupRunner(graph: graph, clock: counting)
    let run = Task { await runner.run(.whenIdle, deadline: 2) }
    while asleep.value < 3 { await Task.yield() }
    // Moving exactly to the deadline (not running the clock out) keeps the result right even if a
    // sleep is registered a moment late: the deadline sleeps until its instant, not for a span.
    await clock.advance(by: .seconds(2))
    // The deadline has fired: the slow task is cancelled and the phase ends without the clock
    // moving again. Give that real time before running the clock out (which, on a loaded
    // machine, woke the slow task at 10 s before its cancellation reached it: a CI flake).
    let ended = Counter()
    let watcher = Task {
      _ = await run.value
      ended.increment()
    }
    let patience = ContinuousClock.now.advanced(by: .seconds(20))
    while ended.value == 0, ContinuousClock.now < patience {
      try await Task.sleep(for: .milliseconds(2))
    }
    let report = await Self.drive(clock) { await run.value }
    await watcher.value
    #expect(report.deadlineMissed)
    #expect(
      report.results.map(\.outcome) == [
        .timedOut, .succeeded,
        .skipped("the whenIdle deadline of 2.0s passed before it started"),
      ])
    #expect(report.elapsedSeconds == 2)
    #expect(await runner.outcome(of: "slow") == .timedOut)
  }

  @Test func aDeadlineStopsSynchronousTasksBetweenTasks() async throws {
    let time = ManualTime()
    let graph = try StartupGraph([
      StartupTask("parse", phase: .beforeFirstFrame) { time.advance(seconds: 3) },
      StartupTask("layout", phase: .beforeFirstFrame, dependsOn: ["parse"]) {},
    ])
    let source = time.source
    let clock = StartupClock(now: { Double(source.nanoseconds()) / 1e9 }) { _ in
      try await Task.sleep(nanoseconds: 60_000_000_000)
    }
    let report = await StartupRunner(graph: graph, clock: clock).run(
      .beforeFirstFrame, deadline: 2)
    #expect(report.deadlineMissed)
    #expect(
      report.results.map(\.outcome) == [
        .succeeded, .skipped("the beforeFirstFrame deadline of 2.0s passed before it started"),
      ])
    #expect(report.result("parse")?.durationSeconds == 3)
    #expect(report.elapsedSeconds == 3)
    #expect(report.criticalPath == ["parse"])
  }

  @Test func onFirstUseRunsTheTaskAndItsDependenciesOnce() async throws {
    let counter = Counter()
    let graph = try StartupGraph([
      StartupTask("units", phase: .onFirstUse) { counter.increment() },
      StartupTask("conversions", phase: .onFirstUse, dependsOn: ["units"]) { counter.increment() },
      StartupTask("constants", phase: .onFirstUse) { counter.increment() },
    ])
    let runner = StartupRunner(graph: graph, clock: .from(TestClock()))
    let first = await runner.runOnFirstUse("conversions")
    #expect(first.results.map(\.id) == ["units", "conversions"])
    #expect(first.criticalPath == ["units", "conversions"])
    let again = await runner.runOnFirstUse("conversions")
    #expect(again.results.isEmpty)
    #expect(counter.value == 2)
  }
}

/// A thread-safe count for tasks to bump.
final class Counter: Sendable {
  private let lock = Lock()
  nonisolated(unsafe) private var count = 0

  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
