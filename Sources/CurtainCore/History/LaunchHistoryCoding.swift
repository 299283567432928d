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
    var history: LaunchHistory
  }

  private struct SchemaProbe: Decodable {
    var schemaVersion: Int
  }

  /// Encodes `history` with the current schema version.
  ///
  /// - Throws: `EncodingError` (only for a non-finite duration).
  public static func encode(_ history: LaunchHistory) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(Envelope(schemaVersion: schemaVersion, history: history))
  }

  /// Decodes stored bytes; anything unusable reads as a first launch with a diagnostic.
  public static func decode(_ data: Data) -> LaunchHistoryRead {
    let decoder = JSONDecoder()
    do {
      let envelope = try decoder.decode(Envelope.self, from: data)
      guard envelope.schemaVersion == schemaVersion else {
        return .firstLaunch(
          .unsupportedSchema(found: envelope.schemaVersion, expected: schemaVersion))
      }
      return LaunchHistoryRead(history: envelope.history)
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
