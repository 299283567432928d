import Foundation
import Testing

@testable import CurtainCore

@Suite struct LaunchTraceTests {
  @Test func aLaunchIsARootSpanWithAPhasePerMarkAndTheAppsSpans() throws {
    var record = LaunchRecord(
      appVersion: "1.7", processStartDate: Date(timeIntervalSince1970: 1_800_000_000.25),
      prewarmed: true,
      marks: [
        .init(name: "processStart", seconds: 0), .init(name: "main", seconds: 600),
        .init(name: "firstFrame", seconds: 600.5), .init(name: "appReady", seconds: 601.75),
        .init(name: "splashRemoved", seconds: 602),
      ],
      spans: [.init(name: "themes", startSeconds: 600.1, durationSeconds: 0.2)])
    record.startKind = .prewarmed
    let trace = try #require(LaunchTrace(record: record))
    #expect(trace.kind == .prewarmed)
    #expect(
      trace.spans.map(\.name) == ["launch", "first frame", "app ready", "splash removed", "themes"])
    #expect(trace.spans.map(\.role) == [.launch, .phase, .phase, .phase, .app])
    // A prewarmed launch starts at main, never at the process's creation ten minutes before;
    // nanoseconds since 1970 are exact (a Double of them would be 256 ns off).
    #expect(trace.spans[0].startUnixNanoseconds == 1_800_000_600_250_000_000)
    #expect(trace.spans[0].endUnixNanoseconds == 1_800_000_602_250_000_000)
    #expect(trace.spans[1].endUnixNanoseconds == 1_800_000_600_750_000_000)
    #expect(trace.spans[4].endUnixNanoseconds - trace.spans[4].startUnixNanoseconds == 200_000_000)
  }

  @Test func aRecordWithoutAWallClockStartHasNoTrace() {
    let record = LaunchRecord(appVersion: "1", marks: [.init(name: "appReady", seconds: 1)])
    #expect(LaunchTrace(record: record) == nil)
  }
}
