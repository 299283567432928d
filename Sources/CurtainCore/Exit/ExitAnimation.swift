/// An exit, ready to run: the stage it starts from, the animations, and the stage it ends on.
///
/// The Apple layer applies it mechanically: at time 0 it sets the model tree to `start` without
/// implicit animations (for example: foreground splash alpha 0, the reveal mask installed), adds
/// `group` (one `CAAnimationGroup` per animated layer, fill forwards, not removed on
/// completion), and in the `CATransaction` completion sets the model tree to `end` (splash
/// windows removed, the mask removed).
public struct ExitAnimation: Hashable, Codable, Sendable {
  /// Which preset this is (after Reduce Motion: `fade` or `none` when it was reduced).
  public var name: ExitAnimationName
  /// The model stage while the animation runs.
  public var start: Stage
  /// The animations, in the exit's timeline (seconds from its start).
  public var group: AnimationGroup
  /// The model stage after completion: the app alone.
  public var end: Stage

  /// Creates an exit.
  public init(name: ExitAnimationName, start: Stage, group: AnimationGroup, end: Stage) {
    self.name = name
    self.start = start
    self.group = group
    self.end = end
  }

  /// Seconds from the exit's start to its end.
  public var duration: Double { group.timing.endTime }

  /// What is on screen `time` seconds into the exit: `start` with the animations applied while
  /// they run, `end` from `duration` on. Before 0 the exit has not started: `start` as filled
  /// backwards.
  public func stage(at time: Double) -> Stage {
    if time >= duration { return end }
    return group.stage(at: max(time, 0), base: start)
  }
}

extension Stage {
  /// Whether the app window `app` is on screen alone and untouched: every other window is
  /// absent, hidden or fully transparent, and the app window equals `app` (no mask, no overlay,
  /// no transform, full alpha).
  public func showsAppAlone(_ app: Window) -> Bool {
    let visible = windows.filter { !$0.layer.isHidden && $0.layer.opacity > 0 }
    return visible == [app]
  }
}
