import Foundation

/// CRC-32 (IEEE 802.3, the polynomial of zlib and PNG), used to prove a snapshot file is the one
/// the index recorded.
///
/// Slicing-by-8: eight 256-entry tables, eight bytes per step, so checking a 2 MB snapshot at
/// launch costs well under a millisecond in release builds. Known value: "123456789" gives
/// 0xCBF43926.
enum CRC32 {
  /// The checksum of `data`.
  static func checksum(_ data: Data) -> UInt32 {
    data.withUnsafeBytes { checksum($0) }
  }

  /// The checksum of `bytes`; O(n).
  static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    tables.withUnsafeBufferPointer { table in
      var crc: UInt32 = 0xFFFF_FFFF
      var offset = 0
      let count = bytes.count
      while offset + 8 <= count {
        let low = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        let one = low ^ crc
        let two = UInt32(
          littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
        crc =
          table[7 &* 256 &+ Int(one & 0xFF)] ^ table[6 &* 256 &+ Int((one >> 8) & 0xFF)]
          ^ table[5 &* 256 &+ Int((one >> 16) & 0xFF)] ^ table[4 &* 256 &+ Int(one >> 24)]
          ^ table[3 &* 256 &+ Int(two & 0xFF)] ^ table[2 &* 256 &+ Int((two >> 8) & 0xFF)]
          ^ table[1 &* 256 &+ Int((two >> 16) & 0xFF)] ^ table[Int(two >> 24)]
        offset &+= 8
      }
      while offset < count {
        crc = table[Int((crc ^ UInt32(bytes[offset])) & 0xFF)] ^ (crc >> 8)
        offset &+= 1
      }
      return ~crc
    }
  }

  /// Table k maps a byte to its CRC contribution k bytes further on; table 0 is zlib's table.
  private static let tables: [UInt32] = {
    var table = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt32(byte)
      for _ in 0..<8 {
        crc = (crc & 1) == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
      }
      table[byte] = crc
    }
    for slice in 1..<8 {
      for byte in 0..<256 {
        let previous = table[(slice - 1) * 256 + byte]
        table[slice * 256 + byte] = (previous >> 8) ^ table[Int(previous & 0xFF)]
      }
    }
    return table
  }()
}
