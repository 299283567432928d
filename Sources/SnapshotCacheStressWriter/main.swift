// A process the crash-safety test kills with SIGKILL at random instants: it saves generation
// after generation of a two-variant snapshot (portrait and landscape in one save) into the cache
// folder given as the only argument, and prints each generation number once its save returned.
// Not a product; `swift build` builds it next to the test bundle.
import CurtainCore
import Foundation

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: SnapshotCacheStressWriter DIRECTORY\n".utf8))
  exit(64)
}
let cache = SnapshotCache(
  configuration: SnapshotCacheConfiguration(
    directory: URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)))
var generation =
  StressPayload.generation(in: cache.lookup(StressPayload.portrait)).map { $0 + 1 } ?? 0
while true {
  do {
    try cache.save(StressPayload.variants(generation: generation))
  } catch {
    FileHandle.standardError.write(Data("save failed: \(error)\n".utf8))
    exit(1)
  }
  FileHandle.standardOutput.write(Data("\(generation)\n".utf8))
  generation += 1
}
