import CurtainAssets
import CurtainCore
import Foundation
import FuzzDriver

/// One input: the first byte picks JSON (odd) or YAML (even), the rest is the config file.
/// Every referenced file "exists", so decoding and validation run to the end. Invariant: a
/// design that loads has no validation issue, and survives a JSON round trip unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Data(UnsafeRawBufferPointer(start: start, count: count))
  guard let selector = bytes.first else { return 0 }
  let name = selector % 2 == 1 ? "curtain.json" : "curtain.yml"
  let loader = DesignLoader(readFile: { _ in Data() }, fileExists: { _ in true })
  let url = URL(fileURLWithPath: "/fuzz/\(name)")
  guard let loaded = try? loader.decode(bytes.dropFirst(), fileURL: url) else { return 0 }
  let issues = loaded.design.validationIssues()
  precondition(issues.isEmpty, "a loaded design has issues: \(issues)")
  guard let json = try? JSONEncoder().encode(loaded.design) else {
    preconditionFailure("a loaded design does not encode")
  }
  let again = LaunchDesign.decodeCollectingIssues(json: json)
  precondition(again.issues.isEmpty, "round trip issues: \(again.issues)")
  precondition(again.design == loaded.design, "round trip changed the design")
  return 0
}

runFuzzer { data, size in
  guard let data else { return 0 }
  return fuzzConfig(data, size)
}
