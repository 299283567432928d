import ArgumentParser
import CurtainCore
import CurtainRender
import Foundation

/// `curtain timings`: phase medians and p90 per app version from launch records, a regression
/// check against a baseline, a Perfetto trace and a PNG chart.
public struct TimingsCommand: ParsableCommand {
  /// The command's name and summary.
  public static let configuration = CommandConfiguration(
    commandName: "timings",
    abstract: "Summarise launch timing records: median and p90 of each phase per app version.",
    discussion: """
      Reads JSON lines launch records (one LaunchRecord a line, as CurtainCore writes them). \
      Prewarmed launches are counted but left out of the figures. With --baseline, exits 1 when \
      a phase's median grew by more than --threshold percent.
      """)

  /// The launch record files.
  @Argument(help: "Launch record files (JSON lines).")
  var files: [String] = []

  /// Records to compare against.
  @Option(help: "A launch record file to compare against; a slower median exits 1.")
  var baseline: String?

  /// The allowed slowdown in percent.
  @Option(help: "The allowed growth of a median over the baseline, in percent.")
  var threshold: Double = 10

  /// Where to write the trace.
  @Option(help: "Write a Chrome trace-event JSON file of every launch (opens in Perfetto).")
  var trace: String?

  /// Where to write the chart.
  @Option(help: "Write a PNG bar chart of the phases (median bar, p90 tick) per app version.")
  var chart: String?

  /// Creates the command (argument parsing fills it in).
  public init() {}

  /// Checks the arguments before anything is read.
  public func validate() throws {
    if files.isEmpty {
      throw ValidationError("Give at least one launch record file, e.g. 'launches.jsonl'.")
    }
    if !threshold.isFinite || threshold < 0 {
      throw ValidationError(
        "The value '\(threshold)' is invalid for '--threshold'. Use a percentage of 0 or more.")
    }
  }

  /// Prints the report, writes the trace, and exits 1 on a regression.
  public func run() throws {
    let records = try files.flatMap(Self.readRecords)
    let report = TimingsReport(
      records: records, baseline: try baseline.map(Self.readRecords),
      threshold: threshold / 100)
    print(report.text)
    if let trace {
      let url = URL(fileURLWithPath: trace)
      let problem: String?
      if let known = WritableFolder.problem(writing: url) {
        problem = known
      } else {
        do {
          try ChromeTrace.json(for: records).write(to: url, options: .atomic)
          problem = nil
        } catch {
          problem = WritableFolder.reason(error)
        }
      }
      if let problem {
        throw TimingsError(
          description: "--trace: cannot write '\(trace)' (\(problem)); choose a writable path")
      }
    }
    if let chart {
      let image = PhaseChart.render(LaunchPhaseStatistics.byVersion(records))
      do {
        try ImageCodec.writePNG(image, to: URL(fileURLWithPath: chart))
      } catch {
        throw TimingsError(description: "--chart: cannot write '\(chart)': \(error)")
      }
    }
    if !report.regressions.isEmpty { throw ExitCode.failure }
  }

  /// Reads one JSON lines file; errors name the file (and the line). A file without a record
  /// is an error too: a report of nothing would pass any check.
  static func readRecords(_ path: String) throws -> [LaunchRecord] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TimingsError(description: "Cannot read '\(path)'.")
    }
    let records: [LaunchRecord]
    do {
      records = try LaunchRecordLines.records(
        in: String(decoding: data, as: UTF8.self), source: path)
    } catch let error as LaunchRecordLines.DecodingError {
      throw TimingsError(description: error.description)
    }
    guard !records.isEmpty else {
      throw TimingsError(
        description: "\(path): no launch records (expected one JSON LaunchRecord a line).")
    }
    return records
  }
}

/// A `curtain timings` failure, with a message naming the file.
struct TimingsError: Error, CustomStringConvertible {
  var description: String
}
