/// The answer to a launch's question "is there a snapshot for exactly this?".
public enum SnapshotLookup: Hashable, Sendable {
  /// A snapshot for exactly the key, its bytes verified.
  case hit(Snapshot)
  /// None to show; the launch falls back to the replica.
  case miss(SnapshotMiss)

  /// The snapshot, if it was a hit.
  public var snapshot: Snapshot? {
    if case .hit(let snapshot) = self { return snapshot }
    return nil
  }
}

/// Why a launch gets no snapshot.
public enum SnapshotMiss: Hashable, Sendable {
  /// No snapshot was saved for exactly these conditions.
  case noMatch
  /// The matching snapshot is older than the cache's maximum age.
  case expired
  /// The state is marked private: it never has a snapshot.
  case privateState
  /// The matching snapshot was damaged and has been removed.
  case dropped(SnapshotDiagnostic)
  /// The matching snapshot exists but cannot be read now (file protection); it is kept.
  case unavailable(SnapshotDiagnostic)
}

/// What a save did with each variant.
public struct SnapshotSaveOutcome: Hashable, Sendable {
  /// The keys now stored with the new images.
  public var saved: [SnapshotKey]
  /// The keys not stored, and why.
  public var refused: [SnapshotRefusal]
  /// Keys of older snapshots removed to stay within the size limit (least recently used first).
  public var evicted: [SnapshotKey]

  /// Creates an outcome.
  public init(
    saved: [SnapshotKey] = [], refused: [SnapshotRefusal] = [], evicted: [SnapshotKey] = []
  ) {
    self.saved = saved
    self.refused = refused
    self.evicted = evicted
  }
}

/// A variant the cache would not store.
public struct SnapshotRefusal: Hashable, Sendable {
  /// Why a variant was not stored.
  public enum Reason: Hashable, Sendable {
    /// Its state is marked private.
    case privateState
    /// It alone is larger than the cache's size limit (bytes).
    case largerThanSizeLimit(byteCount: Int, limit: Int)
    /// It has no bytes.
    case empty
  }

  /// The variant's key.
  public var key: SnapshotKey
  /// Why.
  public var reason: Reason

  /// Creates a refusal.
  public init(key: SnapshotKey, reason: Reason) {
    self.key = key
    self.reason = reason
  }
}
