/// Whether a picture has a shape that stretching it shows.
///
/// A fill or a linear gradient (in any direction) stays a fill or a linear gradient when it is
/// stretched: a person sees no circle turned into an ellipse. Such a picture is, to within
/// ``tolerance``, the bilinear blend of its four corner pixels, since every linear function of
/// the position is. A generated `background.gradient` (a 128-pt square stretched to the
/// screen) is one; a logo, a photo or a radial gradient is not.
public enum ShapelessPicture {
  /// How far (of 255, in any channel) a pixel may be from the blend of the corners: 8-bit
  /// rounding of the picture and of its corners stays within 1, a lossy encoder's ringing on a
  /// smooth gradient within 3; the shape of a logo or a photo is tens of levels away.
  public static let tolerance = 3

  /// Whether the picture of `width` x `height` pixels in `rgba` (8 bits per channel, rows from
  /// the top, 4 bytes a pixel) is a fill or a linear gradient. False for an empty picture or
  /// one whose buffer is shorter than its size.
  public static func isShapeless(rgba: [UInt8], width: Int, height: Int) -> Bool {
    guard width > 0, height > 0, rgba.count >= width * height * 4 else { return false }
    let last = (x: width - 1, y: height - 1)
    func pixel(_ x: Int, _ y: Int, _ channel: Int) -> Double {
      Double(rgba[(y * width + x) * 4 + channel])
    }
    for channel in 0..<4 {
      let topLeft = pixel(0, 0, channel), topRight = pixel(last.x, 0, channel)
      let bottomLeft = pixel(0, last.y, channel)
      let bottomRight = pixel(last.x, last.y, channel)
      for y in 0..<height {
        let v = last.y == 0 ? 0 : Double(y) / Double(last.y)
        let left = topLeft + (bottomLeft - topLeft) * v
        let right = topRight + (bottomRight - topRight) * v
        for x in 0..<width {
          let u = last.x == 0 ? 0 : Double(x) / Double(last.x)
          let blend = left + (right - left) * u
          if abs(pixel(x, y, channel) - blend) > Double(tolerance) { return false }
        }
      }
    }
    return true
  }
}
