import Benchmark
import BenchmarkSupport
import CurtainCore
import Foundation

/// Issue #31: `curtain timings` over 1,000,000 launch records (about 470 MB of JSON lines) in
/// bounded memory. Each iteration runs the release `curtain timings FILE` (child CPU, and its
/// peak resident memory from `/usr/bin/time`) and, in the same window, the baseline: reading
/// the same file alone, line by line (`LineReader`, this thread's CPU), alternating which goes
/// first. Memory is flat when the 1,000,000-record run peaks where the 100,000-record run does.
func timingsBenchmark() {
  let timingsCPU = BenchmarkMetric.custom("timings 1M records, CPU (ms)")
  let readCPU = BenchmarkMetric.custom("reading the file alone, CPU (ms)")
  let ratio = BenchmarkMetric.custom("timings / reading (x10)")
  let peakLarge = BenchmarkMetric.custom("timings 1M records, peak RSS (MB)")
  let peakSmall = BenchmarkMetric.custom("timings 100k records, peak RSS (MB)")
  Benchmark(
    "curtain timings 1,000,000 records (child CPU vs reading the file)",
    configuration: .init(
      metrics: [timingsCPU, readCPU, ratio, peakLarge, peakSmall],
      units: [timingsCPU: .count, readCPU: .count, ratio: .count], warmupIterations: 0,
      maxDuration: .seconds(900), maxIterations: 3)
  ) { benchmark in
    let curtain = try CurtainBinary.built()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-timings-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let large = folder.appendingPathComponent("launches-1M.jsonl")
    let small = folder.appendingPathComponent("launches-100k.jsonl")
    try LaunchRecordFile.write(1_000_000, to: large)
    try LaunchRecordFile.write(100_000, to: small)
    for (iteration, _) in benchmark.scaledIterations.enumerated() {
      var cpu = [0, 0]
      var peak = 0
      for step in 0..<2 {
        if (iteration + step) % 2 == 0 {
          (cpu[0], peak) = try PeakMemory.run(curtain, ["timings", large.path], in: folder)
        } else {
          let start = threadCPUNanoseconds()
          var lines = 0
          try LineReader.forEachLine(at: large) { _, _ in lines += 1 }
          blackHole(lines)
          cpu[1] = threadCPUNanoseconds() - start
        }
      }
      let (_, smallPeak) = try PeakMemory.run(curtain, ["timings", small.path], in: folder)
      benchmark.measurement(timingsCPU, cpu[0] / 1_000_000)
      benchmark.measurement(readCPU, cpu[1] / 1_000_000)
      benchmark.measurement(ratio, cpu[0] * 10 / max(1, cpu[1]))
      benchmark.measurement(peakLarge, peak / 1024)
      benchmark.measurement(peakSmall, smallPeak / 1024)
    }
  }
}

/// A JSON lines file of `count` launch records: four versions, varied phases and spans.
enum LaunchRecordFile {
  static func write(_ count: Int, to url: URL) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission)
    }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    var random = SystemRandomNumberGenerator()
    var chunk = ""
    for index in 0..<count {
      let main = 0.2 + Double.random(in: 0..<0.3, using: &random)
      let frame = main + 0.3 + Double.random(in: 0..<1.5, using: &random)
      let ready = frame + Double.random(in: 0..<2.5, using: &random)
      let record = LaunchRecord(
        appVersion: "1.\(index % 4)", processStartDate: Date(timeIntervalSince1970: 1.8e9),
        prewarmed: index % 10 == 0,
        marks: [
          .init(name: "processStart", seconds: 0), .init(name: "main", seconds: main),
          .init(name: "appDelegateStart", seconds: main + 0.05),
          .init(name: "firstFrame", seconds: frame), .init(name: "appReady", seconds: ready),
          .init(name: "splashRemoved", seconds: ready + 0.4),
        ],
        spans: [.init(name: "loading themes", startSeconds: main + 0.1, durationSeconds: 0.4)])
      chunk += try LaunchRecordLines.line(for: record) + "\n"
      if chunk.utf8.count > 1 << 20 {
        try handle.write(contentsOf: Data(chunk.utf8))
        chunk = ""
      }
    }
    try handle.write(contentsOf: Data(chunk.utf8))
  }
}

/// A child's CPU and peak resident memory, measured by GNU time (`/usr/bin/time -f %M`).
enum PeakMemory {
  /// Returns the child's CPU (user + system, ns) and peak resident set size (KB).
  static func run(_ curtain: URL, _ arguments: [String], in folder: URL) throws -> (Int, Int) {
    let report = folder.appendingPathComponent("time-\(UUID().uuidString).txt")
    let cpu = try CurtainBinary.run(
      URL(fileURLWithPath: "/usr/bin/time"),
      ["-f", "%M", "-o", report.path, curtain.path] + arguments, in: folder)
    let text = try String(contentsOf: report, encoding: .utf8)
    guard let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw CurtainBinary.Failure(description: "/usr/bin/time wrote '\(text)'")
    }
    return (cpu, kilobytes)
  }
}
