/// The adapter between the snapshot cache and the launch plan: the plan carries only an opaque
/// `SnapshotReference`; the cache's lookup supplies it and keeps the bytes for the Apple layer.
extension Snapshot {
  /// The reference the launch plan's snapshot cover carries (the cache's identifier).
  public var reference: SnapshotReference { SnapshotReference(identifier: identifier) }
}

extension SnapshotLookup {
  /// The snapshot the plan's cover refers to: this lookup's hit if `reference` names it, else
  /// nil (the Apple layer then shows the replica, never another image).
  public func snapshot(for reference: SnapshotReference) -> Snapshot? {
    guard let snapshot, snapshot.reference == reference else { return nil }
    return snapshot
  }
}

extension LaunchEnvironment {
  /// This environment with the snapshot `lookup` found; any miss leaves none, so the plan falls
  /// back to the replica.
  ///
  /// At launch: `LaunchPlan(design:kind:environment: environment.withSnapshot(from:
  /// cache.lookup(key)))`, then, if the cover is `.snapshot(let reference)`, draw
  /// `lookup.snapshot(for: reference)`.
  public func withSnapshot(from lookup: SnapshotLookup) -> LaunchEnvironment {
    var environment = self
    environment.snapshot = lookup.snapshot?.reference
    return environment
  }
}
