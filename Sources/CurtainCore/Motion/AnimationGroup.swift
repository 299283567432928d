/// `CAAnimationGroup`: animations sharing one timeline, with the group's own timing.
///
/// The Apple layer adds one `CAAnimationGroup` per target layer (CoreAnimation groups animate a
/// single layer), each with this group's `timing` and the animations aimed at that layer.
/// Evaluation order: animations apply in array order, so a later one on the same property wins,
/// as the later-added animation does in CoreAnimation.
public struct AnimationGroup: Hashable, Codable, Sendable {
  /// The animations, in the order they are added.
  public var animations: [PropertyAnimation]
  /// The group's timing in the exit's timeline.
  public var timing: AnimationTiming

  /// Creates a group.
  public init(animations: [PropertyAnimation], timing: AnimationTiming) {
    self.animations = animations
    self.timing = timing
  }

  /// `base` with every animation's value at `time` seconds applied (the presentation tree).
  ///
  /// A pure function: the same inputs give the same stage. Targets that do not exist in `base`
  /// are skipped.
  public func stage(at time: Double, base: Stage) -> Stage {
    guard let groupFraction = timing.fraction(at: time) else { return base }
    if time >= timing.endTime, timing.isRemovedOnCompletion { return base }
    let localTime = groupFraction * timing.duration
    var stage = base
    for animation in animations {
      guard let value = animation.value(atTime: localTime),
        let windowIndex = stage.windows.firstIndex(where: { $0.role == animation.target.window })
      else { continue }
      let property = animation.target.property
      stage.windows[windowIndex].layer.updateLayer(withID: animation.target.layer) { layer in
        property.apply(value, to: &layer)
      }
    }
    return stage
  }
}
