import Foundation
import Testing

@testable import CurtainCore

/// Files that exist but cannot be read now (a locked device), or cannot be written (a full
/// disk): a miss or an error, and nothing lost.
@Suite final class SnapshotUnavailableTests {
  let directory: TemporaryDirectory
  let fileSystem = LockableFileSystem()
  let log = DiagnosticLog()
  let image = imageBytes(300)

  init() throws {
    directory = try TemporaryDirectory()
    try cache().save([SnapshotVariant(key: makeKey(), imageData: image)])
  }

  deinit { directory.remove() }

  func cache() -> SnapshotCache {
    SnapshotCache(
      configuration: SnapshotCacheConfiguration(directory: directory.url),
      fileSystem: fileSystem, now: { day0 }, diagnostics: log.record)
  }

  @Test func launchLookupWritesNothing() throws {
    let launch = cache()
    let before = fileSystem.changeCount
    #expect(launch.lookup(makeKey()).snapshot != nil)
    #expect(launch.lookup(makeKey(state: "other")) == .miss(.noMatch))
    #expect(fileSystem.changeCount == before)
  }

  @Test func unreadableImageIsAMissThatKeepsTheEntry() throws {
    fileSystem.set(locked: ["snapshot-0.png"])
    let locked = cache()
    guard case .miss(.unavailable(.imageUnreadable)) = locked.lookup(makeKey()) else {
      Issue.record("expected an unavailable miss")
      return
    }
    fileSystem.set()
    #expect(locked.lookup(makeKey()).snapshot?.imageData == image)
  }

  @Test func unreadableIndexIsAMissAndRefusesChanges() throws {
    fileSystem.set(locked: ["index.json"])
    let locked = cache()
    guard case .miss(.unavailable(.indexUnavailable)) = locked.lookup(makeKey()) else {
      Issue.record("expected an unavailable miss")
      return
    }
    #expect(throws: SnapshotFileError.self) {
      try locked.save([SnapshotVariant(key: makeKey(state: "new"), imageData: self.image)])
    }
    #expect(throws: SnapshotFileError.self) { try locked.markPrivate(stateSignature: "bank") }
    #expect(locked.isPrivate(stateSignature: "bank"))

    fileSystem.set()
    #expect(locked.lookup(makeKey()).snapshot?.imageData == image)
  }

  @Test func failedIndexWriteLeavesTheOldEntry() throws {
    fileSystem.set(full: ["index.json"])
    let full = cache()
    #expect(throws: SnapshotFileError.self) {
      try full.save([SnapshotVariant(key: makeKey(), imageData: imageBytes(300, seed: 9))])
    }
    #expect(full.lookup(makeKey()).snapshot?.imageData == image)
    fileSystem.set()
    #expect(cache().lookup(makeKey()).snapshot?.imageData == image)
  }
}
