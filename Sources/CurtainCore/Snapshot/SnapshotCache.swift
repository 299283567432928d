import Foundation

/// Images of the app's last state, kept on disk and shown at the next launch only when they
/// match it exactly (seed 003, PCalc's "Loading.png", made safe).
///
/// Files: `<directory>/index.json` lists the entries; `<directory>/images/snapshot-N.<ext>`
/// hold the bytes. A save writes each new image file durably under a fresh name, then the
/// index durably (temp file, flush, rename), then removes the files it replaced: a crash at any
/// point leaves the old index with its old files or the new index with its new files. An index
/// that does not parse, a missing or truncated image, or a checksum that fails is dropped and
/// reported to `diagnostics`, never thrown at a launch; a file that exists but cannot be read
/// now (file protection on a locked device) is a miss that keeps the entry.
///
/// One instance per directory per process; every method may be called from any thread (a lock
/// serializes them). Call `save` off the main thread: it encodes JSON and flushes files.
public final class SnapshotCache: @unchecked Sendable {
  /// Where the cache lives and how much it keeps.
  public let configuration: SnapshotCacheConfiguration
  let fileSystem: any SnapshotFileSystem
  let now: @Sendable () -> Date
  let diagnostics: @Sendable (SnapshotDiagnostic) -> Void
  private let lock = NSLock()
  /// The index as last read or committed; nil until first needed. Guarded by `lock`.
  private var index: SnapshotIndex?
  /// Whether lookups changed access times that are not yet on disk. Guarded by `lock`.
  private var accessTimesChanged = false
  /// States marked private by this instance, kept even if the index could not be written.
  /// Guarded by `lock`.
  var privateStatesInMemory: Set<String> = []

  /// Creates a cache; nothing is read until the first call.
  ///
  /// - Parameters:
  ///   - configuration: The folder, size limit and maximum age.
  ///   - fileSystem: The file operations (the real, durable one by default).
  ///   - now: The current date (injected so expiry and recency are testable).
  ///   - diagnostics: Told about every damaged file found and dropped.
  public init(
    configuration: SnapshotCacheConfiguration,
    fileSystem: any SnapshotFileSystem = DurableFileSystem(),
    now: @escaping @Sendable () -> Date = { Date() },
    diagnostics: @escaping @Sendable (SnapshotDiagnostic) -> Void = { _ in }
  ) {
    self.configuration = configuration
    self.fileSystem = fileSystem
    self.now = now
    self.diagnostics = diagnostics
  }

  /// The snapshot saved for exactly `key`, its bytes read and checked, or why there is none.
  ///
  /// Meant for the launch path: it reads the index (once per instance) and one image file, and
  /// writes nothing unless it finds a damaged entry to drop. The access time it updates reaches
  /// disk with the next save or `flushAccessTimes()`.
  public func lookup(_ key: SnapshotKey) -> SnapshotLookup {
    lookup(key, referenceDate: now())
  }

  /// `lookup(_:)` as of `referenceDate`.
  func lookup(_ key: SnapshotKey, referenceDate: Date) -> SnapshotLookup {
    withLock {
      var current: SnapshotIndex
      do {
        current = try loadIndexOrThrow()
      } catch {
        let url = configuration.indexURL
        return .miss(.unavailable(.indexUnavailable(path: url.path, reason: "\(error)")))
      }
      if isPrivate(key.stateSignature, in: current) { return .miss(.privateState) }
      guard let position = current.entries.firstIndex(where: { $0.key == key }) else {
        return .miss(.noMatch)
      }
      let entry = current.entries[position]
      if isExpired(entry, at: referenceDate) { return .miss(.expired) }
      switch readImage(of: entry) {
      case .unavailable(let diagnostic):
        diagnostics(diagnostic)
        return .miss(.unavailable(diagnostic))
      case .success(let data):
        current.entries[position].lastAccessedAt = referenceDate
        index = current
        accessTimesChanged = true
        return .hit(
          Snapshot(
            identifier: entry.fileName, key: entry.key, imageData: data, format: entry.format,
            createdAt: entry.createdAt, layoutSignature: entry.layoutSignature))
      case .damaged(let diagnostic):
        diagnostics(diagnostic)
        current.entries.remove(at: position)
        commitDroppingFailures(current, removing: [entry.fileName])
        return .miss(.dropped(diagnostic))
      }
    }
  }

