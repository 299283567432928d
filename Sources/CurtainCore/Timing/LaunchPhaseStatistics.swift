/// Median and p90 of every phase across launch records of one app version.
///
/// Made by ``LaunchPhaseAccumulator``, in memory that does not grow with the number of records.
public struct LaunchPhaseStatistics: Hashable, Sendable {
  /// One row: a mark's time since the launch origin, a span's duration, or the total.
  public struct Row: Hashable, Sendable {
    /// "first frame", "span themes" or "total".
    public var name: String
    /// Launches that had this row.
    public var count: Int
    /// Median in seconds.
    public var median: Double
    /// 90th percentile in seconds.
    public var p90: Double

    /// Creates a row.
    public init(name: String, count: Int, median: Double, p90: Double) {
      self.name = name
      self.count = count
      self.median = median
      self.p90 = p90
    }
  }

  /// The name of the row holding ``LaunchRecord/totalSeconds``.
  public static let totalRowName = "total"

  /// The app version ("all" for pooled statistics).
  public var version: String
  /// Non-prewarmed launches summarised.
  public var launches: Int
  /// Prewarmed launches left out.
  public var prewarmedLaunches: Int
  /// Marks in first-seen order, then spans ("span NAME"), then ``totalRowName``.
  public var rows: [Row]

  /// Summarises `records` per app version, versions in first-seen order.
  public static func byVersion(_ records: [LaunchRecord]) -> [LaunchPhaseStatistics] {
    var accumulator = LaunchPhaseAccumulator()
    records.forEach { accumulator.add($0) }
    return accumulator.byVersion()
  }

  /// Summarises `records` as one group named `version`; prewarmed launches are left out.
  ///
  /// Mark rows are seconds from the launch origin (process start, or `main` when prewarmed) to
  /// the mark; the origin's own mark is not a row. Figures are ``QuantileSketch``'s (within
  /// 0.01 % of the exact percentiles).
  public static func summarise(_ records: [LaunchRecord], version: String)
    -> LaunchPhaseStatistics
  {
    var group = LaunchPhaseAccumulator.Group()
    records.forEach { group.add($0) }
    return group.statistics(version: version)
  }

  /// The row called `name`, if any.
  public func row(_ name: String) -> Row? {
    rows.first { $0.name == name }
  }
}
