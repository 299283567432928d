import Foundation
import Testing

@testable import CurtainCore

@Suite struct CRC32Tests {
  struct Vector: CustomTestStringConvertible, Sendable {
    var text: String
    var expected: UInt32
    var testDescription: String { "\"\(text.prefix(12))\" (\(text.utf8.count) bytes)" }
  }

  /// Published CRC-32/ISO-HDLC check values (the zlib and PNG CRC).
  static let vectors = [
    Vector(text: "", expected: 0),
    Vector(text: "a", expected: 0xE8B7_BE43),
    Vector(text: "123456789", expected: 0xCBF4_3926),
    Vector(text: "The quick brown fox jumps over the lazy dog", expected: 0x414F_A339),
  ]

  @Test(arguments: vectors)
  func matchesPublishedValues(_ vector: Vector) {
    #expect(CRC32.checksum(Data(vector.text.utf8)) == vector.expected)
  }

  @Test(arguments: [1, 7, 8, 9, 63, 64, 1000, 4099])
  func agreesWithBitwiseReference(count: Int) {
    let data = imageBytes(count, seed: UInt8(truncatingIfNeeded: count))
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc & 1) == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    #expect(CRC32.checksum(data) == ~crc)
  }

  @Test(arguments: [0, 1, 13, 4099])
  func continuingEqualsOneChecksumOfBoth(split: Int) {
    let data = imageBytes(4099, seed: 7)
    let first = CRC32.checksum(data.prefix(split))
    #expect(CRC32.checksum(data.dropFirst(split), continuing: first) == CRC32.checksum(data))
  }
}
