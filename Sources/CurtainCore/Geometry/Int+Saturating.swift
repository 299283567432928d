extension Int {
  /// The largest magnitude `init(saturating:)` returns: 2^53, below which every integer is
  /// exactly a `Double`, so a little arithmetic on the result (`+ 1`, `* 4`) cannot overflow.
  public static let saturationLimit = 1 << 53

  /// `value` truncated towards zero like `Int(_:)`, but never a trap: clamped to
  /// ±``saturationLimit``, and 0 for NaN. Round first (`value.rounded(.up)`) as `Int(_:)` needs.
  public init(saturating value: Double) {
    guard !value.isNaN else {
      self = 0
      return
    }
    let limit = Double(Int.saturationLimit)
    self.init(Swift.min(Swift.max(value, -limit), limit))
  }
}
