import CurtainCore

extension RGBAImage {
  /// The image in one colour through its own alpha: how UIKit draws a template image
  /// (`withRenderingMode(.alwaysTemplate)`) in its view's tint colour.
  public func tinted(_ color: RGBAColor) -> RGBAImage {
    let (red, green, blue, alpha) = color.bytes
    var result = self
    result.pixels.withUnsafeMutableBufferPointer { buffer in
      for index in stride(from: 0, to: buffer.count, by: 4) {
        let coverage = UInt8((Int(buffer[index + 3]) * Int(alpha) + 127) / 255)
        let pixel = PixelMath.premultiplied(red: red, green: green, blue: blue, alpha: coverage)
        buffer[index] = UInt8(truncatingIfNeeded: pixel)
        buffer[index + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
        buffer[index + 2] = UInt8(truncatingIfNeeded: pixel >> 16)
        buffer[index + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
      }
    }
    return result
  }
}
