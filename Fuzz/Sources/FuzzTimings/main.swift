import CurtainCore
import Foundation
import FuzzDriver

/// One input: a launch record log (JSON lines). Invariant: the records it holds summarise, and
/// their Chrome trace encodes (a value that cannot is a reading error, not a trace error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  guard let records = try? LaunchRecordLines.records(in: text, source: "fuzz.jsonl") else {
    return 0
  }
  for statistics in LaunchPhaseStatistics.byVersion(records) {
    for row in statistics.rows {
      precondition(row.median.isFinite && row.p90.isFinite, "a row is not finite: \(row)")
    }
  }
  do {
    _ = try ChromeTrace.json(for: records)
  } catch {
    preconditionFailure("records that read do not trace: \(error)")
  }
  return 0
}

runFuzzer { data, size in
  guard let data else { return 0 }
  return fuzzTimings(data, size)
}
