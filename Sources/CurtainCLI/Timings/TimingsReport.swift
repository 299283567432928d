import CurtainCore
import Foundation

/// The text `curtain timings` prints, and the regressions it finds against a baseline.
struct TimingsReport {
  /// A row whose median grew beyond the threshold.
  struct Regression: Hashable {
    var name: String
    var baseline: Double
    var current: Double

    /// The relative growth; a baseline median of 0 or less has none: no change when the
    /// current median is not larger, else infinite.
    var change: Double {
      if baseline > 0 { return current / baseline - 1 }
      return current <= baseline ? 0 : .infinity
    }
  }

  /// Per-version phase tables.
  var versions: [LaunchPhaseStatistics]
  /// Regressions of the pooled current records against the pooled baseline (empty without one).
  var regressions: [Regression]
  /// The comparison lines (empty without a baseline).
  var comparison: [String]

  /// The field figures per version (MetricKit's and Curtain's p50/p90/p99).
  var field: [LaunchFieldFigures.Version] = []

  /// Builds the report from records in memory; `threshold` is a fraction (0.1 = 10 %).
  init(records: [LaunchRecord], baseline: [LaunchRecord]?, threshold: Double) {
    var current = LaunchPhaseAccumulator()
    records.forEach { current.add($0) }
    self.init(
      current: current,
      baseline: baseline.map { LaunchPhaseStatistics.summarise($0, version: "baseline") },
      threshold: threshold)
  }

  /// Builds the report from the accumulated records and the baseline's pooled statistics.
  init(current: LaunchPhaseAccumulator, baseline before: LaunchPhaseStatistics?, threshold: Double)
  {
    versions = current.byVersion()
    guard let before else {
      regressions = []
      comparison = []
      return
    }
    let pooled = current.pooled(version: "all")
    var regressions: [Regression] = []
    var lines = ["Against the baseline (medians, threshold \(Self.percent(threshold))):"]
    for row in pooled.rows {
      guard let old = before.row(row.name) else { continue }
      let item = Regression(name: row.name, baseline: old.median, current: row.median)
      let regressed = item.change > threshold
      if regressed { regressions.append(item) }
      lines.append(
        Self.pad(row.name, 24) + Self.pad(Self.seconds(old.median), 10, right: true)
          + " -> " + Self.pad(Self.seconds(row.median), 9, right: true) + "  "
          + Self.signedPercent(item.change) + (regressed ? "  REGRESSION" : ""))
    }
    self.regressions = regressions
    comparison = lines
  }

  /// The field figures as lines: per version, the launches by kind and payloads read, then
  /// each figure's count and p50/p90/p99.
  var fieldText: [String] {
    var lines: [String] = []
    for version in field {
      let kinds = version.launchesByKind.sorted { $0.key < $1.key }
        .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
      var parts: [String] = []
      if !kinds.isEmpty { parts.append("launches: \(kinds)") }
      if version.payloads > 0 { parts.append("\(version.payloads) MetricKit payloads") }
      lines.append("Field figures, version \(version.version) (\(parts.joined(separator: "; ")))")
      lines.append(
        Self.pad("figure", 30) + Self.pad("n", 9, right: true) + Self.pad("p50", 10, right: true)
          + Self.pad("p90", 10, right: true) + Self.pad("p99", 10, right: true))
      for row in version.rows {
        lines.append(
          Self.pad(row.figure.label, 30) + Self.pad("\(row.count)", 9, right: true)
            + Self.pad(Self.seconds(row.p50), 10, right: true)
            + Self.pad(Self.seconds(row.p90), 10, right: true)
            + Self.pad(Self.seconds(row.p99), 10, right: true))
      }
      lines.append("")
    }
    return lines
  }

  /// The whole report as text.
  var text: String {
    var lines: [String] = []
    for version in versions {
      let prewarmed =
        version.prewarmedLaunches > 0
        ? ", \(version.prewarmedLaunches) prewarmed left out" : ""
      lines.append("Version \(version.version): \(version.launches) launches\(prewarmed)")
      lines.append(
        Self.pad("phase", 24) + Self.pad("median", 10, right: true)
          + Self.pad("p90", 10, right: true))
      for row in version.rows {
        lines.append(
          Self.pad(row.name, 24) + Self.pad(Self.seconds(row.median), 10, right: true)
            + Self.pad(Self.seconds(row.p90), 10, right: true))
      }
      lines.append("")
    }
    lines += fieldText
    lines += comparison
    if !regressions.isEmpty {
      lines.append("")
      lines.append(
        "Regression: "
          + regressions.map { "\($0.name) \(Self.signedPercent($0.change))" }
          .joined(separator: ", "))
    }
    return lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
  }

  private static func seconds(_ value: Double) -> String { String(format: "%.3fs", value) }

  private static func percent(_ fraction: Double) -> String {
    String(format: "%.0f%%", fraction * 100)
  }

  private static func signedPercent(_ fraction: Double) -> String {
    fraction.isFinite ? String(format: "%+.1f%%", fraction * 100) : "up from <= 0"
  }

  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
  }
}
