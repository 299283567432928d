/// The scenes of one process's launch, decided once for the Apple layer's `LaunchCurtain`
/// whichever way its scenes come: covered from a scene delegate's
/// `scene(_:willConnectTo:options:)`, or from `UIScene.willConnectNotification`
/// (`coverScenesAsTheyConnect()`), routed before or after they are covered, disconnected and
/// connected again.
///
/// Each scene connection is a launch of its own (`SceneConnections`): the process's first
/// connection has the kind the history gave the launch (its first-launch video, its
/// onboarding route); every later one (a second iPad window, a scene the system discarded and
/// connects again, a new scene under a disconnected one's identifier) is a later launch, with
/// its own route from its own connection reason. A scene is covered once per connection, and
/// is told the app is ready as `SceneReadiness` says.
public struct LaunchScenes<Scene: Hashable & Sendable>: Sendable {
  /// What covering a scene comes to.
  public struct Cover: Hashable, Sendable {
    /// The scene's own launch kind: its splash plays the video and picks the cover of it.
    public var kind: LaunchKind
    /// Whether the app (or the scene) said it is ready already: the scene's splash is told at
    /// once.
    public var ready: Bool
  }

  private var connections: SceneConnections<Scene>
  private var readiness = SceneReadiness<Scene>()
  private var covered: Set<Scene> = []

  /// No scene yet, in a process whose launch is of `processKind`.
  public init(processKind: LaunchKind) {
    connections = SceneConnections(processKind: processKind)
  }

  /// Whether the app as a whole said it is ready.
  public var appIsReady: Bool { readiness.appIsReady }

  /// `scene` is to be covered: its cover, or `nil` when it is covered already in this
  /// connection (the notification and the scene delegate both asked).
  public mutating func cover(_ scene: Scene) -> Cover? {
    guard covered.insert(scene).inserted else { return nil }
    let kind = connections.connected(scene)
    return Cover(kind: kind, ready: readiness.covered(scene))
  }

  /// `scene`'s route, decided once per connection by `router` from the history, the scene's
  /// own kind, its own connection `reason` and the app's `facts` (before or after its cover).
  public mutating func route<Route>(
    with router: LaunchRouter<Route>, for scene: Scene, history: LaunchHistory,
    reason: LaunchReason, facts: LaunchFacts = LaunchFacts()
  ) -> RouteDecision<Route> {
    let context = connections.context(for: scene, history: history, reason: reason, facts: facts)
    return router.decide(context, scene: connections.connection(of: scene) ?? 0)
  }

  /// The app said it is ready: the covered scenes to tell now.
  public mutating func appReady() -> [Scene] {
    readiness.appReady()
  }

  /// `scene` said it is ready: whether to tell it now (it is covered and was not told).
  public mutating func sceneReady(_ scene: Scene) -> Bool {
    readiness.sceneReady(scene)
  }

  /// `scene` disconnected: it is forgotten (its identifier may come back as a new connection,
  /// covered again as a later launch).
  public mutating func disconnected(_ scene: Scene) {
    covered.remove(scene)
    readiness.removed(scene)
    connections.disconnected(scene)
  }
}
