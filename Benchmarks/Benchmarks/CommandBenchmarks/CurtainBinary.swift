import BenchmarkSupport
import Foundation

/// The package's `curtain` command-line tool, built in release.
enum CurtainBinary {
  /// What went wrong building or running the tool.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The package root: three folders above this file's (`Benchmarks/Benchmarks/CommandBenchmarks`).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Builds the tool in release (a no-op when it is up to date) and returns its path.
  static func built() throws -> URL {
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = ["swift", "build", "-c", "release", "--product", "curtain"]
    build.currentDirectoryURL = packageRoot
    build.standardOutput = FileHandle.nullDevice
    try build.run()
    build.waitUntilExit()
    guard build.terminationStatus == 0 else {
      throw Failure(
        description: "swift build -c release --product curtain failed in \(packageRoot.path)")
    }
    return packageRoot.appendingPathComponent(".build/release/curtain")
  }

  /// Runs `curtain arguments` in `folder` (where it writes its output) and returns its CPU time
  /// (user + system) in nanoseconds; an exit status outside `acceptedStatuses` is an error.
  static func run(
    _ curtain: URL, _ arguments: [String], in folder: URL, acceptedStatuses: Set<Int32> = [0]
  ) throws -> Int {
    let process = Process()
    process.executableURL = curtain
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let before = childrenCPUNanoseconds()
    try process.run()
    process.waitUntilExit()
    let cpu = childrenCPUNanoseconds() - before
    guard acceptedStatuses.contains(process.terminationStatus) else {
      throw Failure(description: "curtain \(arguments.joined(separator: " ")) failed")
    }
    return cpu
  }
}
