import CurtainCore

/// A 5x7 pixel font for printable ASCII, drawn at whole-number scales: enough to label frames
/// without a font file or a text engine. Other characters draw as `?`.
public enum BitmapFont {
  /// Glyph width in font pixels.
  public static let glyphWidth = 5
  /// Glyph height in font pixels.
  public static let glyphHeight = 7
  /// Distance from one character's left edge to the next, in font pixels.
  public static let advance = 6

  /// The size of `text` drawn at `scale`, in image pixels.
  public static func size(of text: String, scale: Int) -> (width: Int, height: Int) {
    let count = text.unicodeScalars.count
    guard count > 0 else { return (0, 0) }
    return ((count * advance - 1) * scale, glyphHeight * scale)
  }

  /// Draws `text` with its top-left corner at (`x`, `y`) in image pixels, each font pixel a
  /// `scale` x `scale` square of `color`; parts outside the image are clipped.
  public static func draw(
    _ text: String, into image: inout RGBAImage, x: Int, y: Int, scale: Int, color: RGBAColor
  ) {
    guard scale > 0 else { return }
    let (r, g, b, a) = color.bytes
    let pixel = PixelMath.premultiplied(red: r, green: g, blue: b, alpha: a)
    image.withCanvas { canvas in
      for (index, scalar) in text.unicodeScalars.enumerated() {
        let code =
          (32...126).contains(scalar.value) ? Int(scalar.value) : Int(("?" as Unicode.Scalar).value)
        let bits = glyphs[code - 32]
        let left = x + index * advance * scale
        for row in 0..<glyphHeight {
          for column in 0..<glyphWidth {
            let bit = 34 - (row * glyphWidth + column)
            guard (bits >> UInt64(bit)) & 1 == 1 else { continue }
            let square = PixelRect(
              minX: left + column * scale, minY: y + row * scale,
              maxX: left + (column + 1) * scale, maxY: y + (row + 1) * scale)
            fill(square, with: pixel, canvas: canvas)
          }
        }
      }
    }
  }

  private static func fill(_ square: PixelRect, with pixel: UInt32, canvas: Canvas) {
    let area = square.intersection(canvas.bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { PixelMath.blend(pixel, into: canvas.row(y) + x) }
    }
  }
}
