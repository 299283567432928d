/// Which launch each scene connection is, decided once per connection.
///
/// The process's first scene connection is the launch the history recorded: its kind (a first
/// launch, an update) decides its splash video and its route. Every later connection in the
/// same process (a second iPad window, a scene reconnected after the system discarded it) is a
/// later launch of the same version: it plays no first-launch or new-version video and is not
/// routed to onboarding again; its route comes from its own connection reason (its URL, its
/// notification), not from the first scene's.
public struct SceneConnections<Scene: Hashable & Sendable>: Sendable {
  /// The kind the launch history gave this process's launch.
  public let processKind: LaunchKind
  private var kinds: [Scene: (kind: LaunchKind, number: Int)] = [:]
  private var count = 0

  /// Creates the connections of a process whose launch is of `processKind`.
  public init(processKind: LaunchKind) {
    self.processKind = processKind
  }

  /// Records that `scene` connected and returns its launch kind: the process's kind for the
  /// process's first connection, `.sameVersion` for every later one. A scene asked again keeps
  /// the kind it got.
  public mutating func connected(_ scene: Scene) -> LaunchKind {
    if let known = kinds[scene] { return known.kind }
    let kind = count == 0 ? processKind : LaunchKind.sameVersion
    kinds[scene] = (kind, count)
    count += 1
    return kind
  }

  /// The kind `scene` got when it connected; `nil` for a scene not connected.
  public func kind(of scene: Scene) -> LaunchKind? {
    kinds[scene]?.kind
  }

  /// The number of `scene`'s connection in this process (0 for the first), unique to it even
  /// when a later scene reuses a disconnected one's identifier: the key of its route.
  public func connection(of scene: Scene) -> Int? {
    kinds[scene]?.number
  }

  /// Forgets a disconnected scene (its identifier may be reused by a later scene).
  public mutating func disconnected(_ scene: Scene) {
    kinds[scene] = nil
  }

  /// What `scene`'s routing rules look at: the history, the scene's own kind, its own
  /// connection `reason` and the app's `facts`. A scene not connected yet is connected now.
  public mutating func context(
    for scene: Scene, history: LaunchHistory, reason: LaunchReason,
    facts: LaunchFacts = LaunchFacts()
  ) -> LaunchContext {
    LaunchContext(history: history, kind: connected(scene), reason: reason, facts: facts)
  }
}
