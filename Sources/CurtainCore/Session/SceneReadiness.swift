/// Which covered scenes are told that the app is ready: all of them once the process-wide
/// `ready()` is said, or one at a time with `ready(scene)` (a multi-window app whose windows
/// load different content). A scene that says it is ready before it is covered is told as soon
/// as it is.
public struct SceneReadiness<Scene: Hashable>: Sendable where Scene: Sendable {
  /// Whether the app as a whole said it is ready.
  public private(set) var appIsReady = false
  private var covered: Set<Scene> = []
  private var ready: Set<Scene> = []
  private var told: Set<Scene> = []

  /// Nothing covered, nothing ready.
  public init() {}

  /// `scene` is covered now; whether to tell it at once that it is ready.
  public mutating func covered(_ scene: Scene) -> Bool {
    covered.insert(scene)
    return tell(scene)
  }

  /// The app as a whole is ready: the covered scenes to tell now.
  public mutating func appReady() -> [Scene] {
    appIsReady = true
    return covered.filter { tell($0) }
  }

  /// `scene` is ready: whether to tell it now (it is covered and was not told).
  public mutating func sceneReady(_ scene: Scene) -> Bool {
    ready.insert(scene)
    return tell(scene)
  }

  /// `scene` went away: it is forgotten.
  public mutating func removed(_ scene: Scene) {
    covered.remove(scene)
    ready.remove(scene)
    told.remove(scene)
  }

  private mutating func tell(_ scene: Scene) -> Bool {
    guard covered.contains(scene), appIsReady || ready.contains(scene), !told.contains(scene)
    else { return false }
    told.insert(scene)
    return true
  }
}
