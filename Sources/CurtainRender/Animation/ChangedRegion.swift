import Foundation

/// Where two frames of one size differ: the smallest rectangle holding every differing pixel,
/// searched for inside an area known to hold every change (the whole frame by default).
///
/// Rows are compared with `memcmp` from the top and from the bottom; inside the rows between,
/// columns are compared in 8-byte words only where they could still widen the rectangle, so a
/// frame that changed everywhere costs one pass of `memcmp` and a small change little more.
struct ChangedRegion: Equatable {
  /// The rectangle in pixels; `nil` when the frames are equal.
  var rect: PixelRect?

  /// Compares `old` and `new`, which must have the same size, inside `area` (clipped to the
  /// frame; `nil`: everywhere). Pixels outside `area` are taken to be equal, unread.
  init(from old: RGBAImage, to new: RGBAImage, within area: PixelRect? = nil) {
    precondition(old.width == new.width && old.height == new.height, "frames of different sizes")
    let frame = PixelRect(minX: 0, minY: 0, maxX: new.width, maxY: new.height)
    let searched = area?.intersection(frame) ?? frame
    rect = old.pixels.withUnsafeBytes { before in
      new.pixels.withUnsafeBytes { after in
        Self.rect(before, after, width: new.width, in: searched)
      }
    }
  }

  private static func rect(
    _ before: UnsafeRawBufferPointer, _ after: UnsafeRawBufferPointer, width: Int,
    in area: PixelRect
  ) -> PixelRect? {
    guard let old = before.baseAddress, let new = after.baseAddress, !area.isEmpty else {
      return nil
    }
    if old == new { return nil }
    let rowBytes = width * 4
    let start = area.minX * 4
    let compared = area.width * 4
    func rowDiffers(_ y: Int) -> Bool {
      memcmp(old + y * rowBytes + start, new + y * rowBytes + start, compared) != 0
    }
    guard let top = (area.minY..<area.maxY).first(where: rowDiffers) else { return nil }
    let bottom = (top..<area.maxY).reversed().first(where: rowDiffers) ?? top
    // Columns [left, right) differ in some row; narrowed from both sides, two pixels at a time.
    var left = area.maxX
    var right = area.minX
    for y in top...bottom {
      let rowOld = old + y * rowBytes
      let rowNew = new + y * rowBytes
      var x = area.minX
      while x < left {
        if x + 2 <= left {
          if rowOld.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
            != rowNew.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
          {
            left = pixelsDiffer(rowOld, rowNew, x) ? x : x + 1
            break
          }
          x += 2
        } else {
          if pixelsDiffer(rowOld, rowNew, x) {
            left = x
            break
          }
          x += 1
        }
      }
      var end = area.maxX
      while end > right {
        if end - 2 >= right {
          if rowOld.loadUnaligned(fromByteOffset: (end - 2) * 4, as: UInt64.self)
            != rowNew.loadUnaligned(fromByteOffset: (end - 2) * 4, as: UInt64.self)
          {
            right = pixelsDiffer(rowOld, rowNew, end - 1) ? end : end - 1
            break
          }
          end -= 2
        } else {
          if pixelsDiffer(rowOld, rowNew, end - 1) {
            right = end
            break
          }
          end -= 1
        }
      }
    }
    guard left < right else { return nil }
    return PixelRect(minX: left, minY: top, maxX: right, maxY: bottom + 1)
  }

  private static func pixelsDiffer(
    _ old: UnsafeRawPointer, _ new: UnsafeRawPointer, _ x: Int
  ) -> Bool {
    old.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
      != new.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
  }
}
