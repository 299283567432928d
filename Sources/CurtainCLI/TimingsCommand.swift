import ArgumentParser
import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation

/// `curtain timings`: phase medians and p90 per app version from launch records, the field
/// figures (MetricKit's and Curtain's p50/p90/p99) with MetricKit payloads beside them, a
/// regression check against a baseline, a Perfetto trace, a PNG chart and an OpenTelemetry
/// export (OTLP/JSON file or OTLP/HTTP). Files are read a record at a time.
public struct TimingsCommand: ParsableCommand {
  /// The command's name and summary.
  public static let configuration = CommandConfiguration(
    commandName: "timings",
    abstract: "Summarise launch timing records: median and p90 of each phase per app version.",
    discussion: """
      Reads JSON lines launch records (one LaunchRecord a line, as CurtainCore writes them) and \
      MetricKit payloads (MXMetricPayload.jsonRepresentation(): one object, an array, or one a \
      line), from any number of devices, a record at a time. Prints each version's phases \
      (median, p90) and its field figures: MetricKit's time to first draw, prewarmed first \
      draw, extended launch and resume beside Curtain's first splash frame, time to ready and \
      perceived launch (p50, p90, p99; see Docs/Timing.md). Prewarmed and resumed launches are \
      counted but left out of Curtain's figures. With --baseline, exits 1 when a phase's median \
      grew by more than --threshold percent. --otlp and --otlp-endpoint export each launch as \
      an OpenTelemetry trace.
      """)

  /// The launch record and MetricKit payload files.
  @Argument(help: "Launch record files (JSON lines) and MetricKit payload files (JSON).")
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

  /// Where to write the OTLP/JSON traces.
  @Option(
    help: "Write each launch as an OpenTelemetry trace, OTLP/JSON (ExportTraceServiceRequest).")
  var otlp: String?

  /// Where to send the OTLP traces.
  @Option(
    help: """
      Send each launch as an OpenTelemetry trace to this OTLP/HTTP endpoint (JSON), e.g. \
      http://127.0.0.1:4318 (/v1/traces is added to a URL without a path).
      """)
  var otlpEndpoint: String?

  /// The `service.name` of the exported traces.
  @Option(help: "The service.name resource attribute of exported traces.")
  var serviceName = "app"

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

  /// Prints the report, writes the trace, chart and export, and exits 1 on a regression.
  public func run() throws {
    // Claimed before anything is read: never one of the record files, never a file Curtain
    // did not write.
    let inputs = (files + [baseline].compactMap { $0 }).map { URL(fileURLWithPath: $0) }
    let claims = try [("--trace", trace), ("--chart", chart), ("--otlp", otlp)].compactMap {
      option, path in
      try path.map { try OutputTarget($0, option: option, shape: .file, inputs: inputs) }
    }
    if Set(claims.map(\.url)).count < claims.count {
      throw TimingsError(
        description: "--trace, --chart and --otlp name the same file; give each its own name.")
    }
    let traceTarget = claims.first { $0.option == "--trace" }
    let chartTarget = claims.first { $0.option == "--chart" }
    let otlpTarget = claims.first { $0.option == "--otlp" }
    let endpoint = try otlpEndpoint.map(OTLPExport.tracesURL)
    var phases = LaunchPhaseAccumulator()
    var field = LaunchFieldFigures()
    let baselineStatistics = try baseline.map(Self.baselineStatistics)
    let export =
      otlpTarget != nil || endpoint != nil
      ? try OTLPExport(file: otlpTarget, endpoint: endpoint, serviceName: serviceName) : nil
    let traceFile = try traceTarget.map { try StagedFile(target: $0) }
    var launches = 0
    do {
      try traceFile?.write(ChromeTrace.opening)
      for path in files {
        try TimingsInput.read(path) { item in
          switch item {
          case .payload(let report): field.add(report)
          case .record(let record):
            phases.add(record)
            field.add(record)
            try export?.add(record)
            if let traceFile {
              if launches > 0 { try traceFile.write(Data(",".utf8)) }
              try traceFile.write(try Self.traceEvents(launches, record))
            }
            launches += 1
          }
        }
      }
      try traceFile?.write(ChromeTrace.closing)
      try traceFile?.commit()
      try export?.finish()
    } catch {
      traceFile?.discard()
      export?.abandon()
      throw error
    }
    var report = TimingsReport(
      current: phases, baseline: baselineStatistics, threshold: threshold / 100)
    report.field = field.versions
    print(report.text)
    if let export, export.skipped > 0 {
      FileHandle.standardError.write(
        Data(
          "\(export.skipped) launches not exported: their records have no processStartDate.\n"
            .utf8))
    }
    if let chartTarget {
      let image = PhaseChart.render(report.versions)
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

  private static func traceEvents(_ index: Int, _ record: LaunchRecord) throws -> Data {
    do {
      return try ChromeTrace.eventsJSON(index: index, record: record)
    } catch {
      throw TimingsError(description: "--trace: launch \(index + 1): \(error)")
    }
  }

  /// The baseline file's launch records, pooled (MetricKit payloads in it are ignored).
  static func baselineStatistics(_ path: String) throws -> LaunchPhaseStatistics {
    var group = LaunchPhaseAccumulator.Group()
    try TimingsInput.read(path) { item in
      if case .record(let record) = item { group.add(record) }
    }
    return group.statistics(version: "baseline")
  }
}

/// A `curtain timings` failure, with a message naming the file.
struct TimingsError: Error, CustomStringConvertible {
  var description: String
}
