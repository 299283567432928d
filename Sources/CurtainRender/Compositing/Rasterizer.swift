import CurtainCore

/// The compositor's drawing primitives: a transformed solid rectangle and a transformed image,
/// each drawn `source over` into a canvas inside a clip, multiplied by a `Paint`.
///
/// No edge antialiasing (as `CALayer.allowsEdgeAntialiasing` defaults to false): a pixel is inside
/// when its centre is. Images are sampled bilinearly with their edges clamped.
enum Rasterizer {
  /// Fills a `size`-sized rectangle, mapped to the canvas by `transform`, with `color`
  /// (premultiplied, packed) multiplied by `paint`.
  static func fill(
    size: Size, transform: AffineTransform, color: UInt32, paint: Paint, canvas: Canvas,
    clip: PixelRect
  ) {
    guard let inverse = transform.inverted(),
      let covered = PixelRect.covering(
        width: size.width, height: size.height, transform: transform)
    else { return }
    let region = covered.intersection(clip).intersection(canvas.limit)
    guard !region.isEmpty else { return }
    let layerPixel = paint.opacity == 255 ? color : PixelMath.scale(color, by: paint.opacity)
    guard PixelMath.alpha(layerPixel) > 0 else { return }
    let spans = Spans(inverse: inverse, width: size.width, height: size.height)
    let pixel = paint.mask == nil ? paint.apply(color) : layerPixel
    let alpha = PixelMath.alpha(pixel)
    guard alpha > 0 else { return }
    for y in region.minY..<region.maxY {
      let columns = spans.columns(row: y, clip: region)
      guard !columns.isEmpty else { continue }
      let row = canvas.row(y)
      if let maskRow = paint.maskRow(y) {
        canvas.prepare(row: y, columns: columns)
        let masked = Paint(opacity: 255, group: GroupEffect(opacity: paint.groupOpacity))
        for x in columns {
          let coverage = PixelMath.alpha(maskRow[x])
          if coverage != 0 {
            PixelMath.blend(masked.apply(layerPixel, coverage: coverage), into: row + x)
          }
        }
      } else if alpha == 255 {
        if canvas.fillsOpaque(pixel, row: y, columns: columns) {
          (row + columns.lowerBound).update(repeating: pixel, count: columns.count)
        }
      } else {
        let blended = canvas.blend(pixel, row: y, columns: columns)
        PixelMath.over(pixel, onto: row + blended.lowerBound, count: blended.count)
      }
    }
  }

  /// Draws `source` (its pixel space mapped to the canvas by `transform`) multiplied by `paint`;
  /// a scaled image's column tables come from `columnCache` when given.
  static func draw(
    _ source: PixelSource, transform: AffineTransform, paint: Paint, canvas: Canvas,
    clip: PixelRect, columnCache: SamplerColumnCache? = nil
  ) {
    guard source.width > 0, source.height > 0, paint.opacity > 0,
      let inverse = transform.inverted(),
      let covered = PixelRect.covering(
        width: Double(source.width), height: Double(source.height), transform: transform)
    else { return }
    let region = covered.intersection(clip).intersection(canvas.limit)
    guard !region.isEmpty else { return }
    if isAxisAligned(transform), let offset = integerTranslation(transform) {
      copy(source, offset: offset, paint: paint, canvas: canvas, region: region)
    } else if isAxisAligned(transform) {
      AxisAlignedSampler(source: source, inverse: inverse, region: region, cache: columnCache)
        .draw(paint: paint, canvas: canvas)
    } else {
      drawTransformed(source, inverse: inverse, paint: paint, canvas: canvas, region: region)
    }
  }

  /// Whether `draw` samples an image drawn with `transform` row by row with
  /// `AxisAlignedSampler` (scaled or flipped, not rotated, not a whole-pixel copy).
  static func samplesAxisAligned(_ transform: AffineTransform) -> Bool {
    isAxisAligned(transform) && integerTranslation(transform) == nil
  }

  private static func isAxisAligned(_ transform: AffineTransform) -> Bool {
    abs(transform.b) < 1e-12 && abs(transform.c) < 1e-12
  }

  /// The whole-pixel offset when `transform` is an unscaled translation by whole pixels.
  private static func integerTranslation(_ transform: AffineTransform) -> (x: Int, y: Int)? {
    guard abs(transform.a - 1) < 1e-9, abs(transform.d - 1) < 1e-9 else { return nil }
    let x = transform.tx.rounded(), y = transform.ty.rounded()
    guard abs(transform.tx - x) < 1e-6, abs(transform.ty - y) < 1e-6 else { return nil }
    return (Int(saturating: x), Int(saturating: y))
  }

