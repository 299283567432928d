/// A MetricKit duration histogram (`MXHistogram<UnitDuration>`) in plain numbers, so the launch
/// figures iOS reports once a day can be summarised and stored on any platform.
public struct LaunchMetricHistogram: Hashable, Codable, Sendable {
  /// One bucket: launches whose duration fell in `start..<end` seconds.
  public struct Bucket: Hashable, Codable, Sendable {
    /// Lower bound, in seconds.
    public var start: Double
    /// Upper bound, in seconds.
    public var end: Double
    /// How many launches fell in the bucket.
    public var count: Int

    /// Creates a bucket.
    public init(start: Double, end: Double, count: Int) {
      self.start = start
      self.end = end
      self.count = count
    }
  }

  /// The buckets, in the order MetricKit enumerates them.
  public var buckets: [Bucket]

  /// Creates a histogram.
  public init(buckets: [Bucket]) {
    self.buckets = buckets
  }

  /// How many launches the histogram holds (negative counts are ignored).
  public var totalCount: Int { buckets.reduce(0) { $0 + max($1.count, 0) } }

  /// The duration below which `fraction` (0...1) of the launches fell, in seconds, assuming
  /// launches spread evenly inside a bucket; `nil` for an empty histogram.
  ///
  /// Complexity: O(n log n) in the number of buckets.
  public func quantile(_ fraction: Double) -> Double? {
    let sorted = buckets.filter { $0.count > 0 }.sorted { $0.start < $1.start }
    let total = Double(totalCount)
    guard total > 0 else { return nil }
    let wanted = min(max(fraction, 0), 1) * total
    var below = 0.0
    for bucket in sorted {
      let count = Double(bucket.count)
      if below + count >= wanted {
        let inside = count == 0 ? 0 : (wanted - below) / count
        return bucket.start + (bucket.end - bucket.start) * inside
      }
      below += count
    }
    return sorted.last?.end
  }
}

/// The launch figures of one MetricKit payload (`MXAppLaunchMetric`), summarised.
public struct LaunchMetricsReport: Hashable, Codable, Sendable {
  /// When the payload's period began and ended, seconds since 1970.
  public var periodStart: Double
  /// End of the payload's period, seconds since 1970.
  public var periodEnd: Double
  /// The app version MetricKit reports the payload for.
  public var appVersion: String
  /// Time to first draw of cold launches (`histogrammedTimeToFirstDraw`).
  public var timeToFirstDraw: LaunchMetricHistogram
  /// Time to resume from the background (`histogrammedApplicationResumeTime`).
  public var resumeTime: LaunchMetricHistogram
  /// Time to first draw of launches iOS prewarmed (`histogrammedOptimizedTimeToFirstDraw`,
  /// iOS 15.2+), kept apart from cold launches.
  public var optimizedTimeToFirstDraw: LaunchMetricHistogram?
  /// Extended launch times (`histogrammedExtendedLaunch`, iOS 16+): to the end of the app's
  /// extended launch tasks, Curtain's "ready" among them.
  public var extendedLaunch: LaunchMetricHistogram?
  /// The device model identifier of the payload (`metaData.deviceType`, "iPhone15,2").
  public var deviceType: String?
  /// The operating system of the payload (`metaData.osVersion`, "iPhone OS 17.5 (21F79)").
  public var osVersion: String?

  /// Creates a report.
  public init(
    periodStart: Double, periodEnd: Double, appVersion: String,
    timeToFirstDraw: LaunchMetricHistogram, resumeTime: LaunchMetricHistogram,
    optimizedTimeToFirstDraw: LaunchMetricHistogram? = nil,
    extendedLaunch: LaunchMetricHistogram? = nil, deviceType: String? = nil,
    osVersion: String? = nil
  ) {
    self.periodStart = periodStart
    self.periodEnd = periodEnd
    self.appVersion = appVersion
    self.timeToFirstDraw = timeToFirstDraw
    self.resumeTime = resumeTime
    self.optimizedTimeToFirstDraw = optimizedTimeToFirstDraw
    self.extendedLaunch = extendedLaunch
    self.deviceType = deviceType
    self.osVersion = osVersion
  }

  /// Median cold-launch time to first draw, in seconds.
  public var medianTimeToFirstDraw: Double? { timeToFirstDraw.quantile(0.5) }
  /// 90th percentile cold-launch time to first draw, in seconds.
  public var p90TimeToFirstDraw: Double? { timeToFirstDraw.quantile(0.9) }
}
