/// Reads and rewrites the frame delays of a GIF file: the delay field of each Graphic Control
/// Extension, in order (GIF89a, section 23).
enum GIFDelays {
  /// Why a GIF's blocks could not be walked.
  struct MalformedGIF: Error, Equatable {
    /// Byte offset where reading stopped.
    let offset: Int
  }

  /// The delay of each frame, in centiseconds (0 for an image without a control extension).
  static func read(_ bytes: [UInt8]) throws(MalformedGIF) -> [Int] {
    var delays: [Int] = []
    var pending: Int?
    try walk(bytes) { block, offset in
      switch block {
      case .control: pending = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8
      case .image:
        delays.append(pending ?? 0)
        pending = nil
      }
    }
    return delays
  }

  /// `bytes` with the i-th frame's delay set to `delays[i]` (centiseconds, at most 65535);
  /// throws unless the GIF has exactly one control extension per delay.
  static func rewrite(_ bytes: [UInt8], delays: [Int]) throws(MalformedGIF) -> [UInt8] {
    var result = bytes
    var controls: [Int] = []
    try walk(bytes) { block, offset in
      if block == .control { controls.append(offset) }
    }
    guard controls.count == delays.count else { throw MalformedGIF(offset: bytes.count) }
    for (offset, delay) in zip(controls, delays) {
      let clamped = min(max(delay, 0), 0xFFFF)
      result[offset + 4] = UInt8(clamped & 0xFF)
      result[offset + 5] = UInt8(clamped >> 8)
    }
    return result
  }

  private enum Block { case control, image }

  /// Calls `body` with each Graphic Control Extension (at its 0x21 byte) and image descriptor.
  private static func walk(_ bytes: [UInt8], _ body: (Block, Int) -> Void) throws(MalformedGIF) {
    guard bytes.count >= 13, bytes.starts(with: Array("GIF8".utf8)) else {
      throw MalformedGIF(offset: 0)
    }
    var offset = 13
    if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 7) + 1) }
    func skipSubBlocks() throws(MalformedGIF) {
      while true {
        guard offset < bytes.count else { throw MalformedGIF(offset: offset) }
        let size = Int(bytes[offset])
        offset += 1 + size
        if size == 0 { return }
      }
    }
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x3B:
        return
      case 0x21:
        guard offset + 1 < bytes.count else { throw MalformedGIF(offset: offset) }
        if bytes[offset + 1] == 0xF9 {
          guard offset + 7 < bytes.count, bytes[offset + 2] == 4 else {
            throw MalformedGIF(offset: offset)
          }
          body(.control, offset)
        }
        offset += 2
        try skipSubBlocks()
      case 0x2C:
        guard offset + 10 <= bytes.count else { throw MalformedGIF(offset: offset) }
        body(.image, offset)
        let packed = bytes[offset + 9]
        offset += 10
        if packed & 0x80 != 0 { offset += 3 << (Int(packed & 7) + 1) }
        offset += 1  // LZW minimum code size
        try skipSubBlocks()
      default:
        throw MalformedGIF(offset: offset)
      }
    }
    throw MalformedGIF(offset: offset)
  }
}
