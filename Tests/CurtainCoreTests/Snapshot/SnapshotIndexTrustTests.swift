import Foundation
import Testing

@testable import CurtainCore

/// The index is untrusted input: values this cache never writes read as a damaged index (every
/// entry dropped, a diagnostic naming the file and the key), never a trap and never a path
/// outside the cache's folder.
@Suite final class SnapshotIndexTrustTests {
  let root: TemporaryDirectory
  /// The cache's own folder, inside `root`; `root` also holds the victim file beside it.
  let directory: TemporaryDirectory
  let victim: URL

  init() throws {
    root = try TemporaryDirectory()
    let cacheURL = root.url.appendingPathComponent("cache", isDirectory: true)
    try FileManager.default.createDirectory(
      at: cacheURL.appendingPathComponent("images"), withIntermediateDirectories: true)
    directory = try TemporaryDirectory(url: cacheURL)
    victim = root.url.appendingPathComponent("victim.txt")
    try Data("not the cache's".utf8).write(to: victim)
  }

  deinit { root.remove() }

  var indexURL: URL { directory.url.appendingPathComponent("index.json") }

  /// An index whose one entry names `fileName`, with `nextFileNumber` and `byteCount`.
  func writeIndex(fileName: String, nextFileNumber: Int = 1, byteCount: Int = 3) throws {
    let entry = SnapshotEntry(
      key: makeKey(), fileName: fileName, format: .png, byteCount: byteCount, checksum: 0,
      createdAt: day0, lastAccessedAt: day0)
    var index = SnapshotIndex(nextFileNumber: nextFileNumber)
    index.entries = [entry]
    try index.encoded().write(to: indexURL)
  }

  @Test(arguments: [
    ("../../victim.txt", 1, 3, "entries[0].fileName '../../victim.txt' is not a file"),
    ("/etc/passwd", 1, 3, "entries[0].fileName '/etc/passwd' is not a file"),
    ("snapshot-7.png", 1, 3, "entries[0].fileName 'snapshot-7.png' is not a file"),
    ("snapshot-0.jpeg", 1, 3, "entries[0].fileName 'snapshot-0.jpeg' is not a file"),
    ("snapshot-0.png", Int.max, 3, "nextFileNumber 9223372036854775807 is outside"),
    ("snapshot-0.png", -1, 3, "nextFileNumber -1 is outside"),
    ("snapshot-0.png", 1, Int.max, "entries[0].byteCount 9223372036854775807 is outside"),
  ])
  func foreignValuesReadAsADamagedIndex(
    fileName: String, nextFileNumber: Int, byteCount: Int, reason: String
  ) throws {
    try writeIndex(fileName: fileName, nextFileNumber: nextFileNumber, byteCount: byteCount)
    let log = DiagnosticLog()
    let cache = makeCache(in: directory, log: log)
    #expect(cache.lookup(makeKey()) == .miss(.noMatch))
    guard case .indexUnreadable(let path, let found) = try #require(log.entries.first) else {
      Issue.record("expected indexUnreadable, got \(log.entries)")
      return
    }
    #expect(path == indexURL.path)
    #expect(found.hasPrefix(reason))
    // Saves, purges and housekeeping go on over an empty index, and the victim is untouched.
    try cache.save([SnapshotVariant(key: makeKey(), imageData: imageBytes(64))])
    try cache.purge()
    #expect(try Data(contentsOf: victim) == Data("not the cache's".utf8))
  }

  @Test func anIndexAtTheLastFileNumberStillSaves() throws {
    try writeIndex(fileName: "snapshot-0.png", nextFileNumber: SnapshotIndex.numberLimit)
    let cache = makeCache(in: directory)
    let outcome = try cache.save([SnapshotVariant(key: makeKey(), imageData: imageBytes(64))])
    #expect(outcome.saved == [makeKey()])
  }

  @Test func theTotalOfManyHugeEntriesSaturates() {
    var index = SnapshotIndex()
    index.entries = (0..<3).map { number in
      SnapshotEntry(
        key: makeKey(state: "\(number)"), fileName: "snapshot-\(number).png", format: .png,
        byteCount: Int.max / 2, checksum: 0, createdAt: day0, lastAccessedAt: day0)
    }
    #expect(index.totalByteCount == Int.max)
  }
}
