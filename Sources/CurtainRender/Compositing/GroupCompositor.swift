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
            // uncovered (left as they are): the inside and outside of a reveal's logo. A run
            // of such pairs is measured first and then copied or skipped whole.
            let covered = Self.pair(coverage + x) & Self.alphas
            if covered == 0 {
              x = Self.uncoveredRun(coverage, from: x + 2, to: rect.maxX)
              continue
            }
            if opacity == 255, covered == Self.alphas,
              Self.pair(from + x) & Self.alphas == Self.alphas
            {
              let end = Self.opaqueRun(coverage, from, from: x + 2, to: rect.maxX)
              (to + x).update(from: from + x, count: end - x)
              x = end
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
        var x = rect.minX
        while x < rect.maxX {
          x = memo.repeated(from, factor: opacity, onto: to, from: x, to: rect.maxX)
          guard x < rect.maxX else { break }
          memo.blend(from[x], factor: opacity, into: to + x)
          x += 1
        }
      }
    }
  }

  /// The end of the pairs from `x` (below `end`) whose coverage is zero: four pixels a step,
  /// then two.
  @inline(__always)
  private static func uncoveredRun(_ coverage: UnsafePointer<UInt32>, from x: Int, to end: Int)
    -> Int
  {
    var x = x
    while x + 4 <= end, (Self.quad(coverage + x) & Self.quadAlphas) == .zero { x += 4 }
    while x + 2 <= end, Self.pair(coverage + x) & Self.alphas == 0 { x += 2 }
    return x
  }

  /// The end of the pairs from `x` (below `end`) fully covered with an opaque pixel of
  /// `group`: four pixels a step, then two.
  @inline(__always)
  private static func opaqueRun(
    _ coverage: UnsafePointer<UInt32>, _ group: UnsafePointer<UInt32>, from x: Int, to end: Int
  ) -> Int {
    var x = x
    while x + 4 <= end,
      (Self.quad(coverage + x) & Self.quad(group + x) & Self.quadAlphas) == Self.quadAlphas
    {
      x += 4
    }
    while x + 2 <= end,
      Self.pair(coverage + x) & Self.pair(group + x) & Self.alphas == Self.alphas
    {
      x += 2
    }
    return x
  }

  /// The alpha bytes of four packed pixels.
  private static let quadAlphas = SIMD4<UInt32>(repeating: 0xFF00_0000)

  /// Four packed pixels as one vector.
  @inline(__always)
  private static func quad(_ pixels: UnsafePointer<UInt32>) -> SIMD4<UInt32> {
    UnsafeRawPointer(pixels).loadUnaligned(as: SIMD4<UInt32>.self)
  }

  /// Whether every lane is zero, tested as two words.
  @inline(__always)
  private static func isZero(_ lanes: SIMD4<UInt32>) -> Bool {
    let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
    return words[0] | words[1] == 0
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

    /// Writes the last result over the pixels of `target` from `x` (below `end`), eight, then
    /// two at a time, while they and the pixels of `group` over them repeat the last inputs;
    /// returns where that stopped. A flat veil over a flat colour is one comparison of each
    /// eight pixels.
    @inline(__always)
    func repeated(
      _ group: UnsafePointer<UInt32>, factor: UInt32, onto target: UnsafeMutablePointer<UInt32>,
      from x: Int, to end: Int
    ) -> Int {
      guard factor == self.factor else { return x }
      let fourSources = SIMD4<UInt32>(repeating: source)
      let fourDestinations = SIMD4<UInt32>(repeating: destination)
      let fourResults = SIMD4<UInt32>(repeating: result)
      var x = x
      // The differences in vector lanes, tested as two words (a vector `==` compiles to a
      // branch a lane).
      while x + 8 <= end,
        GroupCompositor.isZero(
          (GroupCompositor.quad(group + x) ^ fourSources)
            | (GroupCompositor.quad(group + x + 4) ^ fourSources)
            | (GroupCompositor.quad(target + x) ^ fourDestinations)
            | (GroupCompositor.quad(target + x + 4) ^ fourDestinations))
      {
        let row = UnsafeMutableRawPointer(target + x)
        row.storeBytes(of: fourResults, as: SIMD4<UInt32>.self)
        row.storeBytes(of: fourResults, toByteOffset: 16, as: SIMD4<UInt32>.self)
        x += 8
      }
      let sources = UInt64(source) &* 0x1_0000_0001
      let destinations = UInt64(destination) &* 0x1_0000_0001
      let results = UInt64(result) &* 0x1_0000_0001
      while x + 2 <= end, GroupCompositor.pair(group + x) == sources,
        GroupCompositor.pair(target + x) == destinations
      {
        UnsafeMutableRawPointer(target + x).storeBytes(of: results, as: UInt64.self)
        x += 2
      }
      return x
    }

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
