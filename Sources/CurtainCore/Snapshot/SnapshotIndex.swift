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

  /// The largest file number and byte count a stored index may hold (2^40): a save a second
  /// for 34,000 years, a terabyte; anything beyond is damaged data.
  static let numberLimit = 1 << 40

  /// Sum of the entries' image sizes, in bytes (saturating, however many entries).
  var totalByteCount: Int {
    entries.reduce(0) { total, entry in
      let (sum, overflow) = total.addingReportingOverflow(entry.byteCount)
      return overflow ? .max : sum
    }
  }

  /// The name of image file `number` for `format`: `snapshot-N.ext`, the only names the cache
  /// writes.
  static func fileName(number: Int, format: SnapshotImageFormat) -> String {
    "snapshot-\(number).\(format.fileExtension)"
  }

  /// Whether `name` is one file directly inside a folder: not empty, no `/`, not `.` or `..`.
  /// The cache removes nothing else.
  static func isPlainFileName(_ name: String) -> Bool {
    !name.isEmpty && !name.contains("/") && name != "." && name != ".." && !name.contains("\0")
  }

  /// Why the decoded values cannot come from this cache (a damaged or hand-made index), or nil:
  /// a file number or size outside `0...numberLimit`, or an entry whose file name is not one
  /// the cache wrote (`snapshot-N.ext` with N below `nextFileNumber` and the entry's format),
  /// which could otherwise point a read or a removal outside the cache's folder.
  func damage() -> String? {
    guard (0...Self.numberLimit).contains(nextFileNumber) else {
      return "nextFileNumber \(nextFileNumber) is outside 0...\(Self.numberLimit)"
    }
    for (position, entry) in entries.enumerated() {
      guard (0...Self.numberLimit).contains(entry.byteCount) else {
        return "entries[\(position)].byteCount \(entry.byteCount) is outside "
          + "0...\(Self.numberLimit)"
      }
      guard ownNumber(of: entry) != nil else {
        return "entries[\(position)].fileName '\(entry.fileName)' is not a file this cache "
          + "writes (snapshot-N.\(entry.format.fileExtension), N < nextFileNumber)"
      }
    }
    return nil
  }

  /// The number N of an entry named `snapshot-N.<its format's extension>` with N below
  /// `nextFileNumber`, or nil.
  private func ownNumber(of entry: SnapshotEntry) -> Int? {
    let prefix = "snapshot-", suffix = "." + entry.format.fileExtension
    let name = entry.fileName
    guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
    let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
    guard !digits.isEmpty, digits.count <= 16, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(digits), number < nextFileNumber,
      name == Self.fileName(number: number, format: entry.format)
    else { return nil }
    return number
  }

  /// The JSON bytes, keys sorted.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  /// Decodes `data`, or says why it is not a usable index (the file is named by `path`): not
  /// JSON of this shape, a newer format, or values this cache never writes (``damage()``).
  static func decode(_ data: Data, path: String) -> Result<Self, SnapshotDiagnostic> {
    let decoder = JSONDecoder()
    do {
      let index = try decoder.decode(Self.self, from: data)
      guard index.formatVersion <= currentFormatVersion else {
        return .failure(.indexFormatUnsupported(path: path, formatVersion: index.formatVersion))
      }
      if let damage = index.damage() {
        return .failure(.indexUnreadable(path: path, reason: damage))
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
