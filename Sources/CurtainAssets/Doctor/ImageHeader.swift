import CurtainRender
import Foundation

/// Reads an image's pixel size from its header (PNG, JPEG) without decoding it.
enum ImageHeader {
  /// Width and height in pixels, nil for other formats or a damaged header.
  static func pixelSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(65_536))
    if bytes.count >= 24, PNGSignature.starts(bytes) {
      return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
    }
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      let length = bigEndian(bytes, index + 2, 2)
      // Start-of-frame markers (baseline, progressive, ...), not DHT/JPG/DAC.
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
    bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
  }
}
