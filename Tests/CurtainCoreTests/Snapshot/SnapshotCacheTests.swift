import Foundation
import Testing

@testable import CurtainCore

@Suite struct SnapshotCacheTests {
  @Test func savedSnapshotIsFoundByAFreshInstance() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let image = imageBytes(5000)
    let outcome = try makeCache(in: directory).save([
      SnapshotVariant(key: makeKey(), imageData: image)
    ])
    #expect(outcome == SnapshotSaveOutcome(saved: [makeKey()]))

    let snapshot = try #require(makeCache(in: directory).lookup(makeKey()).snapshot)
    #expect(
      snapshot
        == Snapshot(
          identifier: "snapshot-0.png", key: makeKey(), imageData: image, format: .png,
          createdAt: day0))
  }

  @Test func emptyFolderIsACleanMiss() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let log = DiagnosticLog()
    #expect(makeCache(in: directory, log: log).lookup(makeKey()) == .miss(.noMatch))
    #expect(log.entries.isEmpty)
  }

  @Test func portraitAndLandscapeAreSavedTogetherAndFoundApart() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let portrait = SnapshotVariant(key: makeKey(orientation: .portrait), imageData: imageBytes(10))
    let landscape = SnapshotVariant(
      key: makeKey(orientation: .landscape), imageData: imageBytes(20, seed: 9))
    try makeCache(in: directory).save([portrait, landscape])

    let cache = makeCache(in: directory)
    #expect(cache.lookup(portrait.key).snapshot?.imageData == portrait.imageData)
    #expect(cache.lookup(landscape.key).snapshot?.imageData == landscape.imageData)
  }

  @Test func resavingAKeyReplacesItsImageAndRemovesTheOldFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory)
    try cache.save([SnapshotVariant(key: makeKey(), imageData: imageBytes(100, seed: 1))])
    try cache.save([SnapshotVariant(key: makeKey(), imageData: imageBytes(200, seed: 2))])

    #expect(cache.lookup(makeKey()).snapshot?.imageData == imageBytes(200, seed: 2))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: directory.url.appendingPathComponent("images").path)
    #expect(files == ["snapshot-1.png"])
  }

  @Test func emptyAndOversizedImagesAreRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory, sizeLimit: 100)
    let outcome = try cache.save([
      SnapshotVariant(key: makeKey(orientation: .portrait), imageData: Data()),
      SnapshotVariant(key: makeKey(orientation: .landscape), imageData: imageBytes(101)),
    ])
    #expect(
      outcome.refused == [
        SnapshotRefusal(key: makeKey(orientation: .portrait), reason: .empty),
        SnapshotRefusal(
          key: makeKey(orientation: .landscape),
          reason: .largerThanSizeLimit(byteCount: 101, limit: 100)),
      ])
    #expect(cache.entries.isEmpty)
  }

  @Test func purgeRemovesEverySnapshotAndFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory)
    try cache.save([
      SnapshotVariant(key: makeKey(state: "user=1"), imageData: imageBytes(10)),
      SnapshotVariant(key: makeKey(state: "user=2"), imageData: imageBytes(10)),
    ])
    try cache.purge()

    #expect(makeCache(in: directory).entries.isEmpty)
    #expect(cache.lookup(makeKey(state: "user=1")) == .miss(.noMatch))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: directory.url.appendingPathComponent("images").path)
    #expect(files.isEmpty)
  }

  @Test func savingRunsOffTheMainThread() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for state in 0..<8 {
        group.addTask {
          try cache.save([
            SnapshotVariant(key: makeKey(state: "\(state)"), imageData: imageBytes(64))
          ])
        }
      }
      try await group.waitForAll()
    }
    #expect(makeCache(in: directory).entries.count == 8)
  }
}

@Suite struct SnapshotPrivacyTests {
  @Test func markingAStatePrivateRemovesItsSnapshotsOnly() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory)
    try cache.save([
      SnapshotVariant(
        key: makeKey(orientation: .portrait, state: "bank"), imageData: imageBytes(9)),
      SnapshotVariant(
        key: makeKey(orientation: .landscape, state: "bank"), imageData: imageBytes(9)),
      SnapshotVariant(key: makeKey(state: "home"), imageData: imageBytes(9)),
    ])
    try cache.markPrivate(stateSignature: "bank")

    let reopened = makeCache(in: directory)
    #expect(reopened.entries.map(\.key) == [makeKey(state: "home")])
    #expect(reopened.lookup(makeKey(state: "bank")) == .miss(.privateState))
    #expect(reopened.isPrivate(stateSignature: "bank"))
  }

  @Test func privateStateIsNeverSavedUntilUnmarked() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory)
    try cache.markPrivate(stateSignature: "bank")
    let variant = SnapshotVariant(key: makeKey(state: "bank"), imageData: imageBytes(9))

    #expect(
      try cache.save([variant]).refused == [
        SnapshotRefusal(key: variant.key, reason: .privateState)
      ])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["index.json"])

    try cache.unmarkPrivate(stateSignature: "bank")
    #expect(try cache.save([variant]).saved == [variant.key])
  }
}
