import Foundation

/// The stored form of a launch history: JSON with a schema version, shared by every store.
///
/// A JSON object cut anywhere before its end does not parse, so a truncated write is always
/// rejected; the schema version rejects a history written by an incompatible release.
public enum LaunchHistoryCoding {
  /// The schema version this release writes and reads.
  public static let schemaVersion = 1

  private struct Envelope: Codable {
    var schemaVersion: Int
    var history: StoredHistory
  }

  /// The history as stored: dates as seconds since 2001-01-01 and the durations packed in one
  /// string ("1.2.0,0.412,0;1.2.0,0.398,1": version, seconds, prewarmed), so reading at launch
  /// decodes one object instead of twenty.
  private struct StoredHistory: Codable {
    var launchCount: Int
    var firstLaunchDate: Double?
    var versions: [String]
    var currentVersion: String?
    var previousVersion: String?
    var lastRoute: String?
    var durations: String
    var lastLaunchDate: Double?

    init(_ history: LaunchHistory) throws {
      launchCount = history.launchCount
      firstLaunchDate = history.firstLaunchDate?.timeIntervalSinceReferenceDate
      versions = history.versions
      currentVersion = history.currentVersion
      previousVersion = history.previousVersion
      lastRoute = history.lastRoute
      durations = try LaunchDurationPacking.pack(history.durations)
      lastLaunchDate = history.lastLaunchDate?.timeIntervalSinceReferenceDate
    }

    /// The history, or `nil` when the packed durations do not parse.
    var history: LaunchHistory? {
      guard let samples = LaunchDurationPacking.unpack(durations) else { return nil }
      return LaunchHistory(
        launchCount: launchCount,
        firstLaunchDate: firstLaunchDate.map(Date.init(timeIntervalSinceReferenceDate:)),
        versions: versions, currentVersion: currentVersion, previousVersion: previousVersion,
        lastRoute: lastRoute, durations: samples,
        lastLaunchDate: lastLaunchDate.map(Date.init(timeIntervalSinceReferenceDate:)))
    }
  }

  private struct SchemaProbe: Decodable {
    var schemaVersion: Int
  }

  /// Encodes `history` with the current schema version.
  ///
  /// - Throws: `EncodingError` for a non-finite duration or a version containing ',' or ';'.
  public static func encode(_ history: LaunchHistory) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(
      Envelope(schemaVersion: schemaVersion, history: try StoredHistory(history)))
  }

  /// Decodes stored bytes; anything unusable reads as a first launch with a diagnostic: bytes
  /// that are not this JSON, and values no app could have written (a launch count outside
  /// ``LaunchHistory/launchCountRange``) alike, so damaged data never traps a launch.
  public static func decode(_ data: Data) -> LaunchHistoryRead {
    let decoder = JSONDecoder()
    do {
      let envelope = try decoder.decode(Envelope.self, from: data)
      guard envelope.schemaVersion == schemaVersion else {
        return .firstLaunch(
          .unsupportedSchema(found: envelope.schemaVersion, expected: schemaVersion))
      }
      guard let history = envelope.history.history else {
        return .firstLaunch(.corrupt("history.durations: not a list of version,seconds,0|1"))
      }
      guard LaunchHistory.launchCountRange.contains(history.launchCount) else {
        return .firstLaunch(
          .corrupt(
            "history.launchCount: \(history.launchCount) is outside "
              + "\(LaunchHistory.launchCountRange)"))
      }
      return LaunchHistoryRead(history: history)
    } catch {
      if let probe = try? decoder.decode(SchemaProbe.self, from: data),
        probe.schemaVersion != schemaVersion
      {
        return .firstLaunch(.unsupportedSchema(found: probe.schemaVersion, expected: schemaVersion))
      }
      return .firstLaunch(.corrupt(describe(error)))
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context),
      DecodingError.keyNotFound(_, let context),
      DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    default:
      return String(describing: error)
    }
  }
}
