import Foundation

/// The cache's table of contents, stored as `index.json`; it alone decides which image files
/// exist as far as a lookup is concerned.
struct SnapshotIndex: Hashable, Codable, Sendable {
  /// The format this build writes and reads.
  static let currentFormatVersion = 1

  /// The format of the file.
  var formatVersion = Self.currentFormatVersion
  /// The number in the next image file's name; names are never reused while referenced, so a
  /// save never overwrites a file the committed index points to.
  var nextFileNumber = 0
  /// State signatures marked private, sorted.
  var privateStates: [String] = []
  /// The stored snapshots.
  var entries: [SnapshotEntry] = []

  /// Sum of the entries' image sizes, in bytes.
  var totalByteCount: Int { entries.reduce(0) { $0 + $1.byteCount } }

  /// The JSON bytes, keys sorted.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  /// Decodes `data`, or says why it is not a usable index (the file is named by `path`).
  static func decode(_ data: Data, path: String) -> Result<Self, SnapshotDiagnostic> {
    let decoder = JSONDecoder()
    do {
      let index = try decoder.decode(Self.self, from: data)
      guard index.formatVersion <= currentFormatVersion else {
        return .failure(.indexFormatUnsupported(path: path, formatVersion: index.formatVersion))
      }
      return .success(index)
    } catch {
      if let header = try? decoder.decode(Header.self, from: data),
        header.formatVersion > currentFormatVersion
      {
        return .failure(.indexFormatUnsupported(path: path, formatVersion: header.formatVersion))
      }
      return .failure(.indexUnreadable(path: path, reason: Self.explain(error)))
    }
  }

  private struct Header: Decodable {
    var formatVersion: Int
  }

  private static func explain(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return "not JSON: \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, let context):
      return "missing key '\(Self.path(context.codingPath + [key]))'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "bad value at '\(Self.path(context.codingPath))': \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}
