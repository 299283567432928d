import Foundation

@testable import CurtainCore

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    try self.init(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("curtain-snapshot-tests-\(UUID().uuidString)", isDirectory: true))
  }

  /// The folder at `url`, created if needed.
  init(url: URL) throws {
    self.url = url
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// Collects the diagnostics a cache reports, from any thread.
final class DiagnosticLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [SnapshotDiagnostic] = []

  var entries: [SnapshotDiagnostic] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  func record(_ diagnostic: SnapshotDiagnostic) {
    lock.lock()
    defer { lock.unlock() }
    recorded.append(diagnostic)
  }
}

/// Dates a few seconds apart, for recency and expiry.
let day0 = Date(timeIntervalSince1970: 1_800_000_000)

func at(_ seconds: Double) -> Date { day0.addingTimeInterval(seconds) }

/// A portrait, light, iPhone 15-sized key; tests change one field at a time.
func makeKey(
  orientation: Orientation = .portrait, appearance: Appearance = .light,
  appVersion: String = "2.4", appBuild: String = "120", state: String = "theme=classic;user=42"
) -> SnapshotKey {
  let size =
    orientation == .portrait ? Size(width: 393, height: 852) : Size(width: 852, height: 393)
  return SnapshotKey(
    orientation: orientation, size: size, scale: 3, appearance: appearance,
    appVersion: appVersion, appBuild: appBuild, layoutDirection: .leftToRight,
    contentSizeCategory: "UICTContentSizeCategoryL", stateSignature: state)
}

/// `count` bytes of a pattern that depends on `seed`.
func imageBytes(_ count: Int, seed: UInt8 = 1) -> Data {
  Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) })
}

/// A cache in `directory` with a size limit and maximum age.
func makeCache(
  in directory: TemporaryDirectory, sizeLimit: Int = 1 << 20, maxAge: Double? = 3600,
  log: DiagnosticLog = DiagnosticLog()
) -> SnapshotCache {
  SnapshotCache(
    configuration: SnapshotCacheConfiguration(
      directory: directory.url, sizeLimit: sizeLimit, maxAge: maxAge),
    now: { day0 }, diagnostics: log.record)
}

/// The real file system, except that reading the files in `locked` fails (file protection on a
/// locked device) and writing the files in `full` fails (a full disk); counts writes and removals.
final class LockableFileSystem: SnapshotFileSystem, @unchecked Sendable {
  private let lock = NSLock()
  private var lockedNames: Set<String> = []
  private var fullNames: Set<String> = []
  private var changes = 0
  private let real = DurableFileSystem()

  /// Files written or removed so far.
  var changeCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return changes
  }

  private func countChange() {
    lock.lock()
    defer { lock.unlock() }
    changes += 1
  }

  func set(locked: Set<String> = [], full: Set<String> = []) {
    lock.lock()
    defer { lock.unlock() }
    lockedNames = locked
    fullNames = full
  }

  private func fails(_ url: URL, in names: KeyPath<LockableFileSystem, Set<String>>) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return self[keyPath: names].contains(url.lastPathComponent)
  }

  func contents(of url: URL) throws -> Data? {
    if fails(url, in: \.lockedNames) {
      throw SnapshotFileError(operation: "read", path: url.path, reason: "Operation not permitted")
    }
    return try real.contents(of: url)
  }

  func writeDurably(_ data: Data, to url: URL) throws {
    if fails(url, in: \.fullNames) {
      throw SnapshotFileError(operation: "write", path: url.path, reason: "No space left on device")
    }
    countChange()
    try real.writeDurably(data, to: url)
  }

  func removeFile(at url: URL) throws {
    countChange()
    try real.removeFile(at: url)
  }

  func fileNames(in url: URL) throws -> [String] { try real.fileNames(in: url) }
  func createDirectory(at url: URL) throws { try real.createDirectory(at: url) }
}
