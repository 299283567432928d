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

extension PixelMath {
  /// `lerp(upper[i], lower[i], weight)` into `target[i]` for every `i` in `range`, four pixels
  /// at a time (16-bit lanes hold the same sums as the scalar form: at most 255 x 256). Four
  /// pixels equal in both rows (the flat inside and outside of an enlarged logo) are copied.
  static func lerp(
    _ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>, _ weight: UInt32,
    into target: UnsafeMutablePointer<UInt32>, range: ClosedRange<Int>
  ) {
    let second = SIMD8<UInt16>(repeating: UInt16(weight))
    let first = SIMD8<UInt16>(repeating: UInt16(256 - weight))
    let low = SIMD8<UInt16>(repeating: 0x00FF)
    let vectors = range.count / 4
    var from = UnsafeRawPointer(upper + range.lowerBound)
    var to = UnsafeRawPointer(lower + range.lowerBound)
    var into = UnsafeMutableRawPointer(target + range.lowerBound)
    let end = into + vectors * 16
    while into < end {
      let a = from.loadUnaligned(as: SIMD8<UInt16>.self)
      let b = to.loadUnaligned(as: SIMD8<UInt16>.self)
      if from.loadUnaligned(as: UInt64.self) == to.loadUnaligned(as: UInt64.self),
        from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
          == to.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      {
        into.storeBytes(of: a, as: SIMD8<UInt16>.self)
        from += 16
        to += 16
        into += 16
        continue
      }
      let redBlue = ((a & low) &* first &+ (b & low) &* second) &>> 8
      let greenAlpha = ((a &>> 8) &* first &+ (b &>> 8) &* second) & ~low
      into.storeBytes(of: redBlue | greenAlpha, as: SIMD8<UInt16>.self)
      from += 16
      to += 16
      into += 16
    }
    var index = range.lowerBound + vectors * 4
    while index <= range.upperBound {
      target[index] = lerp(upper[index], lower[index], weight)
      index += 1
    }
  }
}