  /// One source pixel per canvas pixel: a row copy when nothing needs blending (under a mask,
  /// wherever its alpha is 255).
  private static func copy(
    _ source: PixelSource, offset: (x: Int, y: Int), paint: Paint, canvas: Canvas,
    region: PixelRect
  ) {
    let count = region.width
    let copies = source.isOpaque && paint.opacity == 255 && paint.groupOpacity == 255
    let columns = region.minX..<region.maxX
    for y in region.minY..<region.maxY {
      let from = source.pixels + (y - offset.y) * source.width + (region.minX - offset.x)
      let to = canvas.row(y) + region.minX
      if let maskRow = paint.maskRow(y) {
        let coverage = maskRow + region.minX
        if copies {
          // Only where the mask may be non-zero.
          let visible = paint.maskSpans?.visibleColumns(row: y) ?? columns
          let first = max(region.minX, visible.lowerBound)
          let end = min(region.maxX, visible.upperBound)
          guard first < end else { continue }
          // Where the mask is known to be opaque, a plain copy without reading it.
          let opaque = paint.maskSpans?.opaqueColumns(row: y) ?? first..<first
          let opaqueStart = min(max(first, opaque.lowerBound), end)
          let opaqueEnd = max(min(end, opaque.upperBound), opaqueStart)
          func masked(_ lower: Int, _ upper: Int) {
            guard lower < upper else { return }
            let skip = lower - region.minX
            copyMasked(
              from + skip, to: to + skip, coverage: coverage + skip, count: upper - lower,
              announcing: { canvas.overwrite(row: y, columns: $0 + lower..<$1 + lower) },
              { canvas.prepare(row: y, columns: $0 + lower..<$1 + lower) })
          }
          masked(first, opaqueStart)
          if opaqueStart < opaqueEnd {
            canvas.overwrite(row: y, columns: opaqueStart..<opaqueEnd)
            let skip = opaqueStart - region.minX
            (to + skip).update(from: from + skip, count: opaqueEnd - opaqueStart)
          }
          masked(opaqueEnd, end)
        } else {
          canvas.prepare(row: y, columns: columns)
          for index in 0..<count {
            paint.blend(from[index], maskRow: coverage, x: index, into: to + index)
          }
        }
      } else if copies {
        canvas.overwrite(row: y, columns: columns)
        to.update(from: from, count: count)
      } else if paint.isPlain && paint.opacity == 255 {
        canvas.prepare(row: y, columns: columns)
        for index in 0..<count { PixelMath.blend(from[index], into: to + index) }
      } else {
        canvas.prepare(row: y, columns: columns)
        for index in 0..<count { PixelMath.blend(paint.apply(from[index]), into: to + index) }
      }
    }
  }

  /// Opaque pixels under a mask: copied in runs where the mask is opaque, skipped where it is
  /// transparent, scaled by its alpha between. Each run copied is announced first to
  /// `overwriting`, each run blended to `blending` (their first and end index).
  @inline(__always)
  private static func copyMasked(
    _ from: UnsafePointer<UInt32>, to: UnsafeMutablePointer<UInt32>,
    coverage: UnsafePointer<UInt32>, count: Int,
    announcing overwriting: (Int, Int) -> Void, _ blending: (Int, Int) -> Void
  ) {
    // Four mask pixels at a time as two words, whose alpha bytes say opaque or transparent.
    let alphas: UInt64 = 0xFF00_0000_FF00_0000
    let words = UnsafeRawPointer(coverage)
    @inline(__always) func quad(_ index: Int) -> (UInt64, UInt64) {
      (
        words.loadUnaligned(fromByteOffset: index &* 4, as: UInt64.self),
        words.loadUnaligned(fromByteOffset: index &* 4 &+ 8, as: UInt64.self)
      )
    }
    let lastQuad = count &- 4
    var index = 0
    while index < count {
      let alpha = PixelMath.alpha(coverage[index])
      if alpha == 0 {
        index &+= 1
        while index <= lastQuad {
          let (front, back) = quad(index)
          guard (front | back) & alphas == 0 else { break }
          index &+= 4
        }
      } else if alpha == 255 {
        var end = index &+ 1
        while end <= lastQuad {
          let (front, back) = quad(end)
          guard front & back & alphas == alphas else { break }
          end &+= 4
        }
        while end < count, PixelMath.alpha(coverage[end]) == 255 { end &+= 1 }
        overwriting(index, end)
        (to + index).update(from: from + index, count: end &- index)
        index = end
      } else {
        // The mask's soft edge: pixels neither transparent nor opaque.
        var end = index &+ 1
        while end < count, PixelMath.alpha(coverage[end]) &- 1 < 254 { end &+= 1 }
        blending(index, end)
        for edge in index..<end {
          let alpha = PixelMath.alpha(coverage[edge])
          PixelMath.blend(PixelMath.scale(from[edge], by: alpha), into: to + edge)
        }
        index = end
      }
    }
  }

  /// Any affine transform: fixed-point source coordinates stepped along each row's span.
  private static func drawTransformed(
    _ source: PixelSource, inverse: AffineTransform, paint: Paint, canvas: Canvas,
    region: PixelRect
  ) {
    let spans = Spans(
      inverse: inverse, width: Double(source.width), height: Double(source.height))
    let one = 65536.0
    let stepU = Int(saturating: (inverse.a * one).rounded())
    let stepV = Int(saturating: (inverse.b * one).rounded())
    let lastX = source.width - 1, lastY = source.height - 1
    // Source coordinates step from the start of the row's span on the whole canvas, so a pixel
    // gets the same sample however the drawing is clipped or banded.
    for y in region.minY..<region.maxY {
      let columns = spans.columns(row: y, clip: region)
      guard !columns.isEmpty else { continue }
      let start = spans.columns(row: y, clip: canvas.bounds).lowerBound
      let startX = Double(start) + 0.5, centreY = Double(y) + 0.5
      let startU = inverse.a * startX + inverse.c * centreY + inverse.tx - 0.5
      let startV = inverse.b * startX + inverse.d * centreY + inverse.ty - 0.5
      var u = Int(saturating: (startU * one).rounded(.down))
      var v = Int(saturating: (startV * one).rounded(.down))
      u &+= (columns.lowerBound - start) &* stepU
      v &+= (columns.lowerBound - start) &* stepV
      let row = canvas.row(y)
      let maskRow = paint.maskRow(y)
      canvas.prepare(row: y, columns: columns)
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
        paint.blend(
          PixelMath.lerp(upper, lower, weightY), maskRow: maskRow, x: x, into: row + x)
        u &+= stepU
        v &+= stepV
      }
    }
  }
}
