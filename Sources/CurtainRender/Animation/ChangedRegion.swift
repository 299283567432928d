import Foundation

/// Where two frames of one size differ: the smallest rectangle holding every differing pixel.
///
/// Rows are compared with `memcmp` from the top and from the bottom; inside the rows between,
/// columns are compared in 8-byte words only where they could still widen the rectangle, so a
/// frame that changed everywhere costs one pass of `memcmp` and a small change little more.
struct ChangedRegion: Equatable {
  /// The rectangle in pixels; `nil` when the frames are equal.
  var rect: PixelRect?

  /// Compares `old` and `new`, which must have the same size.
  init(from old: RGBAImage, to new: RGBAImage) {
    precondition(old.width == new.width && old.height == new.height, "frames of different sizes")
    rect = old.pixels.withUnsafeBytes { before in
      new.pixels.withUnsafeBytes { after in
        Self.rect(before, after, width: new.width, height: new.height)
      }
    }
  }

  private static func rect(
    _ before: UnsafeRawBufferPointer, _ after: UnsafeRawBufferPointer, width: Int, height: Int
  ) -> PixelRect? {
    guard let old = before.baseAddress, let new = after.baseAddress, width > 0 else { return nil }
    if old == new { return nil }
    let rowBytes = width * 4
    func rowDiffers(_ y: Int) -> Bool {
      memcmp(old + y * rowBytes, new + y * rowBytes, rowBytes) != 0
    }
    guard let top = (0..<height).first(where: rowDiffers) else { return nil }
    let bottom = (top..<height).reversed().first(where: rowDiffers) ?? top
    // Columns [left, right) differ in some row; narrowed from both sides, two pixels at a time.
    var left = width
    var right = 0
    for y in top...bottom {
      let rowOld = old + y * rowBytes
      let rowNew = new + y * rowBytes
      var x = 0
      while x < left {
        if x + 2 <= left, x + 2 <= width {
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
      var end = width
      while end > right {
        if end - 2 >= right, end >= 2 {
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
