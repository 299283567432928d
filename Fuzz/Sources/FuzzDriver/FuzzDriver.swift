import CFuzzDriver
import Foundation

/// A harness: called once per input with its bytes (the pointer is nil only for no bytes).
public typealias FuzzHarness = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Runs libFuzzer's driver over `harness` with the process's arguments, then exits with its
/// status. A harness executable's entry point calls it; the harness is also exported as
/// `LLVMFuzzerTestOneInput`, for the builds (debug) in which SwiftPM links libFuzzer's own
/// `main` instead of the executable's.
public func runFuzzer(_ harness: FuzzHarness) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, harness))
}
