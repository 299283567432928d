/// What belongs to the process's launch rather than to one scene: the first frame is marked
/// once, and the launch's record is reported by the first scene whose splash is gone (an iPad
/// window opened later does not report a second launch).
public struct LaunchCompletion: Hashable, Sendable {
  /// Whether a scene's first frame was already marked.
  public private(set) var firstFrameMarked = false
  /// Whether the launch's record was already reported.
  public private(set) var recordReported = false
  /// Whether a scene was already covered in this process.
  public private(set) var sceneSeen = false

  /// Creates a launch with nothing marked or reported.
  public init() {}

  /// A scene is being covered; returns whether its session drives MetricKit's extended launch
  /// measurement: only the process's first scene, and only when the system measures a launch
  /// (not a `resumed` one: MetricKit refuses a task started after the launch).
  public mutating func sceneCovered(kind: LaunchStartKind) -> Bool {
    defer { sceneSeen = true }
    return !sceneSeen && kind != .resumed
  }

  /// A scene committed its first frame; returns whether it is the launch's first frame (to
  /// mark on the launch clock).
  public mutating func firstFrameCommitted() -> Bool {
    defer { firstFrameMarked = true }
    return !firstFrameMarked
  }

  /// A scene's splash is gone; returns whether this scene reports the launch's record (and
  /// adds its duration to the history).
  public mutating func sceneFinished() -> Bool {
    defer { recordReported = true }
    return !recordReported
  }
}
