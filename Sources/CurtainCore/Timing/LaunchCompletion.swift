/// What belongs to the process's launch rather than to one scene: the first frame and the end
/// of the splash are marked once on the launch clock, and the launch's record is reported by the
/// first scene whose splash is gone (an iPad window opened later does not report a second
/// launch).
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

  /// A scene committed its first frame: the launch's first marks `.firstFrame` on `clock`.
  /// Returns whether it marked.
  @discardableResult
  public mutating func firstFrameCommitted(marking clock: LaunchClock) -> Bool {
    defer { firstFrameMarked = true }
    guard !firstFrameMarked else { return false }
    clock.mark(.firstFrame)
    return true
  }

  /// A scene's splash is gone: the launch's first marks `.splashRemoved` on `clock` and returns
  /// `true`, so the caller reports the launch's record (the mark included) and adds its
  /// duration to the history.
  public mutating func sceneFinished(marking clock: LaunchClock) -> Bool {
    defer { recordReported = true }
    guard !recordReported else { return false }
    clock.mark(.splashRemoved)
    return true
  }
}
