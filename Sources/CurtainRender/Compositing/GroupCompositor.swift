/// Composites an offscreen group onto a canvas: each pixel multiplied by the mask's alpha and
/// the group opacity, then drawn `source over`.
enum GroupCompositor {
  /// Composites `group` (and `mask`, the same size) with its top-left at `area`'s origin.
  static func composite(
    _ group: PixelSource, mask: PixelSource?, opacity: UInt32, at area: PixelRect,
    onto canvas: Canvas
  ) {
    for y in 0..<group.height {
      let from = group.pixels + y * group.width
      let to = canvas.row(area.minY + y) + area.minX
      if let mask {
        let coverage = mask.pixels + y * mask.width
        for x in 0..<group.width {
          let alpha = PixelMath.alpha(coverage[x])
          if alpha == 0 { continue }
          var pixel = from[x]
          if alpha != 255 { pixel = PixelMath.scale(pixel, by: alpha) }
          if opacity != 255 { pixel = PixelMath.scale(pixel, by: opacity) }
          PixelMath.blend(pixel, into: to + x)
        }
      } else if opacity == 255 {
        for x in 0..<group.width { PixelMath.blend(from[x], into: to + x) }
      } else {
        for x in 0..<group.width {
          PixelMath.blend(PixelMath.scale(from[x], by: opacity), into: to + x)
        }
      }
    }
  }
}
