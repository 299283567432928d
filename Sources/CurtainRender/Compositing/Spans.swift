import CurtainCore

/// Per-row coverage of a transformed rectangle: the columns whose pixel centres map inside
/// `0..<width` x `0..<height` under `inverse` (canvas pixels to the rectangle's space).
struct Spans {
  /// Canvas pixels to the rectangle's own space.
  let inverse: AffineTransform
  /// The rectangle's width in its own space.
  let width: Double
  /// The rectangle's height in its own space.
  let height: Double

  /// The covered columns of row `y`, clipped to `clip`'s columns.
  func columns(row y: Int, clip: PixelRect) -> Range<Int> {
    let centreY = Double(y) + 0.5
    var low = Double(clip.minX) + 0.5, high = Double(clip.maxX) - 0.5
    guard
      Self.narrow(
        &low, &high, slope: inverse.a, offset: inverse.c * centreY + inverse.tx, limit: width),
      Self.narrow(
        &low, &high, slope: inverse.b, offset: inverse.d * centreY + inverse.ty, limit: height)
    else { return clip.minX..<clip.minX }
    let first = Int(saturating: (low - 0.5).rounded(.up))
    let last = Int(saturating: (high - 0.5).rounded(.down))
    return first <= last ? first..<(last + 1) : first..<first
  }

  /// Narrows `low...high` (pixel centres) to where `0 <= slope * x + offset < limit`; returns
  /// whether anything is left.
  private static func narrow(
    _ low: inout Double, _ high: inout Double, slope: Double, offset: Double, limit: Double
  ) -> Bool {
    if abs(slope) < 1e-12 { return offset >= 0 && offset < limit }
    let epsilon = 1e-9
    var start = -offset / slope, end = (limit - offset) / slope
    if slope < 0 { swap(&start, &end) }
    low = max(low, start - epsilon)
    high = min(high, end - epsilon)
    return low <= high
  }
}
