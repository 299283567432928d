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
  /// format keeps as metadata), the time unit, then the events.
  public static let header =
    #"{"otherData":{"writer":"curtain timings"},"displayTimeUnit":"ms","traceEvents":["#

  /// The trace of `records` as JSON.
  ///
  /// - Throws: `EncodingError` if a time is not finite.
  public static func json(for records: [LaunchRecord]) throws -> Data {
    var data = Data()
    try write(records) { data.append($0) }
    return data
  }

  /// Streams the trace of `records` to `sink`, one launch's events at a time: memory stays
  /// that of one launch whatever the number of records.
  ///
  /// - Throws: `EncodingError` if a time is not finite, or what `sink` throws.
  public static func write(
    _ records: some Sequence<LaunchRecord>, to sink: (Data) throws -> Void
  ) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try sink(Data(header.utf8))
    var first = true
    for (index, record) in records.enumerated() {
      var chunk = Data()
      for event in events(index: index, record: record) {
        if !first { chunk.append(UInt8(ascii: ",")) }
        first = false
        chunk.append(try encoder.encode(event))
      }
      try sink(chunk)
    }
    try sink(Data("]}".utf8))
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
