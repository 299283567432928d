/// The exit this launch will use, after Reduce Motion was applied.
public struct PlannedExit: Hashable, Sendable {
  /// The animation.
  public var animation: ExitAnimationName
  /// Duration in seconds; 0 for `none`.
  public var duration: Double
  /// Timing curve.
  public var curve: TimingCurve
  /// The presets' shape (the design's `exit.style`).
  public var style: ExitStyle

  /// Creates an exit.
  public init(
    animation: ExitAnimationName, duration: Double, curve: TimingCurve,
    style: ExitStyle = ExitStyle()
  ) {
    self.animation = animation
    self.duration = duration
    self.curve = curve
    self.style = style
  }

  /// The design's exit, or what Reduce Motion turns it into: a crossfade of the same duration,
  /// or no animation.
  public init(design: ExitDesign, reduceMotion: Bool) {
    guard reduceMotion, design.animation != .none else {
      let duration = design.animation == .none ? 0 : max(0, design.duration)
      self.init(
        animation: design.animation, duration: duration, curve: design.curve, style: design.style)
      return
    }
    switch design.reduceMotion {
    case .fade:
      self.init(
        animation: .fade, duration: max(0, design.duration), curve: .easeInEaseOut,
        style: design.style)
    case .none:
      self.init(animation: .none, duration: 0, curve: .linear, style: design.style)
    }
  }

  /// This exit as a crossfade of the same duration and curve.
  public var asFade: PlannedExit {
    PlannedExit(animation: .fade, duration: duration, curve: curve, style: style)
  }
}
