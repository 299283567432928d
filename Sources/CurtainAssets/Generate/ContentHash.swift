/// A short, stable content hash for cache-busting names: 64-bit FNV-1a over the bytes, written as
/// lower-case hex.
///
/// Not cryptographic; it only has to change when the content changes, the same on every platform
/// and every run (Swift's `Hasher` is seeded per process, so it cannot be used).
public struct ContentHash: Hashable, Sendable {
  /// The running 64-bit FNV-1a state.
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Creates an empty hash.
  public init() {}

  /// Mixes `bytes` in.
  public mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
  }

  /// Mixes a string's UTF-8 in, followed by a 0 separator so ("ab", "c") differs from ("a", "bc").
  public mutating func combine(_ text: String) {
    combine(text.utf8)
    combine([0])
  }

  /// The first `length` hex digits (1...16) of the hash.
  public func hex(length: Int = 6) -> String {
    let digits = String(value, radix: 16)
    let full = String(repeating: "0", count: 16 - digits.count) + digits
    return String(full.prefix(max(1, min(16, length))))
  }
}
