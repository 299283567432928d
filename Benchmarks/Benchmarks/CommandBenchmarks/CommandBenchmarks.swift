import Benchmark
import BenchmarkSupport
import CurtainRender
import Foundation

/// The commands a person waits for, run as they type them: `curtain preview` and `curtain check
/// --matrix` of the built-in example, from the release build of the package's `curtain` (built
/// first, incrementally, with `swift build -c release --product curtain` in the package root).
/// Each run's CPU time (user + system of the child) is paired with a reference workload timed
/// in the same window, alternating which goes first: libpng compressing a fixed
/// 1179x2556 launch-like frame (`ReferenceWork`), so runs on a busy or slower machine compare as
/// ratios. Targets (issue 17, on a 2-core Linux machine): preview <= 1.0 s, check --matrix
/// <= 5 s of CPU; issue 30: preview <= 0.7 s, and the example app's own config (its first-launch
/// splash video, `Examples/CurtainExample/curtain.yml`) through `check --matrix` <= 12 s. That
/// check's verdict (it may find problems and exit 1) does not matter here, only its CPU time.
let benchmarks: @Sendable () -> Void = {
  commandBenchmark(
    "curtain preview --example (child CPU vs reference)", arguments: ["preview", "--example"],
    iterations: 7)
  commandBenchmark(
    "curtain check --example --matrix (child CPU vs reference)",
    arguments: ["check", "--example", "--matrix"], iterations: 3)
  commandBenchmark(
    "curtain check Examples/CurtainExample --matrix, splash video (child CPU vs reference)",
    arguments: [
      "check",
      CurtainBinary.packageRoot.appendingPathComponent("Examples/CurtainExample/curtain.yml").path,
      "--matrix",
    ], iterations: 3, acceptsVerdict: true)
  timingsBenchmark()
}

/// `acceptsVerdict`: exit status 1 (a `check` that found problems) is a finished run, timed.
private func commandBenchmark(
  _ name: String, arguments: [String], iterations: Int, acceptsVerdict: Bool = false
) {
  let commandCPU = BenchmarkMetric.custom("command, CPU (ms)")
  let referenceCPU = BenchmarkMetric.custom("reference, thread CPU (ms)")
  let ratio = BenchmarkMetric.custom("command / reference (permille)")
  Benchmark(
    name,
    configuration: .init(
      metrics: [commandCPU, referenceCPU, ratio],
      // Whole milliseconds and permille: an automatic unit prints 11.6 s as "12 (K)".
      units: [commandCPU: .count, referenceCPU: .count, ratio: .count], warmupIterations: 1,
      maxDuration: .seconds(300), maxIterations: iterations)
  ) { benchmark in
    let curtain = try CurtainBinary.built()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-command-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (iteration, _) in benchmark.scaledIterations.enumerated() {
      var cpu = [0, 0]
      for step in 0..<2 {
        let which = (iteration + step) % 2
        if which == 0 {
          cpu[0] = try CurtainBinary.run(
            curtain, arguments, in: folder, acceptedStatuses: acceptsVerdict ? [0, 1] : [0])
        } else {
          let start = threadCPUNanoseconds()
          try ReferenceWork.run()
          cpu[1] = threadCPUNanoseconds() - start
        }
      }
      benchmark.measurement(commandCPU, cpu[0] / 1_000_000)
      benchmark.measurement(referenceCPU, cpu[1] / 1_000_000)
      benchmark.measurement(ratio, cpu[0] * 1000 / max(1, cpu[1]))
    }
  }
}
