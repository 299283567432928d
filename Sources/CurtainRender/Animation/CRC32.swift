/// The CRC-32 that PNG chunks carry (ISO 3309, polynomial 0xEDB88320), table-driven.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The checksum of `bytes`, continuing from `initial` (the checksum of what came before).
  static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes, continuing initial: UInt32 = 0)
    -> UInt32
  {
    var crc = ~initial
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return ~crc
  }
}
