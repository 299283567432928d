import CurtainCore
import Foundation

/// The images the stress writer saves; the crash-safety test imports this target to check
/// what it reads back.
enum StressPayload {
  /// The portrait variant's key.
  static let portrait = key(.portrait, Size(width: 393, height: 852))
  /// The landscape variant's key.
  static let landscape = key(.landscape, Size(width: 852, height: 393))

  /// Both variants of `generation`: 8 bytes of generation number, then a size (4 to 200 KB) and
  /// pattern that vary with the generation and the orientation.
  static func variants(generation: Int) -> [SnapshotVariant] {
    [
      SnapshotVariant(key: portrait, imageData: bytes(generation: generation, salt: 1)),
      SnapshotVariant(key: landscape, imageData: bytes(generation: generation, salt: 2)),
    ]
  }

  /// The generation a lookup's image says it is, if it is exactly that generation's bytes.
  static func generation(in lookup: SnapshotLookup) -> Int? {
    guard let snapshot = lookup.snapshot, snapshot.imageData.count >= 8 else { return nil }
    let generation = snapshot.imageData.prefix(8).reduce(0) { $0 << 8 | Int($1) }
    let salt = snapshot.key == portrait ? 1 : 2
    return snapshot.imageData == bytes(generation: generation, salt: salt) ? generation : nil
  }

  /// `generation` as 8 big-endian bytes, then pseudo-random words seeded by it and `salt`.
  static func bytes(generation: Int, salt: Int) -> Data {
    let count = 4096 + (generation &* 7919 &+ salt &* 104_729) % (200 * 1024)
    var data = Data(count: count)
    data.withUnsafeMutableBytes { buffer in
      var state = UInt64(truncatingIfNeeded: generation &* 2 &+ salt) &+ 0x9E37_79B9_7F4A_7C15
      buffer.storeBytes(of: UInt64(generation).bigEndian, as: UInt64.self)
      for offset in stride(from: 8, to: count - 7, by: 8) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        buffer.storeBytes(of: state, toByteOffset: offset, as: UInt64.self)
      }
    }
    return data
  }

  private static func key(_ orientation: Orientation, _ size: Size) -> SnapshotKey {
    SnapshotKey(
      orientation: orientation, size: size, scale: 3, appearance: .light, appVersion: "1.0",
      appBuild: "1", layoutDirection: .leftToRight,
      contentSizeCategory: "UICTContentSizeCategoryL", stateSignature: "stress")
  }
}
