import Benchmark
import CurtainCore

let benchmarks: @Sendable () -> Void = {
  Benchmark("AffineTransform.concatenating", configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { benchmark in
    var transform = AffineTransform.identity
    for _ in benchmark.scaledIterations {
      transform = transform.concatenating(AffineTransform(scaleX: 1.0001, y: 0.9999))
    }
    blackHole(transform)
  }
}
