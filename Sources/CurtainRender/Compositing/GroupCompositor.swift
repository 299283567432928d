/// Composites an offscreen group onto a canvas: each pixel multiplied by the mask's alpha and
/// the group opacity, then drawn `source over`.
///
/// Launch frames are mostly flat (a brand colour, a veil, the inside of a logo), so each loop
/// remembers its last inputs and result and skips the arithmetic when they repeat.
enum GroupCompositor {
  /// Composites the pixels of `group` (and `mask`, the same size) inside `rect` onto the same
  /// pixels of `canvas` (the group's own size).
  static func composite(
    _ group: PixelSource, mask: PixelSource?, opacity: UInt32, in rect: PixelRect,
    onto canvas: Canvas
  ) {
    var memo = Memo()
    for y in rect.minY..<rect.maxY {
      let from = group.pixels + y * group.width
      let to = canvas.row(y)
      canvas.prepare(row: y, columns: rect.minX..<rect.maxX)
      if let mask {
        let coverage = mask.pixels + y * mask.width
        var x = rect.minX
        while x < rect.maxX {
          if x + 2 <= rect.maxX {
            // Two pixels at once where both are fully covered and opaque (copied) or both
            // uncovered (left as they are): the inside and outside of a reveal's logo.
            let covered = Self.pair(coverage + x) & Self.alphas
            if covered == 0 {
              x += 2
              continue
            }
            if opacity == 255, covered == Self.alphas,
              Self.pair(from + x) & Self.alphas == Self.alphas
            {
              (to + x).update(from: from + x, count: 2)
              x += 2
              continue
            }
          }
          let alpha = PixelMath.alpha(coverage[x])
          if alpha != 0 {
            let factor = alpha == 255 ? opacity : PixelMath.divide255(alpha * opacity)
            memo.blend(from[x], factor: factor, into: to + x)
          }
          x += 1
        }
      } else {
        for x in rect.minX..<rect.maxX { memo.blend(from[x], factor: opacity, into: to + x) }
      }
    }
  }

  /// The alpha bytes of two packed pixels read as one word.
  private static let alphas = UInt64(0xFF00_0000_FF00_0000)

  /// Two packed pixels as one word (the first in the low half).
  @inline(__always)
  private static func pair(_ pixels: UnsafePointer<UInt32>) -> UInt64 {
    UnsafeRawPointer(pixels).loadUnaligned(as: UInt64.self)
  }

  /// The last `source x factor over destination` computed, reused while inputs repeat.
  private struct Memo {
    var source: UInt32 = 0
    var factor: UInt32 = 0
    var destination: UInt32 = 0
    var result: UInt32 = 0

    @inline(__always)
    mutating func blend(_ pixel: UInt32, factor: UInt32, into target: UnsafeMutablePointer<UInt32>)
    {
      let below = target.pointee
      if pixel == source && factor == self.factor && below == destination {
        target.pointee = result
        return
      }
      let scaled = factor == 255 ? pixel : PixelMath.scale(pixel, by: factor)
      let alpha = PixelMath.alpha(scaled)
      let blended =
        alpha == 255 ? scaled : alpha == 0 ? below : PixelMath.over(scaled, below)
      source = pixel
      self.factor = factor
      destination = below
      result = blended
      target.pointee = blended
    }
  }
}
