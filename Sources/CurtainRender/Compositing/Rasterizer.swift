import CurtainCore

/// The compositor's drawing primitives: a transformed solid rectangle and a transformed image,
/// each drawn `source over` into a canvas inside a clip, with a constant opacity.
///
/// No edge antialiasing (as `CALayer.allowsEdgeAntialiasing` defaults to false): a pixel is inside
/// when its centre is. Images are sampled bilinearly with their edges clamped.
enum Rasterizer {
  /// Fills a `size`-sized rectangle, mapped to the canvas by `transform`, with `color`
  /// (premultiplied, packed) scaled by `opacity` (0...255).
  static func fill(
    size: Size, transform: AffineTransform, color: UInt32, opacity: UInt32, canvas: Canvas,
    clip: PixelRect
  ) {
    guard let inverse = transform.inverted(),
      let covered = PixelRect.covering(
        width: size.width, height: size.height, transform: transform)
    else { return }
    let region = covered.intersection(clip).intersection(canvas.bounds)
    guard !region.isEmpty else { return }
    let pixel = opacity == 255 ? color : PixelMath.scale(color, by: opacity)
    let alpha = PixelMath.alpha(pixel)
    guard alpha > 0 else { return }
    let spans = Spans(inverse: inverse, width: size.width, height: size.height)
    for y in region.minY..<region.maxY {
      let columns = spans.columns(row: y, clip: region)
      guard !columns.isEmpty else { continue }
      let row = canvas.row(y)
      if alpha == 255 {
        (row + columns.lowerBound).update(repeating: pixel, count: columns.count)
      } else {
        // A veil over flat colour: remember the last destination and its result.
        let inverseAlpha = 255 - alpha
        var below: UInt32 = 0, result = pixel
        for x in columns {
          let destination = row[x]
          if destination != below {
            below = destination
            result = pixel &+ PixelMath.scale(destination, by: inverseAlpha)
          }
          row[x] = result
        }
      }
    }
  }

  /// Draws `source` (its pixel space mapped to the canvas by `transform`) scaled by `opacity`.
  static func draw(
    _ source: PixelSource, transform: AffineTransform, opacity: UInt32, canvas: Canvas,
    clip: PixelRect
  ) {
    guard source.width > 0, source.height > 0, opacity > 0,
      let inverse = transform.inverted(),
      let covered = PixelRect.covering(
        width: Double(source.width), height: Double(source.height), transform: transform)
    else { return }
    let region = covered.intersection(clip).intersection(canvas.bounds)
    guard !region.isEmpty else { return }
    let axisAligned = abs(transform.b) < 1e-12 && abs(transform.c) < 1e-12
    if axisAligned, let offset = integerTranslation(transform) {
      copy(source, offset: offset, opacity: opacity, canvas: canvas, region: region)
    } else if axisAligned {
      AxisAlignedSampler(source: source, inverse: inverse, region: region)
        .draw(opacity: opacity, canvas: canvas)
    } else {
      drawTransformed(source, inverse: inverse, opacity: opacity, canvas: canvas, region: region)
    }
  }

  /// The whole-pixel offset when `transform` is an unscaled translation by whole pixels.
  private static func integerTranslation(_ transform: AffineTransform) -> (x: Int, y: Int)? {
    guard abs(transform.a - 1) < 1e-9, abs(transform.d - 1) < 1e-9 else { return nil }
    let x = transform.tx.rounded(), y = transform.ty.rounded()
    guard abs(transform.tx - x) < 1e-6, abs(transform.ty - y) < 1e-6 else { return nil }
    return (Int(x), Int(y))
  }

  /// One source pixel per canvas pixel: a row copy when nothing needs blending.
  private static func copy(
    _ source: PixelSource, offset: (x: Int, y: Int), opacity: UInt32, canvas: Canvas,
    region: PixelRect
  ) {
    let count = region.width
    for y in region.minY..<region.maxY {
      let from = source.pixels + (y - offset.y) * source.width + (region.minX - offset.x)
      let to = canvas.row(y) + region.minX
      if source.isOpaque && opacity == 255 {
        to.update(from: from, count: count)
      } else if opacity == 255 {
        for index in 0..<count { PixelMath.blend(from[index], into: to + index) }
      } else {
        for index in 0..<count {
          PixelMath.blend(PixelMath.scale(from[index], by: opacity), into: to + index)
        }
      }
    }
  }

  /// Any affine transform: fixed-point source coordinates stepped along each row's span.
  private static func drawTransformed(
    _ source: PixelSource, inverse: AffineTransform, opacity: UInt32, canvas: Canvas,
    region: PixelRect
  ) {
    let spans = Spans(
      inverse: inverse, width: Double(source.width), height: Double(source.height))
    let one = 65536.0
    let stepU = Int((inverse.a * one).rounded()), stepV = Int((inverse.b * one).rounded())
    let lastX = source.width - 1, lastY = source.height - 1
    for y in region.minY..<region.maxY {
      let columns = spans.columns(row: y, clip: region)
      guard !columns.isEmpty else { continue }
      let startX = Double(columns.lowerBound) + 0.5, centreY = Double(y) + 0.5
      let startU = inverse.a * startX + inverse.c * centreY + inverse.tx - 0.5
      let startV = inverse.b * startX + inverse.d * centreY + inverse.ty - 0.5
      var u = Int((startU * one).rounded(.down)), v = Int((startV * one).rounded(.down))
      let row = canvas.row(y)
      for x in columns {
        let x0 = u >> 16, y0 = v >> 16
        let weightX = UInt32(truncatingIfNeeded: (u >> 8) & 255)
        let weightY = UInt32(truncatingIfNeeded: (v >> 8) & 255)
        let left = min(max(x0, 0), lastX), right = min(max(x0 + 1, 0), lastX)
        let top = min(max(y0, 0), lastY), bottom = min(max(y0 + 1, 0), lastY)
        let topRow = source.pixels + top * source.width
        let bottomRow = source.pixels + bottom * source.width
        let upper = PixelMath.lerp(topRow[left], topRow[right], weightX)
        let lower = PixelMath.lerp(bottomRow[left], bottomRow[right], weightX)
        var pixel = PixelMath.lerp(upper, lower, weightY)
        if opacity != 255 { pixel = PixelMath.scale(pixel, by: opacity) }
        PixelMath.blend(pixel, into: row + x)
        u &+= stepU
        v &+= stepV
      }
    }
  }
}
