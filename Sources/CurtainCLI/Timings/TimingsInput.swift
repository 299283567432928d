import CurtainCore
import Foundation

/// What a `curtain timings` file holds, read one item at a time: Curtain's launch records (JSON
/// lines) or MetricKit payloads (`MXMetricPayload.jsonRepresentation()`: one object, an array
/// of them, or one a line). The first line tells which.
enum TimingsInput {
  /// One item of a file.
  enum Item {
    /// A Curtain launch record.
    case record(LaunchRecord)
    /// A MetricKit payload's launch figures.
    case payload(LaunchMetricsReport)
  }

  /// Calls `body` with each item of the file at `path`, in order.
  ///
  /// - Throws: ``TimingsError`` naming the file (and line, or payload and key) for a file that
  ///   cannot be read, a bad line or value, or a file holding neither records nor launch
  ///   metrics.
  static func read(_ path: String, _ body: (Item) throws -> Void) throws {
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw TimingsError(description: "Cannot read '\(path)'.")
    }
    var count = 0
    do {
      switch try kind(of: url) {
      case .records:
        count = try LaunchRecordLines.forEachRecord(at: url, source: path) {
          try body(.record($0))
        }
      case .payloadDocument:
        let data = try Data(contentsOf: url)
        for report in try MetricPayloadJSON.reports(in: data, source: path) {
          count += 1
          try body(.payload(report))
        }
      case .payloadLines:
        try LineReader.forEachLine(at: url) { line, number in
          guard line.contains(where: { $0 > 0x20 }) else { return }
          let object: Any
          do {
            object = try JSONSerialization.jsonObject(with: line)
          } catch {
            throw MetricPayloadJSON.ReadError(
              source: path, location: "line \(number)", reason: "not valid JSON")
          }
          guard
            let report = try MetricPayloadJSON.report(
              in: object, location: "line \(number)", source: path)
          else { return }
          count += 1
          try body(.payload(report))
        }
      }
    } catch let error as LaunchRecordLines.DecodingError {
      throw TimingsError(description: error.description)
    } catch let error as MetricPayloadJSON.ReadError {
      throw TimingsError(description: error.description)
    } catch let error as TimingsError {
      throw error
    } catch {
      throw TimingsError(description: "Cannot read '\(path)': \(error.localizedDescription)")
    }
    // A file without a record would pass any check: it is an error.
    guard count > 0 else {
      throw TimingsError(
        description: "\(path): no launch records (expected one JSON LaunchRecord a line) and no "
          + "MetricKit payload with applicationLaunchMetrics.")
    }
  }

  private enum Kind {
    case records, payloadDocument, payloadLines
  }

  /// The file's kind from its first non-blank line: "[" or a lone "{" start a JSON document
  /// (MetricKit's pretty-printed payload, or an array of payloads); a one-line object is a
  /// payload when it has MetricKit's keys, else a launch record.
  private static func kind(of url: URL) throws -> Kind {
    var kind = Kind.records
    struct Found: Error {}
    do {
      try LineReader.forEachLine(at: url) { line, _ in
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return }
        if text.hasPrefix("[") || text == "{" {
          kind = .payloadDocument
        } else if let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
          MetricPayloadJSON.isPayload(object)
        {
          kind = .payloadLines
        }
        throw Found()
      }
    } catch is Found {}
    return kind
  }
}
