extension PixelMath {
  /// Writes translucent `pixel` over `count` pixels from `row`: `pixel + destination x (255 -
  /// alpha) / 255` each, four pixels at a time.
  ///
  /// The vector lanes hold the same two-channels-per-word arithmetic as `scale(_:by:)` (16-bit
  /// lanes never carry into each other), so the bytes equal the scalar loop's.
  static func over(_ pixel: UInt32, onto row: UnsafeMutablePointer<UInt32>, count: Int) {
    let inverse = 255 &- alpha(pixel)
    let factor = SIMD8<UInt16>(repeating: UInt16(inverse))
    let source = SIMD4<UInt32>(repeating: pixel)
    let low = SIMD8<UInt16>(repeating: 0x00FF), bias = SIMD8<UInt16>(repeating: 0x0080)
    let vectors = count / 4
    var cursor = UnsafeMutableRawPointer(row)
    let end = cursor + vectors * 16
    while cursor < end {
      let lanes = cursor.loadUnaligned(as: SIMD8<UInt16>.self)
      let redBlue = divide255(biased: (lanes & low) &* factor &+ bias)
      let greenAlpha = divide255(biased: (lanes &>> 8) &* factor &+ bias) &<< 8
      let scaled = unsafeBitCast(redBlue | greenAlpha, to: SIMD4<UInt32>.self)
      cursor.storeBytes(of: source &+ scaled, as: SIMD4<UInt32>.self)
      cursor += 16
    }
    for index in vectors * 4..<count {
      row[index] = pixel &+ scale(row[index], by: inverse)
    }
  }

  /// `(t + t >> 8) >> 8` in each lane, as `t x 257 >> 16` (the same for every `t` up to
  /// 255 x 255 + 128): one high-half multiply.
  @inline(__always)
  static func divide255(biased value: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let wide = SIMD8<UInt32>(truncatingIfNeeded: value) &* 257
    return SIMD8<UInt16>(truncatingIfNeeded: wide &>> 16)
  }
}
