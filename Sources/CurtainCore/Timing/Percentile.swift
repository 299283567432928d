/// Percentiles by linear interpolation between closest ranks (Hyndman–Fan type 7, the default
/// of NumPy and R): the median of [1, 2, 3, 4] is 2.5.
public enum Percentile {
  /// The `fraction` (0...1, clamped; NaN reads as 0) percentile of `values`, or `nil` when empty. O(n log n).
  public static func of(_ values: [Double], _ fraction: Double) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let position = clamped * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
  }
}
