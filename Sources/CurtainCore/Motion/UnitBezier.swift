/// A cubic Bezier timing curve from (0, 0) to (1, 1): `CAMediaTimingFunction`'s model, solved as
/// WebKit's `UnitBezier` does.
///
/// `progress(at:)` finds the curve parameter whose x is the input time (Newton's method, then
/// bisection when Newton stalls) to within `UnitBezier.epsilon`, then returns its y.
public struct UnitBezier: Hashable, Sendable {
  /// The x tolerance of the solver: the returned y belongs to a curve point whose x is within
  /// this of the input.
  public static let epsilon = 1e-7

  private let ax: Double, bx: Double, cx: Double
  private let ay: Double, by: Double, cy: Double

  /// Creates the curve with control points (x1, y1) and (x2, y2); x1 and x2 are clamped to 0...1
  /// as `CAMediaTimingFunction` requires, so that x(t) is monotonic.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let x1 = min(max(x1, 0), 1)
    let x2 = min(max(x2, 0), 1)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) private func sampleDerivativeX(_ t: Double) -> Double {
    (3 * ax * t + 2 * bx) * t + cx
  }

  /// The curve parameter whose x is `x`, within `epsilon`; `x` is clamped to 0...1.
  public func solveCurveX(_ x: Double) -> Double {
    let x = min(max(x, 0), 1)
    var t = x
    for _ in 0..<8 {
      let error = sampleX(t) - x
      if abs(error) < Self.epsilon { return t }
      let slope = sampleDerivativeX(t)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    while low < high {
      let value = sampleX(t)
      if abs(value - x) < Self.epsilon { return t }
      if x > value { low = t } else { high = t }
      let next = (high - low) / 2 + low
      if next == t { return t }
      t = next
    }
    return t
  }

  /// The eased progress at input time `x` (0...1, clamped); unclamped output, so curves with
  /// y control points outside 0...1 overshoot.
  public func progress(at x: Double) -> Double {
    sampleY(solveCurveX(x))
  }
}
