import CurtainCore
import Testing

@Suite("Timing curves")
struct TimingCurveTests {
  static let curveNames = TimingReferenceTable.curves.map(\.0)
  static let springNames = TimingReferenceTable.springs.map(\.0)

  @Test("Bezier curves agree with the independent reference to 1e-6", arguments: curveNames)
  func bezierMatchesReference(name: String) throws {
    let entry = try #require(TimingReferenceTable.curves.first { $0.0 == name })
    let evaluator = entry.1.evaluator
    for (index, expected) in entry.2.enumerated() {
      let x = Double(index) / Double(TimingReferenceTable.gridSize)
      let actual = evaluator.progress(at: x, duration: 1)
      #expect(abs(actual - expected) <= 1e-6, "\(name) at \(x): \(actual) vs \(expected)")
    }
  }

  @Test("Springs agree with a numerically integrated reference to 1e-6", arguments: springNames)
  func springMatchesReference(name: String) throws {
    let entry = try #require(TimingReferenceTable.springs.first { $0.0 == name })
    for (time, expected) in zip(TimingReferenceTable.springTimes, entry.2) {
      let actual = entry.1.progress(at: time)
      #expect(abs(actual - expected) <= 1e-6, "\(name) at \(time)s: \(actual) vs \(expected)")
    }
  }

  @Test("Named curves use CAMediaTimingFunction's control points")
  func namedControlPoints() throws {
    let easeInEaseOut = try #require(TimingCurve.easeInEaseOut.controlPoints)
    #expect(easeInEaseOut == (0.42, 0, 0.58, 1))
    let standard = try #require(TimingCurve.default.controlPoints)
    #expect(standard == (0.25, 0.1, 0.25, 1))
    #expect(
      TimingCurve.spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        .controlPoints == nil)
  }

  @Test("A spring curve runs in seconds: fraction times duration")
  func springCurveUsesSeconds() throws {
    let curve = TimingCurve.spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    let spring = try #require(curve.spring)
    #expect(curve.progress(at: 0.5, duration: 0.4) == spring.progress(at: 0.2))
  }

  @Test(
    "Damping regimes follow the damping ratio",
    arguments: [(10.0, true), (20.0, false), (40.0, false)])
  func regimes(damping: Double, overshoots: Bool) {
    let spring = Spring(mass: 1, stiffness: 100, damping: damping)
    let peak = stride(from: 0.0, through: 3, by: 0.001).map(spring.progress(at:)).max() ?? 0
    #expect((peak > 1 + 1e-9) == overshoots)
  }

  @Test(
    "settlingDuration is when the value stays within the threshold",
    arguments: [
      Spring(), Spring(mass: 1, stiffness: 100, damping: 20),
      Spring(mass: 1, stiffness: 100, damping: 40), Spring(mass: 2, stiffness: 300, damping: 5),
      Spring(mass: 1, stiffness: 170, damping: 26, initialVelocity: 4),
    ])
  func settling(spring: Spring) {
    let settle = spring.settlingDuration
    #expect(settle > 0 && settle < 60)
    let threshold = Spring.settlingThreshold
    #expect(abs(spring.progress(at: settle - 1e-3) - 1) > threshold * 0.999 || settle < 1e-3)
    for step in 0..<2000 {
      let time = settle + Double(step) * 0.005
      #expect(abs(spring.progress(at: time) - 1) <= threshold * (1 + 1e-9))
    }
  }
}

@Suite("SwiftUI springs through CASpringAnimation's model")
struct SwiftUISpringTests {
  @Test("bounce 0 is critically damped: no overshoot, settles")
  func noBounce() throws {
    let spring = try #require(TimingCurve.swiftUISpring(duration: 0.5, bounce: 0).spring)
    #expect(abs(spring.dampingRatio - 1) < 1e-9)
    let peak = stride(from: 0.0, through: 3, by: 0.001).map(spring.progress(at:)).max() ?? 0
    #expect(peak <= 1 + 1e-9)
    #expect(spring.settlingDuration < 2)
  }

  @Test("bounce 0.3 overshoots and still settles to 1")
  func bounce() throws {
    let spring = try #require(TimingCurve.swiftUISpring(duration: 0.5, bounce: 0.3).spring)
    let peak = stride(from: 0.0, through: 3, by: 0.001).map(spring.progress(at:)).max() ?? 0
    #expect(peak > 1.01)
    #expect(abs(spring.progress(at: spring.settlingDuration + 0.5) - 1) < Spring.settlingThreshold)
  }
}
