import CurtainAssets
import Foundation
import FuzzDriver

/// The project folder the harness writes into, one per process.
private let project = FileManager.default.temporaryDirectory
  .appendingPathComponent("curtain-fuzz-doctor-\(getpid())", isDirectory: true)

/// One input: the first byte picks the file (Info.plist, a launch storyboard, or an asset
/// catalog's colour set), the rest is its contents; the doctor then reads the project through
/// its public entry point. Invariant: no crash, and every finding names a file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDoctor(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Data(UnsafeRawBufferPointer(start: start, count: count))
  guard let selector = bytes.first else { return 0 }
  let fileManager = FileManager.default
  try? fileManager.removeItem(at: project)
  let paths = [
    "App/Info.plist", "App/LaunchScreen.storyboard",
    "App/Assets.xcassets/LaunchBackground.colorset/Contents.json",
  ]
  let file = project.appendingPathComponent(paths[Int(selector) % paths.count])
  do {
    try fileManager.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.dropFirst().write(to: file)
  } catch {
    preconditionFailure("cannot write \(file.path): \(error)")
  }
  _ = LaunchDoctor().check(projectAt: project)
  return 0
}

runFuzzer { data, size in
  guard let data else { return 0 }
  return fuzzDoctor(data, size)
}
