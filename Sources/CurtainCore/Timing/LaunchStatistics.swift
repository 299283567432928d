/// Launch durations of one app version: median and p90 of its non-prewarmed launches.
public struct LaunchVersionStatistics: Hashable, Sendable {
  /// The app version.
  public var version: String
  /// Non-prewarmed launches counted.
  public var count: Int
  /// Prewarmed launches seen and left out.
  public var prewarmedCount: Int
  /// Median launch duration in seconds; `nil` when every launch was prewarmed.
  public var median: Double?
  /// 90th percentile launch duration in seconds; `nil` when every launch was prewarmed.
  public var p90: Double?

  /// Summarises `samples` per version, in the order versions first appear.
  ///
  /// Prewarmed samples are counted in ``prewarmedCount`` and excluded from the figures: their
  /// durations start long before anyone waited and would ruin the percentiles.
  public static func byVersion(_ samples: [LaunchDurationSample]) -> [LaunchVersionStatistics] {
    var order: [String] = []
    var groups: [String: [LaunchDurationSample]] = [:]
    for sample in samples {
      if groups[sample.version] == nil { order.append(sample.version) }
      groups[sample.version, default: []].append(sample)
    }
    return order.map { version in
      let group = groups[version] ?? []
      let seconds = group.filter { !$0.prewarmed }.map(\.seconds)
      return LaunchVersionStatistics(
        version: version, count: seconds.count, prewarmedCount: group.count - seconds.count,
        median: Percentile.of(seconds, 0.5), p90: Percentile.of(seconds, 0.9))
    }
  }
}
