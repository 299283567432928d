import Benchmark
import CurtainCore
import Foundation

/// The launch path of a snapshot-first launch: open the cache (parse its index), find the exact
/// match for this launch and read its 1179x2556 PNG, checksum verified. Target: under 2 ms.
let benchmarks: @Sendable () -> Void = {
  let png = RealisticSnapshot.png()
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("curtain-snapshot-benchmark-\(getpid())", isDirectory: true)
  let configuration = SnapshotCacheConfiguration(directory: directory)
  let launch = key(state: "theme=classic", orientation: .portrait)
  do {
    try? FileManager.default.removeItem(at: directory)
    // A realistic index: this launch's snapshot among five other variants.
    var variants = [SnapshotVariant(key: launch, imageData: png)]
    for (index, state) in ["theme=neon", "theme=paper"].enumerated() {
      variants.append(
        SnapshotVariant(
          key: key(state: state, orientation: .portrait), imageData: png[0..<(index + 1) * 1000]))
      variants.append(
        SnapshotVariant(
          key: key(state: state, orientation: .landscape), imageData: png[0..<(index + 2) * 1000]))
    }
    variants.append(
      SnapshotVariant(
        key: key(state: "theme=classic", orientation: .landscape), imageData: png[0..<5000]))
    try SnapshotCache(configuration: configuration).save(variants)
  } catch {
    fatalError("could not prepare the snapshot cache: \(error)")
  }
  FileHandle.standardError.write(
    Data(
      "Snapshot PNG: \(RealisticSnapshot.width)x\(RealisticSnapshot.height), \(png.count) bytes\n"
        .utf8))

  let configurationForRuns = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 2000)

  Benchmark("Snapshot.launchLookupAndRead", configuration: configurationForRuns) { benchmark in
    for _ in benchmark.scaledIterations {
      let cache = SnapshotCache(configuration: configuration)
      blackHole(cache.lookup(launch))
    }
  }

  Benchmark("Snapshot.readFileOnly", configuration: configurationForRuns) { benchmark in
    let file = directory.appendingPathComponent("images/snapshot-0.png")
    for _ in benchmark.scaledIterations {
      blackHole(try Data(contentsOf: file))
    }
  }

  Benchmark("Snapshot.lookupMiss", configuration: configurationForRuns) { benchmark in
    for _ in benchmark.scaledIterations {
      let cache = SnapshotCache(configuration: configuration)
      blackHole(cache.lookup(key(state: "theme=unknown", orientation: .portrait)))
    }
  }

  Benchmark(
    "Snapshot.save (off the main thread)",
    configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3), maxIterations: 200)
  ) { benchmark in
    let cache = SnapshotCache(configuration: configuration)
    for _ in benchmark.scaledIterations {
      blackHole(
        try cache.save([
          SnapshotVariant(key: key(state: "saved", orientation: .portrait), imageData: png)
        ]))
    }
  }
}

private func key(state: String, orientation: Orientation) -> SnapshotKey {
  SnapshotKey(
    orientation: orientation,
    size: orientation == .portrait ? Size(width: 393, height: 852) : Size(width: 852, height: 393),
    scale: 3, appearance: .dark, appVersion: "3.12", appBuild: "1204",
    layoutDirection: .leftToRight, contentSizeCategory: "UICTContentSizeCategoryL",
    stateSignature: state)
}
