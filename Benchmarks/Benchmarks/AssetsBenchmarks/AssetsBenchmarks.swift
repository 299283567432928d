import Benchmark
import CurtainAssets
import CurtainCore
import Foundation

/// The full asset set from the built-in example's 1024 x 1024 logo (and its branding): decode,
/// Lanczos-3 to 1x/2x/3x, PNG encode, storyboard, catalog, plist and runtime layout. Target: under
/// one second.
let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "LaunchAssetGenerator.generate (1024 px logo)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10))
  ) { benchmark in
    let loaded = try BuiltInExample.load()
    let files = try [loaded.design.logo.image.light, loaded.design.branding?.image.light]
      .compactMap { $0 }
      .reduce(into: [String: Data]()) {
        $0[$1] = try Data(contentsOf: loaded.directory.appendingPathComponent($1))
      }
    let generator = LaunchAssetGenerator(codec: RenderImageCodec())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(
        try generator.generate(design: loaded.design) { path in
          guard let data = files[path] else { throw CocoaError(.fileNoSuchFile) }
          return data
        })
    }
  }
}
