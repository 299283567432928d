import CurtainCore
import Foundation
import Testing

@Suite struct TimingCurveConfigTests {
  static let curves: [(json: String, curve: TimingCurve)] = [
    (#""linear""#, .linear),
    (#""easeIn""#, .easeIn),
    (#""easeOut""#, .easeOut),
    (#""easeInEaseOut""#, .easeInEaseOut),
    (#""default""#, .default),
    (#"{"cubicBezier": [0.3, 0, 0.2, 1]}"#, .cubicBezier(x1: 0.3, y1: 0, x2: 0.2, y2: 1)),
    (#"{"spring": {}}"#, .spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)),
    (
      #"{"spring": {"stiffness": 300, "initialVelocity": 2}}"#,
      .spring(mass: 1, stiffness: 300, damping: 10, initialVelocity: 2)
    ),
  ]

  @Test(arguments: curves)
  func curveDecodes(json: String, curve: TimingCurve) throws {
    let result = DesignJSON.decode(DesignJSON.minimal(#""exit": {"curve": \#(json)}"#))
    #expect(result.issues.isEmpty)
    #expect(try #require(result.design).exit.curve == curve)
  }

  /// Apple's `Spring` documentation: `Spring(duration: 0.5, bounce: 0.3)` has mass 1.0,
  /// stiffness 157.9 and damping 17.6.
  @Test func swiftUISpringMatchesAppleDocumentation() throws {
    guard
      case .spring(let mass, let stiffness, let damping, let velocity) =
        TimingCurve.swiftUISpring(duration: 0.5, bounce: 0.3)
    else {
      Issue.record("not a spring")
      return
    }
    #expect(mass == 1)
    #expect(abs(stiffness - 157.9) < 0.05)
    #expect(abs(damping - 17.6) < 0.05)
    #expect(velocity == 0)
  }

  @Test(arguments: [(0.5, 0.0), (1.0, 0.5), (0.4, -0.5)])
  func swiftUISpringHasTheDocumentedDampingRatio(duration: Double, bounce: Double) throws {
    guard
      case .spring(let mass, let stiffness, let damping, _) =
        TimingCurve.swiftUISpring(duration: duration, bounce: bounce)
    else {
      Issue.record("not a spring")
      return
    }
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    let expected = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    #expect(abs(ratio - expected) < 1e-9)
    #expect(abs(2 * Double.pi / stiffness.squareRoot() - duration) < 1e-9)
  }

  @Test func swiftUIFormInConfigUsesTheConversion() throws {
    let json = DesignJSON.minimal(
      #""exit": {"curve": {"spring": {"duration": 0.5, "bounce": 0.3}}}"#)
    let design = try #require(DesignJSON.decode(json).design)
    #expect(design.exit.curve == .swiftUISpring(duration: 0.5, bounce: 0.3))
  }
}
