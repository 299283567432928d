/// The layer property an animation drives: a window, a layer in it, and a key path.
public struct PropertyTarget: Hashable, Codable, Sendable {
  /// The window holding the layer.
  public var window: WindowRole
  /// The layer's id in that window (its root layer's id addresses the window itself: alpha,
  /// transform).
  public var layer: String
  /// The property.
  public var property: AnimatableProperty

  /// Creates a target.
  public init(window: WindowRole, layer: String, property: AnimatableProperty) {
    self.window = window
    self.layer = layer
    self.property = property
  }
}

/// How an animation produces its value over one iteration.
public enum AnimationCurve: Hashable, Codable, Sendable {
  /// `CABasicAnimation` (`fromValue`, `toValue`, `timingFunction`), or `CASpringAnimation` with
  /// the spring's parameters when `curve` is `.spring` (the spring runs in seconds and the
  /// animation's `duration` cuts it off).
  case basic(from: Double, to: Double, curve: TimingCurve)
  /// `CAKeyframeAnimation` with the track's `values`, `keyTimes`, `timingFunctions` and
  /// `calculationMode`.
  case keyframes(KeyframeTrack)
}

/// One property animation: `CABasicAnimation`, `CASpringAnimation` or `CAKeyframeAnimation` on
/// the key path `target.property.rawValue` of the target layer, with `CAMediaTiming` `timing`.
public struct PropertyAnimation: Hashable, Codable, Sendable {
  /// What is animated.
  public var target: PropertyTarget
  /// How the value moves.
  public var curve: AnimationCurve
  /// When it runs, in the group's timeline.
  public var timing: AnimationTiming

  /// Creates an animation.
  public init(target: PropertyTarget, curve: AnimationCurve, timing: AnimationTiming) {
    self.target = target
    self.curve = curve
    self.timing = timing
  }

  /// The value at `fraction` (0...1) of one iteration.
  public func value(at fraction: Double) -> Double {
    switch curve {
    case .basic(let from, let to, let timingCurve):
      let progress = timingCurve.progress(at: fraction, duration: timing.duration)
      return from + (to - from) * progress
    case .keyframes(let track):
      return track.value(at: fraction)
    }
  }

  /// The value at `time` seconds of the group's timeline, or `nil` when it shows nothing then.
  public func value(atTime time: Double) -> Double? {
    timing.fraction(at: time).map(value(at:))
  }
}
