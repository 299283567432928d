/// Premultiplied RGBA8 pixels packed in a `UInt32` (little-endian: red in the low byte, alpha in
/// the high byte), and the integer arithmetic the compositor's inner loops use.
///
/// Two channels are processed at once in each half of the word (`0x00FF00FF` masks); every
/// division by 255 rounds exactly, so results do not depend on the platform.
enum PixelMath {
  /// The alpha of a packed pixel, 0...255.
  @inline(__always)
  static func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }

  /// Packs straight 8-bit components into a premultiplied pixel.
  static func premultiplied(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
    let a = UInt32(alpha)
    let r = divide255(UInt32(red) * a), g = divide255(UInt32(green) * a)
    let b = divide255(UInt32(blue) * a)
    return r | g << 8 | b << 16 | a << 24
  }

  /// A layer opacity as an 8-bit alpha: clamped to 0...1 (a spring overshooting a fade gives
  /// values outside it), NaN as 0.
  static func alpha(opacity: Double) -> UInt32 {
    opacity > 0 ? UInt32((min(opacity, 1) * 255).rounded()) : 0
  }

  /// `value / 255` rounded to nearest, exact for `value <= 255 * 255`.
  @inline(__always)
  static func divide255(_ value: UInt32) -> UInt32 {
    let biased = value &+ 128
    return (biased &+ (biased >> 8)) >> 8
  }

  /// Every channel multiplied by `factor / 255`, rounded.
  @inline(__always)
  static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
    redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var greenAlpha = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return redBlue | greenAlpha
  }

  /// Porter-Duff `source over destination`, both premultiplied.
  @inline(__always)
  static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
    source &+ scale(destination, by: 255 &- (source >> 24))
  }

  /// Linear interpolation between two pixels; `weight` is 0...256 (256 = all `second`).
  @inline(__always)
  static func lerp(_ first: UInt32, _ second: UInt32, _ weight: UInt32) -> UInt32 {
    let inverse = 256 &- weight
    let redBlue =
      (((first & 0x00FF_00FF) &* inverse &+ (second & 0x00FF_00FF) &* weight) >> 8)
      & 0x00FF_00FF
    let greenAlpha =
      (((first >> 8) & 0x00FF_00FF) &* inverse &+ ((second >> 8) & 0x00FF_00FF) &* weight)
      & 0xFF00_FF00
    return redBlue | greenAlpha
  }

  /// Writes `source` over `destination` in place, skipping transparent and copying opaque pixels.
  @inline(__always)
  static func blend(_ source: UInt32, into destination: UnsafeMutablePointer<UInt32>) {
    let sourceAlpha = source >> 24
    if sourceAlpha == 255 {
      destination.pointee = source
    } else if sourceAlpha != 0 {
      destination.pointee = over(source, destination.pointee)
    }
  }
}
