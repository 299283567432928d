import Benchmark
import CurtainCore
import CurtainRender
import Foundation

#if canImport(BenchLibPNG)
  import BenchLibPNG
#endif

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration.maxDuration = .seconds(5)

  Benchmark(
    "Compositor.render reveal frame 1179x2556",
    configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxIterations: 300)
  ) { benchmark in
    let compositor = Compositor(images: SampleStage.images)
    let stage = SampleStage.reveal(progress: 0.35)
    var frame = try compositor.render(stage)  // warms the image cache
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try compositor.render(stage, into: &frame)
    }
    blackHole(frame)
  }

  Benchmark(
    "Full-frame memcpy 1179x2556 (reference)",
    configuration: .init(metrics: [.wallClock], maxIterations: 300)
  ) { benchmark in
    let source = [UInt8](repeating: 7, count: 1179 * 2556 * 4)
    var target = [UInt8](repeating: 0, count: source.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      target.withUnsafeMutableBytes { to in
        source.withUnsafeBytes { from in
          guard let target = to.baseAddress, let origin = from.baseAddress else { return }
          target.copyMemory(from: origin, byteCount: from.count)
        }
      }
    }
    blackHole(target)
  }

  Benchmark(
    "PNG decode 1290x2796 (ImageCodec, premultiplied)",
    configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxIterations: 100)
  ) { benchmark in
    let screenshotPNG = SampleStage.screenshotPNG
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try ImageCodec.decode(screenshotPNG, name: "screenshot.png"))
    }
  }

  #if canImport(BenchLibPNG)
    // Into a new uninitialised buffer per decode, as ImageCodec returns a new image (the
    // snapshot benchmark pairs the two decodes; see SnapshotBenchmarks).
    Benchmark(
      "PNG decode 1290x2796 (libpng simplified API, direct)",
      configuration: .init(metrics: [.wallClock], maxIterations: 100)
    ) { benchmark in
      let screenshotPNG = SampleStage.screenshotPNG
      let byteCount = 1290 * 2796 * 4
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
          // libpng reads from the memory given to begin_read until finish_read.
          screenshotPNG.withUnsafeBytes { bytes in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            defer { png_image_free(&image) }
            _ = png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            let finished = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
            initialized = finished != 0 ? byteCount : 0
          }
        }
        blackHole(pixels)
      }
    }
  #endif

  Benchmark(
    "APNG stream 3 s at 60 fps, 1179x2556 (peak memory)",
    configuration: .init(
      metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(120), maxIterations: 1)
  ) { _ in
    let compositor = Compositor(images: SampleStage.images)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-benchmark-\(UUID().uuidString).apng")
    defer { try? FileManager.default.removeItem(at: url) }
    let writer = try APNGWriter(url: url, width: 1179, height: 2556, framesPerSecond: 60)
    var frame = RGBAImage(width: 1179, height: 2556)
    for index in 0..<180 {
      try compositor.render(SampleStage.reveal(progress: Double(index) / 179), into: &frame)
      try writer.append(frame)
    }
    try writer.finish()
  }
}
