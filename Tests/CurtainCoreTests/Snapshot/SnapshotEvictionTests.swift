import Foundation
import Testing

@testable import CurtainCore

/// Size budget and expiry, with dates passed in (the `referenceDate:` overloads) instead of
/// waiting.
@Suite struct SnapshotEvictionTests {
  @Test func leastRecentlyUsedGoesFirstWhenOverTheLimit() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory, sizeLimit: 300, maxAge: nil)
    let a = makeKey(state: "a")
    let b = makeKey(state: "b")
    let c = makeKey(state: "c")
    try cache.save([SnapshotVariant(key: a, imageData: imageBytes(100))], referenceDate: at(0))
    try cache.save([SnapshotVariant(key: b, imageData: imageBytes(100))], referenceDate: at(1))
    try cache.save([SnapshotVariant(key: c, imageData: imageBytes(100))], referenceDate: at(2))
    // A launch used `a`, so `b` is now the least recently used.
    #expect(cache.lookup(a, referenceDate: at(3)).snapshot != nil)

    let outcome = try cache.save(
      [SnapshotVariant(key: makeKey(state: "d"), imageData: imageBytes(100))],
      referenceDate: at(4))
    #expect(outcome.evicted == [b])
    #expect(Set(makeCache(in: directory).entries.map(\.key)) == [a, c, makeKey(state: "d")])
    #expect(makeCache(in: directory).totalByteCount == 300)
  }

  @Test func accessTimesReachDiskWhenFlushed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory)
    try cache.save(
      [SnapshotVariant(key: makeKey(), imageData: imageBytes(10))], referenceDate: at(0))
    _ = cache.lookup(makeKey(), referenceDate: at(50))
    #expect(makeCache(in: directory).entries.first?.lastAccessedAt == at(0))

    try cache.flushAccessTimes()
    #expect(makeCache(in: directory).entries.first?.lastAccessedAt == at(50))
  }

  @Test(arguments: [
    (age: 3599.0, found: true), (age: 3600, found: true), (age: 3601, found: false),
  ])
  func snapshotOlderThanTheMaximumAgeIsNotShown(age: Double, found: Bool) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory, maxAge: 3600)
    try cache.save(
      [SnapshotVariant(key: makeKey(), imageData: imageBytes(10))], referenceDate: at(0))
    let lookup = cache.lookup(makeKey(), referenceDate: at(age))
    #expect((lookup.snapshot != nil) == found)
    if !found { #expect(lookup == .miss(.expired)) }
  }

  @Test func removeExpiredDeletesOnlyOldSnapshots() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory, maxAge: 100)
    try cache.save(
      [SnapshotVariant(key: makeKey(state: "old"), imageData: imageBytes(10))], referenceDate: at(0)
    )
    try cache.save(
      [SnapshotVariant(key: makeKey(state: "new"), imageData: imageBytes(10))],
      referenceDate: at(60))

    #expect(try cache.removeExpired(referenceDate: at(130)) == [makeKey(state: "old")])
    #expect(makeCache(in: directory).entries.map(\.key) == [makeKey(state: "new")])
  }

  @Test func savingAlsoRemovesExpiredSnapshots() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = makeCache(in: directory, maxAge: 100)
    try cache.save(
      [SnapshotVariant(key: makeKey(state: "old"), imageData: imageBytes(10))], referenceDate: at(0)
    )
    try cache.save(
      [SnapshotVariant(key: makeKey(state: "new"), imageData: imageBytes(10))],
      referenceDate: at(200))
    #expect(cache.entries.map(\.key) == [makeKey(state: "new")])
  }

  @Test func injectedClockIsThePublicLookupsNow() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try makeCache(in: directory).save([SnapshotVariant(key: makeKey(), imageData: imageBytes(10))])
    let later = SnapshotCache(
      configuration: SnapshotCacheConfiguration(directory: directory.url, maxAge: 60),
      now: { at(61) })
    #expect(later.lookup(makeKey()) == .miss(.expired))
  }
}
