import Foundation
import Testing

@testable import CurtainCore

/// The real file system, recording which attributes the cache asks for on which paths.
private final class AttributeRecordingFileSystem: SnapshotFileSystem, @unchecked Sendable {
  private let lock = NSLock()
  private var asked: [String: SnapshotFileAttributes] = [:]
  private var written: [String] = []
  private let real = DurableFileSystem()

  var attributes: [String: SnapshotFileAttributes] { lock.withLock { asked } }
  var writtenPaths: [String] { lock.withLock { written } }

  func contents(of url: URL) throws -> Data? { try real.contents(of: url) }
  func writeDurably(_ data: Data, to url: URL) throws {
    lock.withLock { written.append(url.standardizedFileURL.path) }
    try real.writeDurably(data, to: url)
  }
  func removeFile(at url: URL) throws { try real.removeFile(at: url) }
  func fileNames(in url: URL) throws -> [String] { try real.fileNames(in: url) }
  func createDirectory(at url: URL) throws { try real.createDirectory(at: url) }
  func setAttributes(_ attributes: SnapshotFileAttributes, of url: URL) throws {
    lock.withLock { asked[url.standardizedFileURL.path] = attributes }
    try real.setAttributes(attributes, of: url)
  }
}

@Suite struct SnapshotFileAttributesTests {
  /// Issue #12: the files were written with the default protection class and the backup
  /// exclusion depended on an Apple-only writer nobody called.
  @Test func everyFileTheCacheWritesIsProtectedAndExcludedFromBackup() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let files = AttributeRecordingFileSystem()
    let cache = SnapshotCache(
      configuration: SnapshotCacheConfiguration(directory: directory.url),
      fileSystem: files, now: { day0 })
    try cache.save([
      SnapshotVariant(key: makeKey(), imageData: imageBytes(64)),
      SnapshotVariant(key: makeKey(appearance: .dark), imageData: imageBytes(64, seed: 2)),
    ])
    let written = files.writtenPaths
    #expect(written.count == 3)  // two images and the index
    for path in written {
      #expect(files.attributes[path] == .snapshot, "\(path)")
    }
    let folder = directory.url.standardizedFileURL.path
    #expect(files.attributes[folder] == .snapshot)
    #expect(files.attributes[folder + "/images"] == .snapshot)
  }

  /// `completeUnlessOpen`, not `complete`: a capture on backgrounding may still be writing
  /// when the device locks.
  @Test func snapshotsAreCompleteUnlessOpenAndNotBackedUp() {
    #expect(SnapshotFileAttributes.snapshot.protection == .completeUnlessOpen)
    #expect(SnapshotFileAttributes.snapshot.excludedFromBackup)
  }
}
