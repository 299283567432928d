import Benchmark
import CurtainCore

let taskCount = 100

/// `taskCount` no-op synchronous tasks, each depending on the one before.
func chainOfSyncTasks() -> [StartupTask] {
  (0..<taskCount).map { index in
    StartupTask(
      "t\(index)", phase: .afterFirstFrame, dependsOn: index == 0 ? [] : ["t\(index - 1)"]
    ) {}
  }
}

let benchmarks: @Sendable () -> Void = {
  let perMark = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)

  // 1000 marks per iteration into a clock with room for them all (the write path, not drops).
  Benchmark("LaunchClock.mark (x1000)", configuration: perMark) { benchmark in
    let clock = LaunchClock(
      capacity: benchmark.scaledIterations.count, processStartNanoseconds: 0)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      clock.mark(.firstFrame)
    }
    benchmark.stopMeasurement()
    blackHole(clock)
  }

  Benchmark("LaunchClock.beginSpan+end (x1000)", configuration: perMark) { benchmark in
    let clock = LaunchClock(
      capacity: 2 * benchmark.scaledIterations.count, processStartNanoseconds: 0)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      clock.end(clock.beginSpan("work"))
    }
    benchmark.stopMeasurement()
    blackHole(clock)
  }

  let perRun = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal])

  // Registration: validating 100 tasks (ids, dependencies, phases, cycles) and precomputing the
  // positions the runner uses. Paid once per launch, not per run; measured apart from the runs.
  Benchmark("StartupGraph 100 sync tasks (chain): registration", configuration: perRun) {
    benchmark in
    let tasks = chainOfSyncTasks()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try StartupGraph(tasks))
    }
  }

  // 100 no-op synchronous tasks in a dependency chain: runner overhead per task = time / 100.
  // Measured: creating the runner and running the phase (report and critical path included);
  // the tasks and the graph are built before the measurement starts.
  Benchmark("StartupRunner 100 sync tasks (chain)", configuration: perRun) { benchmark in
    let graph = try StartupGraph(chainOfSyncTasks())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let runner = StartupRunner(graph: graph)
      blackHole(await runner.run(.afterFirstFrame))
    }
  }

  // 100 independent no-op asynchronous tasks, run concurrently as child tasks (measured as above).
  Benchmark("StartupRunner 100 async tasks (independent)", configuration: perRun) { benchmark in
    let graph = try StartupGraph(
      (0..<taskCount).map { index in
        StartupTask("t\(index)", phase: .afterFirstFrame) { () async throws in }
      })
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let runner = StartupRunner(graph: graph)
      blackHole(await runner.run(.afterFirstFrame))
    }
  }

  // The floor under the runner's asynchronous case: Swift's own cost of running the same number
  // of empty child tasks in a task group, with nothing of Curtain's around them.
  Benchmark("TaskGroup 100 empty child tasks (reference)", configuration: perRun) { benchmark in
    for _ in benchmark.scaledIterations {
      await withTaskGroup(of: Int.self) { group in
        for index in 0..<taskCount { group.addTask { index } }
        for await finished in group { blackHole(finished) }
      }
    }
  }

  let policy = LoadingIndicatorPolicy(messages: [
    "Factoring large primes", "Reticulating splines", "Counting backwards from infinity",
    "Polishing the buttons", "Warming up the LCD",
  ])

  Benchmark("LoadingIndicatorPolicy.timeline (slow device, 5 messages)", configuration: perRun) {
    benchmark in
    var generator = SplitMix64(seed: 1)
    for _ in benchmark.scaledIterations {
      blackHole(policy.timeline(predictedWait: 4, readyAt: 4, using: &generator))
    }
  }

  Benchmark("LoadingIndicatorPolicy.timeline (fast device)", configuration: perRun) { benchmark in
    var generator = SplitMix64(seed: 1)
    for _ in benchmark.scaledIterations {
      blackHole(policy.timeline(predictedWait: 0.8, readyAt: 0.9, using: &generator))
    }
  }
}
