import CurtainCore
import Foundation
import FuzzDriver

/// A cache folder in memory: `index.json` holds the input, `images/` two image files. Every
/// removal must stay inside `images/`: a damaged index must never make the cache delete a file
/// it does not own.
private final class MemoryFolder: SnapshotFileSystem, @unchecked Sendable {
  let root: URL
  private let lock = NSLock()
  private var files: [String: Data]

  init(root: URL, index: Data) {
    self.root = root
    files = [
      root.appendingPathComponent("index.json").path: index,
      root.appendingPathComponent("images/snapshot-0.png").path: Data([1, 2, 3]),
      root.appendingPathComponent("images/snapshot-1.jpeg").path: Data(),
    ]
  }

  private func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  func contents(of url: URL) throws -> Data? { withLock { files[url.path] } }

  func writeDurably(_ data: Data, to url: URL) throws {
    precondition(owns(url), "write outside the cache: \(url.path)")
    withLock { files[url.path] = data }
  }

  func removeFile(at url: URL) throws {
    let images = root.appendingPathComponent("images").path + "/"
    precondition(
      url.standardizedFileURL.path.hasPrefix(images) && !url.path.contains("/../"),
      "removal outside the cache's images: \(url.path)")
    _ = withLock { files.removeValue(forKey: url.path) }
  }

  func fileNames(in url: URL) throws -> [String] {
    let prefix = url.path + "/"
    return withLock {
      files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
  }

  func createDirectory(at url: URL) throws {}

  private func owns(_ url: URL) -> Bool {
    url.standardizedFileURL.path.hasPrefix(root.path + "/") && !url.path.contains("/../")
  }
}

/// One input: an `index.json`. Lookups, a save, marking a state private and a purge run over
/// it; none may trap or touch a file outside the cache.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshotIndex(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Data(UnsafeRawBufferPointer(start: start, count: count))
  let root = URL(fileURLWithPath: "/fuzz/cache", isDirectory: true)
  let cache = SnapshotCache(
    configuration: SnapshotCacheConfiguration(directory: root, sizeLimit: 64),
    fileSystem: MemoryFolder(root: root, index: bytes),
    now: { Date(timeIntervalSinceReferenceDate: 1_000_000) })
  let key = SnapshotKey(
    orientation: .portrait, size: Size(width: 390, height: 844), scale: 3, appearance: .light,
    appVersion: "1.0", appBuild: "1", layoutDirection: .leftToRight,
    contentSizeCategory: "L", stateSignature: "home")
  for entry in cache.entries { _ = cache.lookup(entry.key) }
  _ = cache.lookup(key)
  _ = cache.totalByteCount
  _ = try? cache.save([SnapshotVariant(key: key, imageData: Data([7, 7, 7]))])
  _ = try? cache.markPrivate(stateSignature: "home")
  _ = try? cache.purge()
  return 0
}

runFuzzer { data, size in
  guard let data else { return 0 }
  return fuzzSnapshotIndex(data, size)
}
