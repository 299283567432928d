import Foundation
import Testing

@testable import CurtainCore
@testable import SnapshotCacheStressWriter

/// Kills a real writer process (`SnapshotCacheStressWriter`) with SIGKILL at random instants,
/// 200 times over the same folder, and checks after each kill that a fresh reader finds either
/// the last generation the writer reported saved or the one it was saving, for both variants
/// alike, with no diagnostic: never a torn entry.
///
/// Every fourth kill comes at a random instant from the writer's launch (so some land while it
/// opens a folder left by the previous kill); the others at a random instant after its first
/// save, which takes a few milliseconds (about 7 ms in a debug build here, four flushes).
@Suite struct SnapshotCrashSafetyTests {
  static let kills = 200
  /// Longest wait before the kill, in microseconds.
  static let longestDelay: UInt32 = 25_000

  @Test func killedWriterLeavesTheOldOrTheNewEntry() throws {
    let writer = try Self.writerExecutable()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var random = SplitMix64(seed: 0x5EED_C0FF_EE)
    var previous: Int?
    var killsAfterASave = 0
    var killsMidSave = 0
    for round in 0..<Self.kills {
      let process = Process()
      process.executableURL = writer
      process.arguments = [directory.url.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      var printed = Data()
      if round % 4 != 0 {
        printed = output.fileHandleForReading.availableData
      }
      usleep(UInt32.random(in: 0...Self.longestDelay, using: &random))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal, "round \(round): writer exited")
      printed += output.fileHandleForReading.readDataToEndOfFile()
      let reported = String(decoding: printed, as: UTF8.self).split(separator: "\n")
        .compactMap { Int($0) }
      if !reported.isEmpty { killsAfterASave += 1 }
      if try Self.hasLeftovers(in: directory.url) { killsMidSave += 1 }

      let log = DiagnosticLog()
      let reader = SnapshotCache(
        configuration: SnapshotCacheConfiguration(directory: directory.url), diagnostics: log.record
      )
      let portrait = StressPayload.generation(in: reader.lookup(StressPayload.portrait))
      let landscape = StressPayload.generation(in: reader.lookup(StressPayload.landscape))
      #expect(log.entries.isEmpty, "round \(round): \(log.entries)")
      #expect(portrait == landscape, "round \(round): variants of different saves")
      let committed = reported.last ?? previous
      let allowed: [Int?] = committed.map { [$0, $0 + 1] } ?? [nil, 0]
      #expect(allowed.contains(portrait), "round \(round): read \(String(describing: portrait))")
      previous = portrait
    }
    // Enough kills must land after the writer's first save for the test to mean anything.
    #expect(killsAfterASave > Self.kills / 2)
    // And some must have stopped a save half-way, leaving a temp file or an unreferenced image.
    #expect(killsMidSave >= 10, "only \(killsMidSave) kills interrupted a save")
  }

  /// Whether the folder holds a temp file or an image the index does not list.
  static func hasLeftovers(in directory: URL) throws -> Bool {
    let files = FileManager.default
    let images =
      (try? files.contentsOfDirectory(atPath: directory.appendingPathComponent("images").path))
      ?? []
    let listed = SnapshotCache(configuration: SnapshotCacheConfiguration(directory: directory))
      .entries.map(\.fileName)
    return files.fileExists(atPath: directory.appendingPathComponent("index.json.tmp").path)
      || !Set(images).subtracting(listed).isEmpty
  }

  /// The writer, built by `swift build` beside the test bundle.
  static func writerExecutable() throws -> URL {
    var folders = [
      Bundle.main.bundleURL,
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
      .map { $0.bundleURL.deletingLastPathComponent() }
    let candidates = folders.map { $0.appendingPathComponent("SnapshotCacheStressWriter") }
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "SnapshotCacheStressWriter not found in \(folders.map(\.path))")
  }
}
