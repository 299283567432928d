/// Median and p90 of every phase across launch records of one app version.
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
    var order: [String] = []
    var groups: [String: [LaunchRecord]] = [:]
    for record in records {
      if groups[record.appVersion] == nil { order.append(record.appVersion) }
      groups[record.appVersion, default: []].append(record)
    }
    return order.map { summarise(groups[$0] ?? [], version: $0) }
  }

  /// Summarises `records` as one group named `version`; prewarmed launches are left out.
  ///
  /// Mark rows are seconds from the launch origin (process start, or `main` when prewarmed) to
  /// the mark; the origin's own mark is not a row.
  public static func summarise(_ records: [LaunchRecord], version: String)
    -> LaunchPhaseStatistics
  {
    let counted = records.filter { !$0.prewarmed }
    var names: [String] = []
    var values: [String: [Double]] = [:]
    func add(_ name: String, _ seconds: Double) {
      if values[name] == nil { names.append(name) }
      values[name, default: []].append(seconds)
    }
    for record in counted {
      for mark in record.marks where mark.name != LaunchPhase.processStart.rawValue {
        add(LaunchPhase.displayName(forMark: mark.name), mark.seconds - record.originSeconds)
      }
    }
    for record in counted {
      for span in record.spans { add("span \(span.name)", span.durationSeconds) }
    }
    for record in counted {
      if let total = record.totalSeconds { add(totalRowName, total) }
    }
    let rows = names.compactMap { name -> Row? in
      guard let list = values[name], let median = Percentile.of(list, 0.5),
        let p90 = Percentile.of(list, 0.9)
      else { return nil }
      return Row(name: name, count: list.count, median: median, p90: p90)
    }
    return LaunchPhaseStatistics(
      version: version, launches: counted.count,
      prewarmedLaunches: records.count - counted.count, rows: rows)
  }

  /// The row called `name`, if any.
  public func row(_ name: String) -> Row? {
    rows.first { $0.name == name }
  }
}