  /// Stores `variants` (for instance portrait and landscape of one state) in one atomic step.
  ///
  /// A variant whose state is private, that is empty, or that alone exceeds the size limit is
  /// refused; a later variant with the same key as an earlier one wins. Snapshots past their
  /// maximum age are removed, then the least recently used until the total fits the limit.
  /// - Throws: `SnapshotFileError` if the index exists but cannot be read (a locked device), or
  ///   a file cannot be written; the cache is then unchanged.
  @discardableResult
  public func save(_ variants: [SnapshotVariant]) throws -> SnapshotSaveOutcome {
    try save(variants, referenceDate: now())
  }

  /// `save(_:)` as of `referenceDate`.
  @discardableResult
  func save(_ variants: [SnapshotVariant], referenceDate: Date) throws -> SnapshotSaveOutcome {
    try withLock {
      var next = try loadIndexOrThrow()
      var outcome = SnapshotSaveOutcome()
      var accepted: [SnapshotVariant] = []
      for variant in variants {
        if let reason = refusal(of: variant, in: next) {
          outcome.refused.append(SnapshotRefusal(key: variant.key, reason: reason))
        } else {
          accepted.removeAll { $0.key == variant.key }
          accepted.append(variant)
        }
      }
      guard !accepted.isEmpty else { return outcome }
      try fileSystem.createDirectory(at: configuration.imagesURL)
      for folder in [configuration.directory, configuration.imagesURL] {
        try fileSystem.setAttributes(.snapshot, of: folder)
      }
      var replaced: [String] = []
      for variant in accepted {
        let fileName = SnapshotIndex.fileName(number: next.nextFileNumber, format: variant.format)
        next.nextFileNumber += 1
        let url = configuration.imagesURL.appendingPathComponent(fileName)
        try fileSystem.writeDurably(variant.imageData, to: url)
        try fileSystem.setAttributes(.snapshot, of: url)
        replaced += next.entries.filter { $0.key == variant.key }.map(\.fileName)
        next.entries.removeAll { $0.key == variant.key }
        next.entries.append(
          SnapshotEntry(
            key: variant.key, fileName: fileName, format: variant.format,
            byteCount: variant.imageData.count, checksum: CRC32.checksum(variant.imageData),
            createdAt: referenceDate, lastAccessedAt: referenceDate,
            layoutSignature: variant.layoutSignature))
      }
      replaced += removeExpiredEntries(from: &next, at: referenceDate).map(\.fileName)
      let evicted = evictLeastRecentlyUsed(from: &next)
      replaced += evicted.map(\.fileName)
      try commit(next, removing: replaced)
      let evictedKeys = evicted.map(\.key)
      outcome.saved = accepted.map(\.key).filter { !evictedKeys.contains($0) }
      outcome.evicted = evictedKeys
      return outcome
    }
  }

  /// The stored entries, as the index lists them.
  public var entries: [SnapshotEntry] {
    withLock { loadIndex().entries }
  }

  // MARK: - Shared with the housekeeping extension (callers hold the lock)

  /// Runs `body` holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// The index, read from disk the first time; damage is reported and reads as empty, and so
  /// does an index that cannot be read now (it is tried again next time).
  func loadIndex() -> SnapshotIndex {
    (try? loadIndexOrThrow()) ?? SnapshotIndex()
  }

  /// The index, read from disk the first time; damage is reported and reads as empty.
  /// - Throws: `SnapshotFileError` if the file exists but cannot be read (reported too): a
  ///   change must not overwrite entries and private marks it could not see.
  func loadIndexOrThrow() throws -> SnapshotIndex {
    if let index { return index }
    let url = configuration.indexURL
    var loaded = SnapshotIndex()
    do {
      if let data = try fileSystem.contents(of: url) {
        switch SnapshotIndex.decode(data, path: url.path) {
        case .success(let decoded): loaded = decoded
        case .failure(let diagnostic): diagnostics(diagnostic)
        }
      }
    } catch {
      diagnostics(.indexUnavailable(path: url.path, reason: "\(error)"))
      throw error
    }
    index = loaded
    return loaded
  }

  /// Whether `stateSignature` is private per the index or a mark this instance could not store.
  func isPrivate(_ stateSignature: String, in index: SnapshotIndex) -> Bool {
    privateStatesInMemory.contains(stateSignature)
      || index.privateStates.contains(stateSignature)
  }

