import Foundation

/// The seed's console report: "Time for Init: 0.89s" per step, then "Total launch time: 3.68s".
public enum LaunchTextReport {
  /// Renders `record` as lines, seconds with two decimals.
  ///
  /// Each mark after the origin gets "Time for NAME: Xs", the time since the previous mark (so
  /// the steps add up to the total); spans follow as "Span NAME: Xs"; a prewarmed launch starts
  /// with a line naming the mark it was timed from (`LaunchRecord.originSeconds`).
  public static func render(_ record: LaunchRecord) -> String {
    var lines: [String] = []
    if record.prewarmed {
      let origin = record.marks.first { isOrigin($0, of: record) }
      let name = origin.map { LaunchPhase.displayName(forMark: $0.name) } ?? "its first mark"
      lines.append("Prewarmed launch: timed from \(name), not from process start")
    }
    var previous = record.originSeconds
    for mark in record.marks
    where !isOrigin(mark, of: record) && mark.seconds >= record.originSeconds {
      let label = LaunchPhase.displayName(forMark: mark.name)
      lines.append("Time for \(label): \(format(mark.seconds - previous))s")
      previous = mark.seconds
    }
    for span in record.spans {
      lines.append("Span \(span.name): \(format(span.durationSeconds))s")
    }
    if let total = record.totalSeconds {
      lines.append("Total launch time: \(format(total))s")
    }
    return lines.joined(separator: "\n")
  }

  private static func isOrigin(_ mark: LaunchRecord.Mark, of record: LaunchRecord) -> Bool {
    if record.prewarmed {
      return mark.name != LaunchPhase.processStart.rawValue
        && mark.seconds == record.originSeconds
    }
    return mark.name == LaunchPhase.processStart.rawValue
  }

  static func format(_ seconds: Double) -> String {
    String(format: "%.2f", seconds)
  }
}
