import Foundation

/// Percentiles of any number of durations in bounded memory: values are counted in buckets whose
/// bounds grow by a constant ratio (a logarithmic histogram, as DDSketch does), so each value is
/// known to within ``relativeAccuracy`` of itself, and the memory depends on the spread of the
/// values (at most about 60,000 buckets between a microsecond and a day), never on their
/// number.
///
/// ``quantile(_:)`` interpolates between the two closest ranks as ``Percentile`` does
/// (Hyndman–Fan type 7), on the buckets' representative values: each result is within
/// ``relativeAccuracy`` of the exact type 7 percentile of the same values.
public struct QuantileSketch: Hashable, Sendable {
  /// The largest relative error of a value kept: 0.01 %, a tenth of a millisecond at one second.
  public static let relativeAccuracy = 1e-4
  /// Values closer to zero than this (in seconds: a nanosecond) count as zero.
  public static let zeroThreshold = 1e-9

  private static let gamma = (1 + relativeAccuracy) / (1 - relativeAccuracy)
  private static let logGamma = log(gamma)

  private var positive: [Int: Int] = [:]
  private var negative: [Int: Int] = [:]
  private var zeros = 0
  /// How many values were added.
  public private(set) var count = 0

  /// Creates an empty sketch.
  public init() {}

  /// Adds `value`; a value that is not finite is ignored.
  public mutating func add(_ value: Double) {
    guard value.isFinite else { return }
    count += 1
    if abs(value) < Self.zeroThreshold {
      zeros += 1
    } else if value > 0 {
      positive[Self.index(of: value), default: 0] += 1
    } else {
      negative[Self.index(of: -value), default: 0] += 1
    }
  }

  /// Adds every value of `other`.
  public mutating func merge(_ other: QuantileSketch) {
    positive.merge(other.positive, uniquingKeysWith: +)
    negative.merge(other.negative, uniquingKeysWith: +)
    zeros += other.zeros
    count += other.count
  }

  /// The `fraction` (0...1, clamped; NaN reads as 0) percentile, or `nil` when empty.
  ///
  /// Complexity: O(b log b) in the number of occupied buckets.
  public func quantile(_ fraction: Double) -> Double? {
    guard count > 0 else { return nil }
    let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let position = clamped * Double(count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, count - 1)
    let values = self.values(atRanks: lower, upper)
    return values.0 + (values.1 - values.0) * (position - Double(lower))
  }

  /// The representative values of the 0-based ranks `first <= second`, walking the buckets in
  /// ascending order once.
  private func values(atRanks first: Int, _ second: Int) -> (Double, Double) {
    var ordered: [(value: Double, count: Int)] = negative.sorted { $0.key > $1.key }.map {
      (-Self.value(ofIndex: $0.key), $0.value)
    }
    if zeros > 0 { ordered.append((0, zeros)) }
    ordered += positive.sorted { $0.key < $1.key }.map { (Self.value(ofIndex: $0.key), $0.value) }
    var seen = 0
    var found: Double?
    for bucket in ordered {
      seen += bucket.count
      if found == nil, first < seen { found = bucket.value }
      if second < seen { return (found ?? bucket.value, bucket.value) }
    }
    let last = ordered.last?.value ?? 0
    return (found ?? last, last)
  }

  /// The bucket of a positive value: `gamma^(i-1) < value <= gamma^i`.
  private static func index(of value: Double) -> Int {
    Int((log(value) / logGamma).rounded(.up))
  }

  /// The value standing for bucket `i`: within `relativeAccuracy` of every value in it.
  private static func value(ofIndex index: Int) -> Double {
    2 * pow(gamma, Double(index)) / (gamma + 1)
  }
}
