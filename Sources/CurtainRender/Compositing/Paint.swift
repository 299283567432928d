/// What a drawn pixel is multiplied by before `source over`: the layer's own opacity, then what
/// an enclosing group applies (its opacity, and a mask's alpha when there is one).
///
/// Applying the factors one after the other, each rounded, gives the same bytes as drawing the
/// layer into an offscreen group and compositing that group, which is what lets a group with a
/// single drawable (or drawables that do not overlap) skip the offscreen pass.
struct Paint {
  /// The layer's opacity, 0...255.
  let opacity: UInt32
  /// The enclosing group's opacity, 0...255 (255 when there is no group).
  let groupOpacity: UInt32
  /// The group's mask, drawn at the canvas's size: its alpha is each pixel's coverage.
  let mask: PixelSource?
  /// Where the mask may be non-zero, row by row (`nil`: anywhere).
  let maskSpans: PendingFill?

  /// A layer's `opacity` (0...255) followed by what its enclosing `group` applies.
  init(opacity: UInt32, group: GroupEffect = .none) {
    self.opacity = opacity
    groupOpacity = group.opacity
    mask = group.mask
    maskSpans = group.maskSpans
  }

  /// Whether the drawn pixels are scaled by the layer's opacity only.
  var isPlain: Bool { mask == nil && groupOpacity == 255 }

  /// The factors applied to an unmasked pixel.
  @inline(__always)
  func apply(_ pixel: UInt32) -> UInt32 {
    var result = pixel
    if opacity != 255 { result = PixelMath.scale(result, by: opacity) }
    if groupOpacity != 255 { result = PixelMath.scale(result, by: groupOpacity) }
    return result
  }

  /// The factors applied to a pixel whose mask alpha is `coverage` (0...255), as the group
  /// compositor combines mask and group opacity.
  @inline(__always)
  func apply(_ pixel: UInt32, coverage: UInt32) -> UInt32 {
    var result = pixel
    if opacity != 255 { result = PixelMath.scale(result, by: opacity) }
    let factor = coverage == 255 ? groupOpacity : PixelMath.divide255(coverage &* groupOpacity)
    return factor == 255 ? result : PixelMath.scale(result, by: factor)
  }

  /// The mask's row `y`, or `nil` without a mask.
  @inline(__always)
  func maskRow(_ y: Int) -> UnsafePointer<UInt32>? {
    guard let mask else { return nil }
    return mask.pixels + y * mask.width
  }

  /// Draws `pixel` into `target`, masked by `maskRow[x]` when there is a mask.
  @inline(__always)
  func blend(
    _ pixel: UInt32, maskRow: UnsafePointer<UInt32>?, x: Int,
    into target: UnsafeMutablePointer<UInt32>
  ) {
    if let maskRow {
      let coverage = PixelMath.alpha(maskRow[x])
      if coverage != 0 { PixelMath.blend(apply(pixel, coverage: coverage), into: target) }
    } else {
      PixelMath.blend(apply(pixel), into: target)
    }
  }
}

/// What a group drawn without an offscreen pass applies to each of its layers' pixels.
struct GroupEffect {
  /// The group's opacity, 0...255.
  var opacity: UInt32 = 255
  /// The group's mask, drawn at the canvas's size (its alpha is the coverage).
  var mask: PixelSource?
  /// Where the mask may be non-zero, row by row, in the mask's pixels (`nil`: anywhere).
  var maskSpans: PendingFill?

  /// No group.
  static var none: GroupEffect { GroupEffect() }
}
