import CurtainCore
import Foundation

/// Anti-aliased discs, rings and rounded rectangles painted over an image: the marks a preview
/// adds on top of a rendered frame (a loading indicator, where a finger tapped).
///
/// Each shape is a signed distance field; a pixel's coverage is its centre's distance inside
/// the edge plus half a pixel, clamped to 0...1, which blends a one-pixel soft edge. All sizes
/// are in image pixels.
public enum ShapePainter {
  /// Fills the disc of `radius` around (`centerX`, `centerY`) with `color` over `image`.
  public static func fillDisc(
    in image: inout RGBAImage, centerX: Double, centerY: Double, radius: Double, color: RGBAColor
  ) {
    let bounds = (centerX - radius, centerY - radius, centerX + radius, centerY + radius)
    paint(in: &image, bounds: bounds, color: color) { x, y in
      radius - hypot(x - centerX, y - centerY)
    }
  }

  /// Strokes the ring whose centre line has `radius`, `width` wide, with `color` over `image`.
  public static func strokeRing(
    in image: inout RGBAImage, centerX: Double, centerY: Double, radius: Double, width: Double,
    color: RGBAColor
  ) {
    let outer = radius + width / 2
    let bounds = (centerX - outer, centerY - outer, centerX + outer, centerY + outer)
    paint(in: &image, bounds: bounds, color: color) { x, y in
      width / 2 - abs(hypot(x - centerX, y - centerY) - radius)
    }
  }

  /// Fills the rectangle from (`minX`, `minY`) to (`maxX`, `maxY`) with corners rounded to
  /// `cornerRadius`, with `color` over `image`.
  public static func fillRoundedRect(
    in image: inout RGBAImage, minX: Double, minY: Double, maxX: Double, maxY: Double,
    cornerRadius: Double, color: RGBAColor
  ) {
    let radius = max(0, min(cornerRadius, (maxX - minX) / 2, (maxY - minY) / 2))
    let centerX = (minX + maxX) / 2, centerY = (minY + maxY) / 2
    let halfWidth = (maxX - minX) / 2 - radius, halfHeight = (maxY - minY) / 2 - radius
    paint(in: &image, bounds: (minX, minY, maxX, maxY), color: color) { x, y in
      let dx = abs(x - centerX) - halfWidth, dy = abs(y - centerY) - halfHeight
      let outside = hypot(max(dx, 0), max(dy, 0))
      return radius - outside - min(max(dx, dy), 0)
    }
  }

  /// Strokes the straight line from (`startX`, `startY`) to (`endX`, `endY`), `width` wide with
  /// round caps, with `color` over `image`.
  public static func strokeLine(
    in image: inout RGBAImage, startX: Double, startY: Double, endX: Double, endY: Double,
    width: Double, color: RGBAColor
  ) {
    let half = width / 2
    let bounds = (
      min(startX, endX) - half, min(startY, endY) - half, max(startX, endX) + half,
      max(startY, endY) + half
    )
    let dx = endX - startX, dy = endY - startY
    let length = dx * dx + dy * dy
    paint(in: &image, bounds: bounds, color: color) { x, y in
      let along = length > 0 ? min(max(((x - startX) * dx + (y - startY) * dy) / length, 0), 1) : 0
      return half - hypot(x - startX - along * dx, y - startY - along * dy)
    }
  }

  /// Blends `color` into every pixel of `bounds` (min x, min y, max x, max y) by the coverage
  /// that `inside` (distance of a pixel centre inside the shape's edge, negative outside) gives.
  private static func paint(
    in image: inout RGBAImage, bounds: (Double, Double, Double, Double), color: RGBAColor,
    inside: (Double, Double) -> Double
  ) {
    let minX = max(0, Int(saturating: (bounds.0 - 1).rounded(.down)))
    let minY = max(0, Int(saturating: (bounds.1 - 1).rounded(.down)))
    let maxX = min(image.width, Int(saturating: (bounds.2 + 1).rounded(.up)))
    let maxY = min(image.height, Int(saturating: (bounds.3 + 1).rounded(.up)))
    guard minX < maxX, minY < maxY else { return }
    let (red, green, blue, alpha) = color.bytes
    image.withCanvas { canvas in
      for y in minY..<maxY {
        let row = canvas.row(y)
        for x in minX..<maxX {
          let coverage = min(max(inside(Double(x) + 0.5, Double(y) + 0.5) + 0.5, 0), 1)
          guard coverage > 0 else { continue }
          let covered = UInt8((Double(alpha) * coverage).rounded())
          let pixel = PixelMath.premultiplied(red: red, green: green, blue: blue, alpha: covered)
          PixelMath.blend(pixel, into: row + x)
        }
      }
    }
  }
}