  /// Writes `next` as the index, then removes `files` and any other unreferenced image file.
  func commit(_ next: SnapshotIndex, removing files: [String]) throws {
    try fileSystem.createDirectory(at: configuration.directory)
    try fileSystem.writeDurably(next.encoded(), to: configuration.indexURL)
    try fileSystem.setAttributes(.snapshot, of: configuration.indexURL)
    index = next
    accessTimesChanged = false
    removeUnreferencedFiles(of: next, including: files)
  }

  /// `commit`, keeping `next` in memory even if the disk write fails (reported, not thrown).
  func commitDroppingFailures(_ next: SnapshotIndex, removing files: [String]) {
    do {
      try commit(next, removing: files)
    } catch {
      index = next
      diagnostics(.cleanupFailed(path: configuration.indexURL.path, reason: "\(error)"))
    }
  }

  /// Whether `entry` is older than the maximum age at `date`.
  func isExpired(_ entry: SnapshotEntry, at date: Date) -> Bool {
    guard let maxAge = configuration.maxAge else { return false }
    return date.timeIntervalSince(entry.createdAt) > maxAge
  }

  /// Writes the access times recorded by lookups, if any changed; call it off the main thread.
  func flushAccessTimesLocked() throws {
    guard accessTimesChanged, let current = index else { return }
    try commit(current, removing: [])
  }

  // MARK: - Private

  private func refusal(of variant: SnapshotVariant, in index: SnapshotIndex)
    -> SnapshotRefusal.Reason?
  {
    if isPrivate(variant.key.stateSignature, in: index) { return .privateState }
    if variant.imageData.isEmpty { return .empty }
    if variant.imageData.count > configuration.sizeLimit {
      return .largerThanSizeLimit(
        byteCount: variant.imageData.count, limit: configuration.sizeLimit)
    }
    return nil
  }

  private enum ImageRead {
    case success(Data)
    /// The file is there but cannot be read now (a locked device): keep the entry.
    case unavailable(SnapshotDiagnostic)
    /// The file is gone or is not what the index recorded: drop the entry.
    case damaged(SnapshotDiagnostic)
  }

  private func readImage(of entry: SnapshotEntry) -> ImageRead {
    let url = configuration.imagesURL.appendingPathComponent(entry.fileName)
    let data: Data
    do {
      guard let contents = try fileSystem.contents(of: url) else {
        return .damaged(.imageMissing(path: url.path, reason: "no such file"))
      }
      data = contents
    } catch {
      return .unavailable(.imageUnreadable(path: url.path, reason: "\(error)"))
    }
    guard data.count == entry.byteCount else {
      return .damaged(
        .imageSizeMismatch(path: url.path, expected: entry.byteCount, actual: data.count))
    }
    let checksum = CRC32.checksum(data)
    guard checksum == entry.checksum else {
      return .damaged(
        .checksumMismatch(path: url.path, expected: entry.checksum, actual: checksum))
    }
    return .success(data)
  }

  private func removeExpiredEntries(from next: inout SnapshotIndex, at date: Date)
    -> [SnapshotEntry]
  {
    let expired = next.entries.filter { isExpired($0, at: date) }
    next.entries.removeAll { isExpired($0, at: date) }
    return expired
  }

  /// Removes least recently used entries (oldest save breaks ties) until the total fits.
  private func evictLeastRecentlyUsed(from next: inout SnapshotIndex) -> [SnapshotEntry] {
    var evicted: [SnapshotEntry] = []
    while next.totalByteCount > configuration.sizeLimit,
      let oldest = next.entries.indices.min(by: {
        (next.entries[$0].lastAccessedAt, next.entries[$0].createdAt)
          < (next.entries[$1].lastAccessedAt, next.entries[$1].createdAt)
      })
    {
      evicted.append(next.entries.remove(at: oldest))
    }
    return evicted
  }

  private func removeUnreferencedFiles(of next: SnapshotIndex, including files: [String]) {
    let referenced = Set(next.entries.map(\.fileName))
    var names = Set(files)
    do {
      names.formUnion(try fileSystem.fileNames(in: configuration.imagesURL))
    } catch {
      diagnostics(.cleanupFailed(path: configuration.imagesURL.path, reason: "\(error)"))
    }
    // Only plain names directly inside the folder: nothing a damaged index names elsewhere.
    for name in names.subtracting(referenced).sorted() where SnapshotIndex.isPlainFileName(name) {
      let url = configuration.imagesURL.appendingPathComponent(name)
      do {
        try fileSystem.removeFile(at: url)
      } catch {
        diagnostics(.cleanupFailed(path: url.path, reason: "\(error)"))
      }
    }
  }
}
