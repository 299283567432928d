/// Builds ``LaunchPhaseStatistics`` one record at a time: each row keeps a ``QuantileSketch``,
/// so any number of records is summarised in memory bounded by the number of versions and row
/// names.
public struct LaunchPhaseAccumulator: Sendable {
  /// One group's rows: marks in first-seen order, then spans, then the total.
  public struct Group: Sendable {
    private var markNames: [String] = []
    private var spanNames: [String] = []
    private var sketches: [String: QuantileSketch] = [:]
    private var launches = 0
    private var prewarmed = 0

    /// Creates an empty group.
    public init() {}

    /// Adds `record`; a prewarmed launch is only counted.
    public mutating func add(_ record: LaunchRecord) {
      guard !record.prewarmed else {
        prewarmed += 1
        return
      }
      launches += 1
      let origin = record.originSeconds
      for mark in record.marks where mark.name != LaunchPhase.processStart.rawValue {
        let name = LaunchPhase.displayName(forMark: mark.name)
        if add(name, mark.seconds - origin) { markNames.append(name) }
      }
      for span in record.spans where add("span \(span.name)", span.durationSeconds) {
        spanNames.append("span \(span.name)")
      }
      if let total = record.totalSeconds { add(LaunchPhaseStatistics.totalRowName, total) }
    }

    /// Adds `seconds` to row `name`; returns whether the row is new.
    @discardableResult
    private mutating func add(_ name: String, _ seconds: Double) -> Bool {
      let new = sketches[name] == nil
      sketches[name, default: QuantileSketch()].add(seconds)
      return new
    }

    /// The group's statistics, named `version`.
    public func statistics(version: String) -> LaunchPhaseStatistics {
      let names = markNames + spanNames + [LaunchPhaseStatistics.totalRowName]
      let rows = names.compactMap { name -> LaunchPhaseStatistics.Row? in
        guard let sketch = sketches[name], let median = sketch.quantile(0.5),
          let p90 = sketch.quantile(0.9)
        else { return nil }
        return LaunchPhaseStatistics.Row(name: name, count: sketch.count, median: median, p90: p90)
      }
      return LaunchPhaseStatistics(
        version: version, launches: launches, prewarmedLaunches: prewarmed, rows: rows)
    }
  }

  private var order: [String] = []
  private var groups: [String: Group] = [:]
  private var pooled = Group()

  /// Creates an empty accumulator.
  public init() {}

  /// Adds `record` to its version's group and to the pooled one.
  public mutating func add(_ record: LaunchRecord) {
    if groups[record.appVersion] == nil { order.append(record.appVersion) }
    groups[record.appVersion, default: Group()].add(record)
    pooled.add(record)
  }

  /// Statistics per app version, versions in first-seen order.
  public func byVersion() -> [LaunchPhaseStatistics] {
    order.map { (groups[$0] ?? Group()).statistics(version: $0) }
  }

  /// Every record added, as one group named `version`.
  public func pooled(version: String) -> LaunchPhaseStatistics {
    pooled.statistics(version: version)
  }
}
