import CurtainCore
import CurtainRender

/// An image drawn on in points: every call's coordinates and sizes are multiplied by `scale`,
/// as UIKit maps a view's points to the screen's pixels. The generated app screens (the example
/// app's feed, the settings-style stand-in) draw with it.
struct PointCanvas {
  /// The pixels drawn so far.
  var image: RGBAImage
  /// Pixels per point.
  let scale: Double

  /// A transparent canvas the screen's pixel size.
  init(screen: Screen) {
    image = RGBAImage(width: screen.pixelWidth, height: screen.pixelHeight)
    scale = screen.scale
  }

  /// Fills the rectangle at `x`, `y`, `w` wide and `h` high, its corners rounded by `radius`.
  mutating func fill(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: RGBAColor, radius: Double = 0
  ) {
    ShapePainter.fillRoundedRect(
      in: &image, minX: x * scale, minY: y * scale, maxX: (x + w) * scale, maxY: (y + h) * scale,
      cornerRadius: radius * scale, color: color)
  }

  /// Fills the disc of `radius` centred at `x`, `y`.
  mutating func disc(_ x: Double, _ y: Double, _ radius: Double, _ color: RGBAColor) {
    ShapePainter.fillDisc(
      in: &image, centerX: x * scale, centerY: y * scale, radius: radius * scale, color: color)
  }

  /// Strokes the circle of `radius` centred at `x`, `y` with a line `width` wide.
  mutating func ring(
    _ x: Double, _ y: Double, radius: Double, width: Double, _ color: RGBAColor
  ) {
    ShapePainter.strokeRing(
      in: &image, centerX: x * scale, centerY: y * scale, radius: radius * scale,
      width: width * scale, color: color)
  }

  /// Strokes the line from `start` to `end`, `width` wide.
  mutating func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), width: Double,
    _ color: RGBAColor
  ) {
    ShapePainter.strokeLine(
      in: &image, startX: start.x * scale, startY: start.y * scale, endX: end.x * scale,
      endY: end.y * scale, width: width * scale, color: color)
  }

  /// Draws `string` in `font` (sized in pixels) from `x`, its capitals centred on `centerY`.
  mutating func text(
    _ string: String, font: TextFont, x: Double, centerY: Double, color: RGBAColor
  ) {
    font.draw(
      string, into: &image, x: x * scale, baseline: centerY * scale + font.capHeight / 2,
      color: color)
  }

  /// Draws `string` in `font` (sized in pixels) from `x` on the baseline at `baseline`.
  mutating func text(
    _ string: String, font: TextFont, x: Double, baseline: Double, color: RGBAColor
  ) {
    font.draw(string, into: &image, x: x * scale, baseline: baseline * scale, color: color)
  }
}
