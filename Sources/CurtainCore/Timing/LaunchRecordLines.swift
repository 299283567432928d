import Foundation

/// Reads and writes launch records as JSON lines (one record a line, ISO 8601 dates).
public enum LaunchRecordLines {
  /// A bad line in a JSON lines log.
  public struct DecodingError: Error, Equatable, CustomStringConvertible {
    /// The file (or other source) named in the message.
    public var source: String
    /// The 1-based line number.
    public var line: Int
    /// What was wrong.
    public var reason: String

    /// "records.jsonl:3: ..." so a person can open the file at the line.
    public var description: String { "\(source):\(line): \(reason)" }
  }

  /// One record as a single JSON line (no trailing newline; keys sorted for stable diffs).
  ///
  /// - Throws: `EncodingError` if a value cannot be encoded (a non-finite number).
  public static func line(for record: LaunchRecord) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(record), as: UTF8.self)
  }

  /// Decodes every non-empty line of `text`.
  ///
  /// - Parameters:
  ///   - text: JSON lines, one ``LaunchRecord`` a line.
  ///   - source: the name used in error messages (a file path).
  /// - Throws: ``DecodingError`` naming the first bad line: invalid JSON, a missing key, a
  ///   schema version newer than ``LaunchRecord/currentSchemaVersion``, or a time outside
  ///   ``secondsRange``.
  public static func records(in text: String, source: String) throws -> [LaunchRecord] {
    let decoder = recordDecoder()
    var records: [LaunchRecord] = []
    if text.drop(while: \.isWhitespace).first == "[" {
      throw DecodingError(source: source, line: 1, reason: notOneRecordPerLine)
    }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if let record = try record(in: Data(line.utf8), line: index + 1, source: source, decoder) {
        records.append(record)
      }
    }
    return records
  }

  /// Calls `body` with each record of the JSON lines file at `url`, read a chunk at a time:
  /// memory stays flat however many records the file holds.
  ///
  /// - Parameters:
  ///   - url: the file.
  ///   - source: the name used in error messages (the path as given).
  ///   - body: called with each record in file order.
  /// - Returns: how many records the file held.
  /// - Throws: ``DecodingError`` naming the first bad line (as ``records(in:source:)``), the
  ///   file's reading error, or what `body` throws.
  @discardableResult
  public static func forEachRecord(
    at url: URL, source: String, _ body: (LaunchRecord) throws -> Void
  ) throws -> Int {
    let decoder = recordDecoder()
    var count = 0
    var batch = Batch()
    try LineReader.forEachLine(at: url) { line, number in
      if Batch.isObjectLine(line) {
        batch.append(line, number)
        if batch.numbers.count < Batch.size { return }
      }
      count += try batch.flush(source: source, decoder, body)
      if !Batch.isObjectLine(line),
        let record = try record(in: line, line: number, source: source, decoder)
      {
        count += 1
        try body(record)
      }
    }
    count += try batch.flush(source: source, decoder, body)
    return count
  }

  /// Lines decoded together, as one JSON array: one decoder call for many records instead of
  /// one each (the call's own cost was most of a large log's time). Only lines that start with
  /// `{` and end with `}` are batched; when the batch does not decode into one valid record a
  /// line, its lines are decoded one at a time, so every error names its line as before.
  private struct Batch {
    static let size = 256
    var joined = Data("[".utf8)
    var numbers: [Int] = []
    var lines: [Data] = []

    /// Whether `line`'s first and last non-blank bytes are `{` and `}`.
    static func isObjectLine(_ line: Data) -> Bool {
      let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
      return line.first(where: { !blank($0) }) == UInt8(ascii: "{")
        && line.last(where: { !blank($0) }) == UInt8(ascii: "}")
    }

    mutating func append(_ line: Data, _ number: Int) {
      if !numbers.isEmpty { joined.append(UInt8(ascii: ",")) }
      joined.append(line)
      lines.append(line)
      numbers.append(number)
    }

    /// Decodes the batch, hands each record to `body` in order and empties the batch.
    mutating func flush(
      source: String, _ decoder: JSONDecoder, _ body: (LaunchRecord) throws -> Void
    ) throws -> Int {
      guard !numbers.isEmpty else { return 0 }
      defer { self = Batch() }
      joined.append(UInt8(ascii: "]"))
      if let records = try? decoder.decode([LaunchRecord].self, from: joined),
        records.count == numbers.count,
        records.allSatisfy({
          $0.schemaVersion <= LaunchRecord.currentSchemaVersion && outOfRange($0) == nil
        })
      {
        for record in records { try body(record) }
        return records.count
      }
      var count = 0
      for (line, number) in zip(lines, numbers) {
        if let record = try record(in: line, line: number, source: source, decoder) {
          count += 1
          try body(record)
        }
      }
      return count
    }
  }

  /// The record on one line; `nil` for a blank line.
  private static func record(
    in line: Data, line number: Int, source: String, _ decoder: JSONDecoder
  ) throws -> LaunchRecord? {
    guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else {
      return nil
    }
    let record: LaunchRecord
    do {
      record = try decoder.decode(LaunchRecord.self, from: line)
    } catch {
      throw DecodingError(source: source, line: number, reason: describe(error))
    }
    guard record.schemaVersion <= LaunchRecord.currentSchemaVersion else {
      throw DecodingError(
        source: source, line: number,
        reason: "schemaVersion \(record.schemaVersion) is newer than this reader "
          + "(\(LaunchRecord.currentSchemaVersion))")
    }
    if let problem = outOfRange(record) {
      throw DecodingError(source: source, line: number, reason: problem)
    }
    return record
  }

  private static func recordDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// The seconds a record's times may take: within a day of process start either way (a
  /// launch is measured in seconds; anything beyond is damaged data, and would overflow the
  /// reports and traces made from it).
  public static let secondsRange = -86_400.0...86_400.0

  /// The first value of `record` outside ``secondsRange`` (or a negative span length or
  /// dropped-event count), as a reason naming its key.
  private static func outOfRange(_ record: LaunchRecord) -> String? {
    let range = "\(Int(secondsRange.lowerBound))...\(Int(secondsRange.upperBound)) seconds"
    for (position, mark) in record.marks.enumerated() where !secondsRange.contains(mark.seconds) {
      return "marks[\(position)].seconds: \(mark.seconds) is outside \(range)"
    }
    for (position, span) in record.spans.enumerated() {
      if !secondsRange.contains(span.startSeconds) {
        return "spans[\(position)].startSeconds: \(span.startSeconds) is outside \(range)"
      }
      if !(0...secondsRange.upperBound).contains(span.durationSeconds) {
        return "spans[\(position)].durationSeconds: \(span.durationSeconds) is outside "
          + "0...\(Int(secondsRange.upperBound)) seconds"
      }
    }
    if record.droppedEvents < 0 { return "droppedEvents: \(record.droppedEvents) is negative" }
    return nil
  }

  /// The reason for a file that is not JSON lines of records (a JSON array of them, say).
  static let notOneRecordPerLine =
    "not JSON lines: each line must be one launch record, a JSON object (a JSON array of "
    + "records is not read; write one record per line, as LaunchRecordLines.line(for:) does)"

  private static func describe(_ error: any Error) -> String {
    switch error {
    case Swift.DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty:
      notOneRecordPerLine
    case Swift.DecodingError.keyNotFound(let key, _): "missing key '\(key.stringValue)'"
    case Swift.DecodingError.typeMismatch(_, let context),
      Swift.DecodingError.valueNotFound(_, let context):
      "bad value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
    case Swift.DecodingError.dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "not valid JSON"
        : "bad value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
    default: "\(error)"
    }
  }
}
