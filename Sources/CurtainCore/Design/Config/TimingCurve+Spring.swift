import Foundation

extension TimingCurve {
  /// `CASpringAnimation`'s default mass, used where the config omits it.
  public static let defaultSpringMass = 1.0
  /// `CASpringAnimation`'s default stiffness, used where the config omits it.
  public static let defaultSpringStiffness = 100.0
  /// `CASpringAnimation`'s default damping, used where the config omits it.
  public static let defaultSpringDamping = 10.0
  /// `CASpringAnimation`'s default initial velocity, used where the config omits it.
  public static let defaultSpringInitialVelocity = 0.0
  /// SwiftUI's default `Spring(duration:bounce:)` duration, in seconds.
  public static let defaultSpringDuration = 0.5
  /// SwiftUI's default `Spring(duration:bounce:)` bounce.
  public static let defaultSpringBounce = 0.0

  /// The spring SwiftUI's `Spring(duration:bounce:)` describes, as `CASpringAnimation` values.
  ///
  /// Mass 1, stiffness `(2π / duration)²`, and damping `4π (1 − bounce) / duration` for
  /// `bounce ≥ 0`, `4π / (duration (1 + bounce))` for `bounce < 0` (damping ratio `1 − bounce`,
  /// or `1 / (1 + bounce)` when overdamped). Apple's `Spring` documentation gives
  /// `Spring(duration: 0.5, bounce: 0.3)` as mass 1.0, stiffness 157.9, damping 17.6, which this
  /// reproduces.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, > 0.
  ///   - bounce: 0 is critically damped, towards 1 bouncier, towards −1 overdamped; in (−1, 1).
  ///   - initialVelocity: The initial velocity, in units of the animated distance per second.
  /// - Returns: `.spring(mass:stiffness:damping:initialVelocity:)`.
  public static func swiftUISpring(duration: Double, bounce: Double, initialVelocity: Double = 0)
    -> TimingCurve
  {
    let angularFrequency = 2 * Double.pi / duration
    let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return .spring(
      mass: 1, stiffness: angularFrequency * angularFrequency,
      damping: 4 * Double.pi * dampingRatio / duration, initialVelocity: initialVelocity)
  }
}
