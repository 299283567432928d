import CurtainCore
import Foundation

/// PNG's chunk layout: a length, a four-letter type, data and a CRC.
enum PNGChunks {
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
