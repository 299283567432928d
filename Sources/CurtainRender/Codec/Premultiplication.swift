/// Conversions between straight and premultiplied alpha, done where images enter and leave.
enum Premultiplication {
  /// Premultiplies straight RGBA8 in place; opaque pixels (the usual case) are left as they are,
  /// and a span that is opaque throughout costs one pass of 8-byte loads.
  static func premultiply(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
    if isOpaque(UnsafeRawBufferPointer(bytes)) { return }
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

  /// Whether every alpha byte of RGBA8 `bytes` is 255: the AND of all 8-byte words (two pixels
  /// each, alpha in bytes 3 and 7) keeps both alpha bytes at 0xFF only if every one is.
  static func isOpaque(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let wordCount = bytes.count / 8
    var all = UInt64.max
    for word in 0..<wordCount {
      all &= UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
    }
    let alphas: UInt64 = 0xFF00_0000_FF00_0000
    guard all & alphas == alphas else { return false }
    var alpha = wordCount * 8 + 3
    while alpha < bytes.count {
      if bytes[alpha] != 255 { return false }
      alpha += 4
    }
    return true
  }

  /// Straight-alpha RGBA8 bytes of a premultiplied image (each colour divided by alpha, rounded);
  /// an opaque image's own bytes (no copy) after one pass of 8-byte loads.
  static func straight(_ image: RGBAImage) -> [UInt8] {
    if image.pixels.withUnsafeBytes(isOpaque) { return image.pixels }
    var bytes = image.pixels
    bytes.withUnsafeMutableBytes(straighten)
    return bytes
  }

  /// Converts premultiplied RGBA8 `bytes` to straight alpha in place: each colour of a pixel
  /// whose alpha is neither 0 nor 255 divided by alpha, rounded.
  static func straighten(_ bytes: UnsafeMutableRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    // Opaque pixels stay as they are: skipped two at a time, reading only their alphas.
    let opaquePair = UInt64(littleEndian: 0xFF00_0000_FF00_0000)
    var index = 0
    while index + 3 < bytes.count {
      if index + 8 <= bytes.count,
        base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & opaquePair == opaquePair
      {
        index += 8
        continue
      }
      let alpha = UInt32(bytes[index + 3])
      if alpha != 255 && alpha != 0 {
        for channel in index..<(index + 3) {
          bytes[channel] = UInt8(min(255, (UInt32(bytes[channel]) * 255 + alpha / 2) / alpha))
        }
      }
      index += 4
    }
  }
}

extension RGBAImage {
  /// An image from straight (not premultiplied) RGBA8 `pixels`, as a video decoder gives
  /// them, premultiplied here (opaque pixels are left as they are).
  ///
  /// - Precondition: `pixels.count == width * height * 4`.
  public init(width: Int, height: Int, straightPixels pixels: [UInt8]) {
    var pixels = pixels
    pixels.withUnsafeMutableBufferPointer { Premultiplication.premultiply($0) }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// Whether every pixel of straight or premultiplied RGBA8 `bytes` has alpha 255.
  public static func isOpaque(_ bytes: UnsafeRawBufferPointer) -> Bool {
    Premultiplication.isOpaque(bytes)
  }
}
