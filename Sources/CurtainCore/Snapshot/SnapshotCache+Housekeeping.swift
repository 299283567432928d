import Foundation

extension SnapshotCache {
  /// Marks a state private (a banking screen, a password field): its snapshots are removed now
  /// and none is saved or shown until `unmarkPrivate`. The mark is stored with the index, so it
  /// outlives a crash on the private screen.
  /// - Throws: `SnapshotFileError` if the index cannot be read or written; the mark still holds
  ///   in this instance's memory, so nothing of that state is saved or shown by it.
  public func markPrivate(stateSignature: String) throws {
    try withLock {
      privateStatesInMemory.insert(stateSignature)
      var next = try loadIndexOrThrow()
      let removed = next.entries.filter { $0.key.stateSignature == stateSignature }
      next.entries.removeAll { $0.key.stateSignature == stateSignature }
      if !next.privateStates.contains(stateSignature) {
        next.privateStates = (next.privateStates + [stateSignature]).sorted()
      }
      try commit(next, removing: removed.map(\.fileName))
    }
  }

  /// Lets a state be saved and shown again.
  public func unmarkPrivate(stateSignature: String) throws {
    try withLock {
      privateStatesInMemory.remove(stateSignature)
      var next = try loadIndexOrThrow()
      guard next.privateStates.contains(stateSignature) else { return }
      next.privateStates.removeAll { $0 == stateSignature }
      try commit(next, removing: [])
    }
  }

  /// Whether `stateSignature` is marked private.
  public func isPrivate(stateSignature: String) -> Bool {
    withLock { isPrivate(stateSignature, in: loadIndex()) }
  }

  /// Removes every snapshot (sign-out, account switch); private marks stay.
  public func purge() throws {
    try withLock {
      var next = try loadIndexOrThrow()
      let removed = next.entries.map(\.fileName)
      next.entries = []
      try commit(next, removing: removed)
    }
  }

  /// Removes snapshots older than the maximum age, returning their keys.
  @discardableResult
  public func removeExpired() throws -> [SnapshotKey] {
    try removeExpired(referenceDate: now())
  }

  /// `removeExpired()` as of `referenceDate`.
  func removeExpired(referenceDate: Date) throws -> [SnapshotKey] {
    try withLock {
      var next = try loadIndexOrThrow()
      let expired = next.entries.filter { isExpired($0, at: referenceDate) }
      guard !expired.isEmpty else { return [] }
      next.entries.removeAll { isExpired($0, at: referenceDate) }
      try commit(next, removing: expired.map(\.fileName))
      return expired.map(\.key)
    }
  }

  /// Writes the access times lookups recorded (for least-recently-used eviction), if any; call
  /// it off the main thread once the launch is over. A save writes them too.
  public func flushAccessTimes() throws {
    try withLock { try flushAccessTimesLocked() }
  }

  /// Total bytes of the stored images.
  public var totalByteCount: Int {
    withLock { loadIndex().totalByteCount }
  }
}
