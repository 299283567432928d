import Foundation
import Testing

@testable import CurtainCore

/// Damaged files are dropped with a diagnostic naming the file, and the launch gets a clean miss.
@Suite final class SnapshotDamageTests {
  let directory: TemporaryDirectory
  let image = imageBytes(4096)

  init() throws {
    directory = try TemporaryDirectory()
    try makeCache(in: directory).save([SnapshotVariant(key: makeKey(), imageData: image)])
  }

  deinit { directory.remove() }

  var indexURL: URL { directory.url.appendingPathComponent("index.json") }
  var imageURL: URL { directory.url.appendingPathComponent("images/snapshot-0.png") }

  @Test(arguments: ["", "{", "[]", "{\"formatVersion\":1}", "not json at all"])
  func unparsableIndexIsDroppedWithADiagnostic(contents: String) throws {
    try Data(contents.utf8).write(to: indexURL)
    let log = DiagnosticLog()
    #expect(makeCache(in: directory, log: log).lookup(makeKey()) == .miss(.noMatch))
    let diagnostic = try #require(log.entries.first)
    guard case .indexUnreadable(let path, _) = diagnostic else {
      Issue.record("expected indexUnreadable, got \(diagnostic)")
      return
    }
    #expect(path == indexURL.path)
  }

  @Test func indexFromANewerFormatIsDropped() throws {
    try Data(#"{"formatVersion":2,"entries":"new shape"}"#.utf8).write(to: indexURL)
    let log = DiagnosticLog()
    #expect(makeCache(in: directory, log: log).lookup(makeKey()) == .miss(.noMatch))
    #expect(log.entries == [.indexFormatUnsupported(path: indexURL.path, formatVersion: 2)])
  }

  @Test func nextSaveAfterADroppedIndexStartsClean() throws {
    try Data("garbage".utf8).write(to: indexURL)
    let cache = makeCache(in: directory)
    try cache.save([SnapshotVariant(key: makeKey(state: "other"), imageData: imageBytes(7))])
    #expect(cache.lookup(makeKey(state: "other")).snapshot?.imageData == imageBytes(7))
    #expect(cache.lookup(makeKey()) == .miss(.noMatch))
  }

  @Test func missingImageIsDroppedFromTheIndex() throws {
    try FileManager.default.removeItem(at: imageURL)
    let log = DiagnosticLog()
    let expected = SnapshotDiagnostic.imageMissing(path: imageURL.path, reason: "no such file")
    #expect(makeCache(in: directory, log: log).lookup(makeKey()) == .miss(.dropped(expected)))
    #expect(log.entries == [expected])
    #expect(makeCache(in: directory).entries.isEmpty)
  }

  @Test func truncatedImageIsDroppedAndDeleted() throws {
    try image.prefix(1000).write(to: imageURL)
    let expected = SnapshotDiagnostic.imageSizeMismatch(
      path: imageURL.path, expected: 4096, actual: 1000)
    #expect(makeCache(in: directory).lookup(makeKey()) == .miss(.dropped(expected)))
    #expect(!FileManager.default.fileExists(atPath: imageURL.path))
    #expect(makeCache(in: directory).entries.isEmpty)
  }

  @Test func imageWithAWrongChecksumIsDropped() throws {
    var flipped = image
    flipped[2000] ^= 0x01
    try flipped.write(to: imageURL)
    let log = DiagnosticLog()
    let lookup = makeCache(in: directory, log: log).lookup(makeKey())
    guard case .miss(.dropped(.checksumMismatch(let path, let stored, let actual))) = lookup else {
      Issue.record("expected a checksum drop, got \(lookup)")
      return
    }
    #expect(path == imageURL.path)
    #expect(stored == CRC32.checksum(image) && actual == CRC32.checksum(flipped))
    #expect(log.entries.count == 1)
    #expect(makeCache(in: directory).lookup(makeKey()) == .miss(.noMatch))
  }

  @Test func orphanFilesFromAnInterruptedSaveAreSweptAtTheNextSave() throws {
    let images = directory.url.appendingPathComponent("images")
    try Data("half".utf8).write(to: images.appendingPathComponent("snapshot-1.png.tmp"))
    try Data("orphan".utf8).write(to: images.appendingPathComponent("snapshot-7.png"))
    try makeCache(in: directory).save([
      SnapshotVariant(key: makeKey(state: "next"), imageData: imageBytes(3))
    ])
    let files = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted()
    #expect(files == ["snapshot-0.png", "snapshot-1.png"])
  }
}
