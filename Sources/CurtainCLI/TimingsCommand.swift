import ArgumentParser
import CurtainAssets
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
  @Option(
    help: """
      Write a Chrome trace-event JSON file of every launch (opens in Perfetto). It replaces \
      only a trace curtain wrote; any other existing file, a folder, a device and the record \
      files are refused.
      """)
  var trace: String?

  /// Where to write the chart.
  @Option(
    help: """
      Write a PNG bar chart of the phases (median bar, p90 tick) per app version. It replaces \
      only a chart curtain wrote; any other existing file, a folder, a device and the record \
      files are refused.
      """)
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
    // Claimed before anything is read: never one of the record files, never a file Curtain
    // did not write.
    let inputs = (files + [baseline].compactMap { $0 }).map { URL(fileURLWithPath: $0) }
    let traceTarget = try trace.map {
      try OutputTarget($0, option: "--trace", shape: .file, inputs: inputs)
    }
    let chartTarget = try chart.map {
      try OutputTarget($0, option: "--chart", shape: .file, inputs: inputs)
    }
    if let traceTarget, let chartTarget, traceTarget.url == chartTarget.url {
      throw TimingsError(description: "--trace and --chart name the same file; give two names.")
    }
    let records = try files.flatMap(Self.readRecords)
    let report = TimingsReport(
      records: records, baseline: try baseline.map(Self.readRecords),
      threshold: threshold / 100)
    print(report.text)
    if let traceTarget {
      do {
        try Self.writeTrace(records, to: traceTarget)
      } catch let error as OutputRefusal {
        throw error
      } catch {
        throw TimingsError(
          description:
            "--trace: cannot write '\(traceTarget.given)': \(WritableFolder.reason(error))")
      }
    }
    if let chartTarget {
      let image = PhaseChart.render(LaunchPhaseStatistics.byVersion(records))
      do {
        let lock = OutputLock(beside: chartTarget.url)
        defer { withExtendedLifetime(lock) {} }
        try chartTarget.check()
        try ImageCodec.writePNG(image, to: chartTarget.url)
      } catch let error as OutputRefusal {
        throw error
      } catch {
        throw TimingsError(description: "--chart: cannot write '\(chartTarget.given)': \(error)")
      }
    }
    if !report.regressions.isEmpty { throw ExitCode.failure }
  }

  /// Streams the trace into a temporary file beside the target, then renames it into place.
  static func writeTrace(_ records: [LaunchRecord], to target: OutputTarget) throws {
    let lock = OutputLock(beside: target.url)
    defer { withExtendedLifetime(lock) {} }
    let temporary = TemporaryFiles.temporaryURL(beside: target.url)
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission)
    }
    defer { try? FileManager.default.removeItem(at: temporary) }
    let handle = try FileHandle(forWritingTo: temporary)
    do {
      try ChromeTrace.write(records) { try handle.write(contentsOf: $0) }
      try handle.close()
    } catch {
      try? handle.close()
      throw error
    }
    try target.check()
    guard rename(temporary.path, target.url.path) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
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
