import Foundation

#if canImport(zlib)
  import zlib
#else
  import CZlib
#endif

/// CRC-32 (ISO 3309 / IEEE 802.3, polynomial 0xEDB88320): the checksum a snapshot file is
/// proved by, and the one every PNG chunk carries. zlib's `crc32` (the SDK's libz on Apple
/// platforms, the system zlib elsewhere, already linked through libpng), so there is one
/// implementation in the tree, and a fast one. Known value: "123456789" gives 0xCBF43926.
package enum CRC32 {
  /// The checksum of `bytes`, continuing from `initial` (the checksum of the bytes before them).
  package static func checksum(_ bytes: some ContiguousBytes, continuing initial: UInt32 = 0)
    -> UInt32
  {
    bytes.withUnsafeBytes { checksum($0, continuing: initial) }
  }

  /// The checksum of `bytes`, continuing from `initial`; O(n).
  package static func checksum(_ bytes: UnsafeRawBufferPointer, continuing initial: UInt32 = 0)
    -> UInt32
  {
    guard var start = bytes.baseAddress?.assumingMemoryBound(to: Bytef.self) else {
      return initial
    }
    var crc = uLong(initial)
    var remaining = bytes.count
    // zlib takes a 32-bit length: longer buffers go through in slices.
    while remaining > 0 {
      let slice = min(remaining, Int(UInt32.max))
      crc = crc32(crc, start, uInt(slice))
      start += slice
      remaining -= slice
    }
    return UInt32(truncatingIfNeeded: crc)
  }
}
