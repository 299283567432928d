import CurtainCore
import Foundation

/// Reading and writing PNG's chunk layout: a length, a four-letter type, data and a CRC.
enum PNGChunks {
  /// The eight bytes every PNG starts with.
  static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

  /// One chunk.
  struct Chunk {
    /// The four-letter type, such as `IDAT`.
    var type: String
    /// The chunk's data (without length, type or CRC).
    var data: Data
  }

  /// The chunks of a PNG file, in order; `nil` if it is not a well-formed PNG.
  static func parse(_ file: Data) -> [Chunk]? {
    guard file.starts(with: signature) else { return nil }
    var chunks: [Chunk] = []
    var offset = file.startIndex + signature.count
    while offset + 12 <= file.endIndex {
      let length = Int(bigEndian32(file, at: offset))
      let dataStart = offset + 8
      guard length >= 0, dataStart + length + 4 <= file.endIndex else { return nil }
      let type = String(decoding: file[(offset + 4)..<dataStart], as: UTF8.self)
      chunks.append(Chunk(type: type, data: file.subdata(in: dataStart..<(dataStart + length))))
      offset = dataStart + length + 4
      if type == "IEND" { return chunks }
    }
    return nil
  }

  /// A serialised chunk: length, type, data and CRC over type and data.
  static func encode(type: String, data: Data) -> Data {
    let typeBytes = Data(type.utf8)
    var chunk = Data()
    chunk.reserveCapacity(data.count + 12)
    chunk.append(bigEndian: UInt32(data.count))
    chunk.append(typeBytes)
    chunk.append(data)
    chunk.append(bigEndian: CRC32.checksum(data, continuing: CRC32.checksum(typeBytes)))
    return chunk
  }

  private static func bigEndian32(_ data: Data, at offset: Int) -> UInt32 {
    data[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }
}

extension Data {
  /// Appends `value` as four big-endian bytes.
  mutating func append(bigEndian value: UInt32) {
    Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
  }

  /// Appends `value` as two big-endian bytes.
  mutating func append(bigEndian value: UInt16) {
    Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
  }
}
