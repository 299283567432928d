/// Conversions between straight and premultiplied alpha, done where images enter and leave.
enum Premultiplication {
  /// Premultiplies straight RGBA8 in place; opaque pixels (the usual case) are left as they are.
  static func premultiply(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
    var index = 0
    let count = bytes.count
    while index + 3 < count {
      let alpha = UInt32(bytes[index + 3])
      if alpha != 255 {
        bytes[index] = UInt8(PixelMath.divide255(UInt32(bytes[index]) * alpha))
        bytes[index + 1] = UInt8(PixelMath.divide255(UInt32(bytes[index + 1]) * alpha))
        bytes[index + 2] = UInt8(PixelMath.divide255(UInt32(bytes[index + 2]) * alpha))
      }
      index += 4
    }
  }

  /// Straight-alpha RGBA8 bytes of a premultiplied image (each colour divided by alpha, rounded).
  static func straight(_ image: RGBAImage) -> [UInt8] {
    var bytes = image.pixels
    var index = 0
    while index + 3 < bytes.count {
      let alpha = UInt32(bytes[index + 3])
      if alpha != 255 && alpha != 0 {
        for channel in index..<(index + 3) {
          bytes[channel] = UInt8(min(255, (UInt32(bytes[channel]) * 255 + alpha / 2) / alpha))
        }
      }
      index += 4
    }
    return bytes
  }
}
