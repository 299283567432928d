import CurtainCore
import Foundation
import FuzzDriver

/// One input: stored launch-history bytes. Invariant: reading never traps; a history read
/// records a launch and a duration, encodes, and reads back equal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistory(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Data(UnsafeRawBufferPointer(start: start, count: count))
  var history = LaunchHistoryCoding.decode(bytes).history
  history.recordLaunch(version: "9.9", at: Date(timeIntervalSinceReferenceDate: 0))
  history.recordDuration(LaunchDurationSample(version: "9.9", seconds: 0.5))
  _ = history.kind(ofLaunching: "10.0")
  guard let encoded = try? LaunchHistoryCoding.encode(history) else { return 0 }
  let again = LaunchHistoryCoding.decode(encoded)
  precondition(
    again.diagnostic == nil, "a written history reads as \(String(describing: again.diagnostic))")
  precondition(again.history == history, "round trip changed the history")
  return 0
}

runFuzzer { data, size in
  guard let data else { return 0 }
  return fuzzHistory(data, size)
}
