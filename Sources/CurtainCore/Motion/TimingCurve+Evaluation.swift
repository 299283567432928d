extension TimingCurve {
  /// The cubic Bezier control points `(x1, y1, x2, y2)` of the curve, as
  /// `CAMediaTimingFunction(name:)` defines the named ones; `nil` for a spring.
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
    switch self {
    case .linear: return (0, 0, 1, 1)
    case .easeIn: return (0.42, 0, 1, 1)
    case .easeOut: return (0, 0, 0.58, 1)
    case .easeInEaseOut: return (0.42, 0, 0.58, 1)
    case .default: return (0.25, 0.1, 0.25, 1)
    case .cubicBezier(let x1, let y1, let x2, let y2): return (x1, y1, x2, y2)
    case .spring: return nil
    }
  }

  /// The spring of a `.spring` curve, `nil` for a Bezier curve.
  public var spring: Spring? {
    guard case .spring(let mass, let stiffness, let damping, let initialVelocity) = self else {
      return nil
    }
    return Spring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// A solver for the curve: precompute it once when evaluating many times.
  public var evaluator: TimingEvaluator { TimingEvaluator(self) }

  /// Eased progress at `fraction` (0...1) of an animation lasting `duration` seconds.
  ///
  /// Bezier curves ignore `duration`; a spring is evaluated at `fraction * duration` seconds,
  /// as `CASpringAnimation` runs its physics in seconds and `duration` only cuts it off.
  public func progress(at fraction: Double, duration: Double) -> Double {
    TimingEvaluator(self).progress(at: fraction, duration: duration)
  }
}

/// A timing curve ready to evaluate: the Bezier coefficients or the spring, precomputed.
public enum TimingEvaluator: Hashable, Sendable {
  /// `t` itself.
  case linear
  /// A cubic Bezier.
  case bezier(UnitBezier)
  /// A spring, evaluated in seconds.
  case spring(Spring)

  /// Prepares `curve` for evaluation.
  public init(_ curve: TimingCurve) {
    if curve == .linear {
      self = .linear
    } else if let spring = curve.spring {
      self = .spring(spring)
    } else if let points = curve.controlPoints {
      self = .bezier(UnitBezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2))
    } else {
      self = .linear
    }
  }

  /// Eased progress at `fraction` (clamped to 0...1) of `duration` seconds.
  @inlinable
  public func progress(at fraction: Double, duration: Double) -> Double {
    let fraction = min(max(fraction, 0), 1)
    switch self {
    case .linear: return fraction
    case .bezier(let bezier): return bezier.progress(at: fraction)
    case .spring(let spring): return spring.progress(at: fraction * duration)
    }
  }
}
