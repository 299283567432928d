import BenchLibPNG
import Benchmark
import BenchmarkSupport
import CurtainCore
import CurtainRender
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

  // Decoding the snapshot (the same 1179x2556 RGBA PNG bytes, in memory) to 8-bit RGBA: ours
  // (`ImageCodec.decode`, which also premultiplies) against libpng's simplified API called
  // directly (straight alpha) as a libpng user decoding to a new image writes it: read the
  // header, allocate the uninitialised output, finish the read, free libpng's state.
  // Paired: every iteration runs both back to back, alternating which goes first, after three
  // warm-up iterations, and records each decode's time and their ratio. Times are CPU time of
  // the decoding thread (a decode runs on one thread), so time the scheduler gives to other
  // processes on this shared machine is left out; the wall-clock ratio is recorded too.
  // Nothing else allocates between the decodes: a third decode into a reused buffer in the same
  // rotation made the allocator give whichever decode followed it 12 MB of fresh pages (2,955
  // page faults, +15%), whatever code that decode ran.
  let oursCPU = BenchmarkMetric.custom("ImageCodec, thread CPU (us)")
  let libpngCPU = BenchmarkMetric.custom("libpng, thread CPU (us)")
  let ratioCPU = BenchmarkMetric.custom("ImageCodec / libpng, CPU (permille)")
  let ratioWall = BenchmarkMetric.custom("ImageCodec / libpng, wall (permille)")
  Benchmark(
    "Snapshot.decode 1179x2556 (ImageCodec vs libpng simplified API, paired)",
    configuration: .init(
      metrics: [oursCPU, libpngCPU, ratioCPU, ratioWall], warmupIterations: 3,
      maxDuration: .seconds(20), maxIterations: 80)
  ) { benchmark in
    let decoders: [() throws -> Void] = [
      { blackHole(try ImageCodec.decode(png, name: "snapshot.png")) },
      { blackHole(try libpngDecode(png)) },
    ]
    for (iteration, _) in benchmark.scaledIterations.enumerated() {
      var cpu = [0, 0]
      var wall = [0, 0]
      for step in 0..<decoders.count {
        let decoder = (iteration + step) % decoders.count
        let (cpuStart, wallStart) = (threadCPUNanoseconds(), DispatchTime.now().uptimeNanoseconds)
        try decoders[decoder]()
        cpu[decoder] = (threadCPUNanoseconds() - cpuStart) / 1000
        wall[decoder] = Int(DispatchTime.now().uptimeNanoseconds - wallStart) / 1000
      }
      benchmark.measurement(oursCPU, cpu[0])
      benchmark.measurement(libpngCPU, cpu[1])
      benchmark.measurement(ratioCPU, cpu[0] * 1000 / max(1, cpu[1]))
      benchmark.measurement(ratioWall, wall[0] * 1000 / max(1, wall[1]))
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

private struct LibPNGFailure: Error {}

/// Decodes `png` with libpng's simplified API to a new 8-bit RGBA buffer (straight alpha),
/// allocated once the header is read.
private func libpngDecode(_ png: Data) throws -> [UInt8] {
  // libpng reads from the memory given to begin_read until finish_read.
  try png.withUnsafeBytes { bytes in
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }
    guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
      throw LibPNGFailure()
    }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    let byteCount = Int(image.width) * Int(image.height) * 4
    var finished: Int32 = 0
    let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
      finished = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
      initialized = finished != 0 ? byteCount : 0
    }
    guard finished != 0 else { throw LibPNGFailure() }
    return pixels
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
