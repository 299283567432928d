import Benchmark
import BenchmarkSupport
import CurtainCore
import Foundation

/// The main thread's mask work when a reveal or heartbeat exit starts, for a 1024 px logo
/// (a ring with a notch, like a real mark: the distance transform has real work to do).
///
/// Paired, in the same window: every iteration times (a) what the exit's start cost before
/// masks were prepared, the whole analysis (`RevealMask(mask)`, the distance transform and
/// coverage table) plus the geometry, and (b) what it costs once `RevealMask.prepared(for:)` has
/// run while the splash was up: `RevealLogo.geometry(screenSize:)` with the same mask value. The
/// order alternates; times are the calling thread's CPU time, so other processes on a shared
/// machine are left out. Target: (b) under 1 ms (1,000 us).
func revealGeometryBenchmark() {
  let computedCPU = BenchmarkMetric.custom("computed at the exit's start, thread CPU (us)")
  let preparedCPU = BenchmarkMetric.custom("prepared while the splash is up, thread CPU (us)")
  let ratio = BenchmarkMetric.custom("computed / prepared (times)")
  Benchmark(
    "RevealGeometry 1024 px logo at the exit's start (prepared vs computed, paired)",
    configuration: .init(
      metrics: [computedCPU, preparedCPU, ratio], warmupIterations: 1,
      maxDuration: .seconds(20), maxIterations: 40)
  ) { benchmark in
    let screen = Size(width: 393, height: 852)
    let mask = try AlphaMask(width: 1024, height: 1024) { x, y in
      let dx = x - 512
      let dy = y - 512
      let radius = (dx * dx + dy * dy).squareRoot()
      return radius <= 500 && radius >= 140 && !(dx > 0 && abs(dy) < 40)
    }
    let logo = RevealLogo(
      image: ImageSource(name: "logo", scale: 3), mask: mask,
      frame: Rect(x: 96.5, y: 325, width: 200, height: 200), contentMode: .scaleAspectFit)
    _ = try RevealMask.prepared(for: mask)
    let runs: [() throws -> Void] = [
      {
        let analysed = try RevealMask(mask)
        blackHole(
          try RevealGeometry(
            analysed, frame: logo.frame, contentMode: logo.contentMode, imageScale: 3,
            screenSize: screen))
      },
      { blackHole(try logo.geometry(screenSize: screen)) },
    ]
    for (iteration, _) in benchmark.scaledIterations.enumerated() {
      var cpu = [0, 0]
      for step in 0..<runs.count {
        let run = (iteration + step) % runs.count
        let start = threadCPUNanoseconds()
        try runs[run]()
        cpu[run] = threadCPUNanoseconds() - start
      }
      benchmark.measurement(computedCPU, cpu[0] / 1000)
      benchmark.measurement(preparedCPU, cpu[1] / 1000)
      benchmark.measurement(ratio, cpu[0] / max(1, cpu[1]))
    }
  }
}
