/// The launch figures `curtain timings` shows per app version, beside each other: the system's
/// own (MetricKit's histograms, what Organizer shows) and Curtain's (from its launch records),
/// with p50, p90 and p99 over any number of devices' files, in memory that does not grow with
/// the number of records or payloads.
public struct LaunchFieldFigures: Sendable {
  /// One figure.
  public enum Figure: String, CaseIterable, Sendable {
    /// MetricKit: process start to first draw of launches that were not prewarmed.
    case systemFirstDraw
    /// MetricKit: first draw of prewarmed launches (`histogrammedOptimizedTimeToFirstDraw`).
    case systemPrewarmedFirstDraw
    /// MetricKit: to the end of the extended launch tasks (Curtain's "ready" among them).
    case systemExtendedLaunch
    /// MetricKit: resume from the background.
    case systemResume
    /// Curtain: launch origin to the splash's first frame on screen.
    case splashFirstFrame
    /// Curtain: launch origin to the app's "ready".
    case ready
    /// Curtain: launch origin to the splash's removal, the app alone on screen: what a person
    /// waited.
    case perceived

    /// The row's label.
    public var label: String {
      switch self {
      case .systemFirstDraw: "system: time to first draw"
      case .systemPrewarmedFirstDraw: "system: prewarmed first draw"
      case .systemExtendedLaunch: "system: extended launch"
      case .systemResume: "system: resume"
      case .splashFirstFrame: "curtain: first splash frame"
      case .ready: "curtain: time to ready"
      case .perceived: "curtain: perceived launch"
      }
    }
  }

  /// One figure's percentiles, in seconds.
  public struct Row: Hashable, Sendable {
    /// The figure.
    public var figure: Figure
    /// Launches counted.
    public var count: Int
    /// Median.
    public var p50: Double
    /// 90th percentile.
    public var p90: Double
    /// 99th percentile.
    public var p99: Double
  }

  /// One app version's figures.
  public struct Version: Hashable, Sendable {
    /// The app version.
    public var version: String
    /// Curtain's records of this version per launch kind ("unknown": a record written before
    /// Curtain told cold from warm).
    public var launchesByKind: [String: Int]
    /// MetricKit payloads of this version.
    public var payloads: Int
    /// The figures that have launches, in ``Figure`` order.
    public var rows: [Row]
  }

  private struct Group: Sendable {
    var sketches: [Figure: QuantileSketch] = [:]
    var histograms: [Figure: [BucketKey: Int]] = [:]
    var kinds: [String: Int] = [:]
    var payloads = 0
  }

  private struct BucketKey: Hashable, Sendable {
    var start: Double
    var end: Double
  }

  private var order: [String] = []
  private var groups: [String: Group] = [:]

  /// Creates empty figures.
  public init() {}

  /// The launch kinds whose records make Curtain's figures: those MetricKit's time to first
  /// draw counts (cold and warm, and older records that did not tell them apart). Prewarmed
  /// launches are timed from `main` and resumed ones did not launch: both are only counted.
  public static func countsInFigures(_ kind: LaunchStartKind?) -> Bool {
    kind != .prewarmed && kind != .resumed
  }

  /// Adds a Curtain launch record.
  public mutating func add(_ record: LaunchRecord) {
    update(record.appVersion) { group in
      group.kinds[record.kind?.rawValue ?? "unknown", default: 0] += 1
      guard Self.countsInFigures(record.kind) else { return }
      let origin = record.originSeconds
      let marks: [(Figure, LaunchPhase)] = [
        (.splashFirstFrame, .firstFrame), (.ready, .appReady), (.perceived, .splashRemoved),
      ]
      for (figure, phase) in marks {
        if let seconds = record.seconds(of: phase) {
          group.sketches[figure, default: QuantileSketch()].add(seconds - origin)
        }
      }
    }
  }

  /// Adds a MetricKit payload's launch histograms.
  public mutating func add(_ report: LaunchMetricsReport) {
    update(report.appVersion) { group in
      group.payloads += 1
      let histograms: [(Figure, LaunchMetricHistogram?)] = [
        (.systemFirstDraw, report.timeToFirstDraw),
        (.systemPrewarmedFirstDraw, report.optimizedTimeToFirstDraw),
        (.systemExtendedLaunch, report.extendedLaunch), (.systemResume, report.resumeTime),
      ]
      for (figure, histogram) in histograms {
        for bucket in histogram?.buckets ?? [] where bucket.count > 0 {
          group.histograms[figure, default: [:]][
            BucketKey(start: bucket.start, end: bucket.end), default: 0] += bucket.count
        }
      }
    }
  }

  private mutating func update(_ version: String, _ body: (inout Group) -> Void) {
    if groups[version] == nil { order.append(version) }
    body(&groups[version, default: Group()])
  }

  /// The figures per app version, versions in first-seen order.
  public var versions: [Version] {
    order.compactMap { version in
      guard let group = groups[version] else { return nil }
      let rows = Figure.allCases.compactMap { figure -> Row? in
        if let sketch = group.sketches[figure], let p50 = sketch.quantile(0.5),
          let p90 = sketch.quantile(0.9), let p99 = sketch.quantile(0.99)
        {
          return Row(figure: figure, count: sketch.count, p50: p50, p90: p90, p99: p99)
        }
        guard let buckets = group.histograms[figure] else { return nil }
        let histogram = LaunchMetricHistogram(
          buckets: buckets.map { .init(start: $0.key.start, end: $0.key.end, count: $0.value) })
        guard let p50 = histogram.quantile(0.5), let p90 = histogram.quantile(0.9),
          let p99 = histogram.quantile(0.99)
        else { return nil }
        return Row(figure: figure, count: histogram.totalCount, p50: p50, p90: p90, p99: p99)
      }
      return Version(
        version: version, launchesByKind: group.kinds, payloads: group.payloads, rows: rows)
    }
  }
}
