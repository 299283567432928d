/// The curtains of a launch's covered scenes, one per scene connection, decided for the Apple
/// layer's `LaunchCurtain`, which only makes each curtain and tells it what this table returns:
/// which curtain a scene has, which to tell the app is ready, and which to tell its scene is gone.
///
/// A disconnected scene's curtain is taken out of the table in the disconnection itself and
/// handed back to be told there and then. A scene UIKit connects under the same identifier
/// afterwards (a new `UIWindowScene` at the freed one's address, `ObjectIdentifier` equal) is a
/// new connection with its own curtain, which nothing of the old connection can take out of the
/// table; and the old curtain hears of its disconnection even when the new scene connects before
/// anything else runs. (Told after a hop instead, the old curtain was forgotten by its scene's
/// identifier: the new scene's curtain with it, or, replaced first, the old one never heard.)
public struct SceneCurtains<Scene: Hashable & Sendable, Curtain> {
  private var scenes: LaunchScenes<Scene>
  private var curtains: [Scene: Curtain] = [:]

  /// No scene yet, in a process whose launch is of `processKind`.
  public init(processKind: LaunchKind) {
    scenes = LaunchScenes(processKind: processKind)
  }

  /// Whether the app as a whole said it is ready.
  public var appIsReady: Bool { scenes.appIsReady }

  /// `scene`'s curtain in its current connection; `nil` when it is not covered.
  public subscript(scene: Scene) -> Curtain? { curtains[scene] }

  /// `scene` is to be covered: its cover (`LaunchScenes.cover(_:)`), or `nil` when it is
  /// covered already in this connection. Hold the curtain made for it with ``hold(_:for:)``.
  public mutating func cover(_ scene: Scene) -> LaunchScenes<Scene>.Cover? {
    scenes.cover(scene)
  }

  /// Keeps `curtain`, made for `scene`'s cover, as the scene's curtain in this connection.
  public mutating func hold(_ curtain: Curtain, for scene: Scene) {
    curtains[scene] = curtain
  }

  /// `scene`'s route, decided once per connection
  /// (`LaunchScenes.route(with:for:history:reason:facts:)`).
  public mutating func route<Route>(
    with router: LaunchRouter<Route>, for scene: Scene, history: LaunchHistory,
    reason: LaunchReason, facts: LaunchFacts = LaunchFacts()
  ) -> RouteDecision<Route> {
    scenes.route(with: router, for: scene, history: history, reason: reason, facts: facts)
  }

  /// The app said it is ready: the curtains to tell now.
  public mutating func appReady() -> [Curtain] {
    scenes.appReady().compactMap { curtains[$0] }
  }

  /// `scene` said it is ready: its curtain when it is to be told now.
  public mutating func sceneReady(_ scene: Scene) -> Curtain? {
    scenes.sceneReady(scene) ? curtains[scene] : nil
  }

  /// `scene` disconnected: it is forgotten, and so is its curtain, now. Returns that curtain, to
  /// be told its scene is gone before anything else runs; `nil` when the scene was not covered.
  public mutating func disconnected(_ scene: Scene) -> Curtain? {
    scenes.disconnected(scene)
    return curtains.removeValue(forKey: scene)
  }
}
