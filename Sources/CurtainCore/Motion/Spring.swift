import Foundation

/// A damped spring as `CASpringAnimation` defines it, moving a value from 0 to 1.
///
/// The motion solves `m x'' + c x' + k (x - 1) = 0` with `x(0) = 0` and `x'(0) = initialVelocity`
/// in closed form (under-, critically and over-damped). Time is in seconds; velocity is in
/// units of the whole distance per second, positive towards the target, as
/// `CASpringAnimation.initialVelocity`.
public struct Spring: Hashable, Codable, Sendable {
  /// Mass, `CASpringAnimation.mass` (default 1).
  public var mass: Double
  /// Stiffness, `CASpringAnimation.stiffness` (default 100).
  public var stiffness: Double
  /// Damping, `CASpringAnimation.damping` (default 10).
  public var damping: Double
  /// Initial velocity, `CASpringAnimation.initialVelocity` (default 0).
  public var initialVelocity: Double

  /// How close to the target (fraction of the distance) counts as settled in
  /// `settlingDuration`. Apple does not publish its threshold; this one is documented here.
  public static let settlingThreshold = 0.001

  /// Damping ratios this close to 1 use the critically damped solution, which the under- and
  /// over-damped forms approach only through cancelling terms.
  static let criticalBand = 1e-9

  /// Creates a spring; the defaults are `CASpringAnimation`'s.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// Undamped angular frequency, radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// Damping ratio: below 1 oscillates, 1 is critical, above 1 creeps.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// Progress (0 at rest at the start, 1 at the target) `time` seconds in; 0 before time 0.
  public func progress(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    let omega = naturalFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    // Displacement from the target: y(0) = -1, y'(0) = v0.
    let displacement: Double
    if zeta < 1 - Self.criticalBand {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 - zeta * omega) / omegaD
      displacement = exp(-zeta * omega * time) * (-cos(omegaD * time) + b * sin(omegaD * time))
    } else if abs(zeta - 1) < Self.criticalBand {
      displacement = exp(-omega * time) * (-1 + (v0 - omega) * time)
    } else {
      let root = omega * (zeta * zeta - 1).squareRoot()
      let r1 = -zeta * omega + root
      let r2 = -zeta * omega - root
      let c1 = (v0 + r2) / (r1 - r2)
      let c2 = -1 - c1
      displacement = c1 * exp(r1 * time) + c2 * exp(r2 * time)
    }
    return 1 + displacement
  }

  /// Seconds until the value stays within `settlingThreshold` of the target
  /// (`CASpringAnimation.settlingDuration`): steps of 1 ms until the closed form's decaying
  /// envelope proves the value can no longer leave the band, then bisection on the last exit.
  ///
  /// Bounded: reports 60 seconds for springs that effectively never settle.
  public var settlingDuration: Double {
    let step = 0.001
    let limit = 60.0
    var lastOutside = 0.0
    var time = 0.0
    while time <= limit, envelope(at: time) >= Self.settlingThreshold {
      if abs(progress(at: time) - 1) > Self.settlingThreshold { lastOutside = time }
      time += step
    }
    if time > limit { return limit }
    var low = lastOutside
    var high = lastOutside + step
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if abs(progress(at: middle) - 1) > Self.settlingThreshold {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }

  /// An upper bound of the distance to the target at `time` seconds.
  private func envelope(at time: Double) -> Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if zeta < 1 - Self.criticalBand {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 - zeta * omega) / omegaD
      return exp(-zeta * omega * time) * (1 + b * b).squareRoot()
    } else if abs(zeta - 1) < Self.criticalBand {
      return exp(-omega * time) * (1 + abs(v0 - omega) * time)
    }
    let root = omega * (zeta * zeta - 1).squareRoot()
    let r1 = -zeta * omega + root
    let r2 = -zeta * omega - root
    let c1 = (v0 + r2) / (r1 - r2)
    return abs(c1) * exp(r1 * time) + abs(-1 - c1) * exp(r2 * time)
  }
}
