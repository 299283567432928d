import Foundation

/// Chrome trace-event JSON (the format Perfetto and `chrome://tracing` open) for launch records.
///
/// Each launch is a process (`pid` = its 1-based position) named after its version; steps
/// between marks are complete events (`ph: "X"`) on thread 1, spans on thread 2; times are
/// microseconds since that launch's process start.
public enum ChromeTrace {
  /// One trace event; only the fields this exporter uses.
  struct Event: Encodable {
    var name: String
    var cat: String?
    var ph: String
    var ts: Double
    var dur: Double?
    var pid: Int
    var tid: Int
    var args: [String: String]?
  }

  /// How the document starts: Curtain's signature (`otherData.writer`, which Chrome's trace
  /// format keeps as metadata), the time unit, then the events; then each launch's
  /// ``eventsJSON(index:record:)`` joined by ",", then ``closing``: a trace of any number of
  /// launches is written a launch at a time.
  /// (Computed, not stored: a global `Data` is reported by LeakSanitizer in the fuzz run.)
  public static var opening: Data {
    Data(#"{"otherData":{"writer":"curtain timings"},"displayTimeUnit":"ms","traceEvents":["#.utf8)
  }
  /// The document's closing.
  public static var closing: Data { Data("]}".utf8) }

  /// The trace of `records` as JSON.
  ///
  /// - Throws: `EncodingError` if a time is not finite.
  public static func json(for records: [LaunchRecord]) throws -> Data {
    var data = opening
    for (index, record) in records.enumerated() {
      if index > 0 { data.append(Data(",".utf8)) }
      data.append(try eventsJSON(index: index, record: record))
    }
    data.append(closing)
    return data
  }

  /// The events of the launch at 0-based `index`, as JSON objects joined by "," (no brackets).
  ///
  /// - Throws: `EncodingError` if a time is not finite.
  public static func eventsJSON(index: Int, record: LaunchRecord) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let array = try encoder.encode(events(index: index, record: record))
    return array.dropFirst().dropLast()
  }

  static func events(index: Int, record: LaunchRecord) -> [Event] {
    let pid = index + 1
    let title = "\(record.appVersion) launch \(pid)\(record.prewarmed ? " (prewarmed)" : "")"
    var events = [
      Event(
        name: "process_name", ph: "M", ts: 0, pid: pid, tid: 0, args: ["name": title]),
      Event(name: "thread_name", ph: "M", ts: 0, pid: pid, tid: 1, args: ["name": "phases"]),
      Event(name: "thread_name", ph: "M", ts: 0, pid: pid, tid: 2, args: ["name": "spans"]),
    ]
    var previous = record.marks.first?.seconds ?? 0
    for mark in record.marks.dropFirst() {
      events.append(
        Event(
          name: LaunchPhase.displayName(forMark: mark.name), cat: "phase", ph: "X",
          ts: microseconds(previous), dur: microseconds(mark.seconds - previous), pid: pid,
          tid: 1))
      previous = mark.seconds
    }
    for span in record.spans {
      events.append(
        Event(
          name: span.name, cat: "span", ph: "X", ts: microseconds(span.startSeconds),
          dur: microseconds(span.durationSeconds), pid: pid, tid: 2))
    }
    return events
  }

  private static func microseconds(_ seconds: Double) -> Double {
    (seconds * 1_000_000).rounded()
  }
}
