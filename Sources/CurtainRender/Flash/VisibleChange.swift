import Foundation

/// How much of a picture changes between two frames, as a person would judge a cut on the
/// device: the length, in points, of what visibly changed.
///
/// Why this measure: a jump a person sees is a region that changes colour at once (a logo
/// turning white, a background switching from navy to blue) or an edge that moves (a logo
/// snapping a point lower or to another size). A mean measure such as PSNR dilutes a
/// logo-sized change in a screen of unchanged pixels. What an eye cannot see is a change no
/// wider than a device pixel: anti-aliasing by other arithmetic, an edge moved by less than
/// half a pixel, a one-pixel fringe where a video's compression or scaling blurred an edge.
///
/// So, judged on pictures drawn at the device's own density (`scale` pixels per point):
/// 1. A pixel has changed when a channel moved by more than ``pixelThreshold`` and its new
///    colour lies outside what its old 3 x 3 neighbourhood would show after a shift of half a
///    pixel (the range from the pixel's colour half-way to each neighbour's, widened by the
///    step), and its old colour outside the new neighbourhood's likewise. An edge moved by
///    `d` pixels then changes a band about `d` pixels wide: a 1-pt jump is a band 1 pt wide
///    at 2 and 3 pixels per point alike.
/// 2. Bands narrower than a point are not counted (a fringe, or an edge a blurrier video
///    softens and a 1% larger picture moves by half a point): only pixels whose block of a
///    point square at the device's density (`scale` x `scale` pixels, at least 2 x 2) changed
///    entirely (the change's core) are.
/// 3. The change's length is half the core's outline, in points: a band's length along the
///    edge that moved, `w + h` for a `w` x `h` patch. A change is visible when that length
///    exceeds ``lengthThreshold`` (36 pt: an 18 x 18 pt patch, the size of a small icon, or
///    an edge moved by a point or more over 36 pt of its length).
///
/// A faint shift of much of the screen (a background a few levels off, as a video read with the
/// wrong colour matrix gives) is a cut too: ``shiftThreshold`` over ``shiftShareThreshold``.
/// The per-pixel step, ``pixelThreshold``, is far above rounding (1/255) and video compression
/// noise (a few levels), and below the smallest colour change designers make on purpose.
public struct VisibleChange: Hashable, Sendable, CustomStringConvertible {
  /// Pixels whose largest channel difference exceeds ``pixelThreshold`` and that no shift of
  /// half a pixel explains.
  public let changedPixels: Int
  /// The length, in points, of the change's core (pixels whose whole block of a point square,
  /// at least 2 x 2 pixels, changed): half its outline.
  public let changedLength: Double
  /// Pixels whose largest channel difference exceeds ``shiftThreshold``: a faint change, seen
  /// only when it spans much of the screen.
  public let shiftedPixels: Int
  /// All pixels compared.
  public let totalPixels: Int
  /// The largest channel difference found (of 255).
  public let largestDifference: Int

  /// A pixel has visibly changed when a channel moved by more than this (of 255).
  public static let pixelThreshold = 24
  /// A change is visible when its length exceeds this many points.
  public static let lengthThreshold = 36.0
  /// A faint step (of 255): a whole background shifting by this much is seen at a cut (a
  /// video read with another colour matrix than it was made with moves a blue by 6 to 13
  /// levels), while compression noise and rounding stay well under it.
  public static let shiftThreshold = 6
  /// A faint change is visible when more than this share of the screen shifted by more than
  /// ``shiftThreshold``.
  public static let shiftShareThreshold = 0.25

  /// Measures the change from `before` to `after` (premultiplied colour as drawn, `scale`
  /// pixels per point); images of different sizes count as wholly changed.
  ///
  /// - Parameters:
  ///   - before: The picture before.
  ///   - after: The picture after.
  ///   - scale: Pixels per point of both pictures.
  ///   - screenPixels: When the pictures are the part of a screen of this many pixels around
  ///     everything that changed, the screen's pixel count: shares are of the whole screen.
  /// - Complexity: O(pixels).
  public init(
    from before: RGBAImage, to after: RGBAImage, scale: Double = 1, screenPixels: Int? = nil
  ) {
    let scale = scale > 0 && scale.isFinite ? scale : 1
    totalPixels = max(1, screenPixels ?? after.width * after.height, after.width * after.height)
    guard before.width == after.width, before.height == after.height else {
      changedPixels = totalPixels
      shiftedPixels = totalPixels
      largestDifference = 255
      changedLength = Double(after.width + after.height) / scale
      return
    }
    var changed = 0
    var shifted = 0
    var largest = 0
    let width = after.width
    let height = after.height
    var flags: [Bool] = []
    // The changed pixels' bounds: the core lies within them.
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    before.pixels.withUnsafeBufferPointer { left in
      after.pixels.withUnsafeBufferPointer { right in
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return }
        let rowBytes = width * 4
        for y in 0..<height {
          // Equal pixels change nothing: equal rows, then equal runs of four pixels, are
          // skipped (a still frame or a small spinner leaves nearly every row equal).
          let rowStart = y * rowBytes
          if memcmp(leftBase + rowStart, rightBase + rowStart, rowBytes) == 0 { continue }
          var x = 0
          while x < width {
            if x + 4 <= width {
              let offset = rowStart + x * 4
              let a = UnsafeRawPointer(leftBase + offset).loadUnaligned(as: SIMD16<UInt8>.self)
              let b = UnsafeRawPointer(rightBase + offset).loadUnaligned(as: SIMD16<UInt8>.self)
              if a == b {
                x += 4
                continue
              }
            }
            defer { x += 1 }
            let index = (y * width + x) * 4
            var pixelLargest = 0
            for channel in 0..<4 {
              let delta = abs(Int(left[index + channel]) - Int(right[index + channel]))
              pixelLargest = max(pixelLargest, delta)
            }
            largest = max(largest, pixelLargest)
            if pixelLargest > Self.shiftThreshold { shifted += 1 }
            guard pixelLargest > Self.pixelThreshold else { continue }
            if !Self.isWithinHalfPixelShift(right, of: left, x: x, y: y, width, height)
              && !Self.isWithinHalfPixelShift(left, of: right, x: x, y: y, width, height)
            {
              if flags.isEmpty { flags = Array(repeating: false, count: width * height) }
              flags[y * width + x] = true
              changed += 1
              minX = min(minX, x)
              maxX = max(maxX, x)
              minY = min(minY, y)
              maxY = max(maxY, y)
            }
          }
        }
      }
    }
    changedPixels = changed
    shiftedPixels = shifted
    largestDifference = largest
    let block = max(2, Int(scale.rounded()))
    changedLength =
      flags.isEmpty
      ? 0
      : Double(
        Self.coreOutline(
          flags, width, columns: minX..<maxX + 1, rows: minY..<maxY + 1, block: block)) / 2
        / scale
  }

  /// Whether `image`'s pixel at (x, y) lies, channel by channel, within what `neighbourhood`
  /// shows there after a shift of at most half a pixel (from its own colour half-way to each
  /// 3 x 3 neighbour's), widened by ``pixelThreshold``: an edge moved by less than half a
  /// pixel, or anti-aliased by other arithmetic.
  private static func isWithinHalfPixelShift(
    _ image: UnsafeBufferPointer<UInt8>, of neighbourhood: UnsafeBufferPointer<UInt8>,
    x: Int, y: Int, _ width: Int, _ height: Int
  ) -> Bool {
    let index = (y * width + x) * 4
    for channel in 0..<4 {
      var low = 255
      var high = 0
      for neighbourY in max(0, y - 1)...min(height - 1, y + 1) {
        for neighbourX in max(0, x - 1)...min(width - 1, x + 1) {
          let value = Int(neighbourhood[(neighbourY * width + neighbourX) * 4 + channel])
          low = min(low, value)
          high = max(high, value)
        }
      }
      let centre = Int(neighbourhood[index + channel])
      let value = Int(image[index + channel])
      if 2 * value < centre + low - 2 * pixelThreshold
        || 2 * value > centre + high + 2 * pixelThreshold
      {
        return false
      }
    }
    return true
  }

  /// The outline (4-neighbour pixel sides) of the changed pixels whose `block` x `block`
  /// square, from (x, y), changed entirely: a band narrower than `block` pixels has no such
  /// pixel. `flags` is `width` pixels a row; every changed pixel lies in `columns` x `rows`, so
  /// only they are walked (a pixel outside is no core pixel, as one beyond the image's edge).
  private static func coreOutline(
    _ flags: [Bool], _ width: Int, columns: Range<Int>, rows: Range<Int>, block: Int
  ) -> Int {
    let boxWidth = columns.count, boxHeight = rows.count
    guard boxWidth >= block, boxHeight >= block else { return 0 }
    // Rows first: a pixel starts a run of `block` changed pixels in its row; then columns.
    var runs = Array(repeating: false, count: boxWidth * boxHeight)
    for y in 0..<boxHeight {
      var run = 0
      let row = (rows.lowerBound + y) * width + columns.lowerBound
      for x in stride(from: boxWidth - 1, through: 0, by: -1) {
        run = flags[row + x] ? run + 1 : 0
        runs[y * boxWidth + x] = run >= block
      }
    }
    var core = Array(repeating: false, count: boxWidth * boxHeight)
    for x in 0..<boxWidth {
      var run = 0
      for y in stride(from: boxHeight - 1, through: 0, by: -1) {
        run = runs[y * boxWidth + x] ? run + 1 : 0
        core[y * boxWidth + x] = run >= block
      }
    }
    var outline = 0
    for y in 0..<boxHeight {
      for x in 0..<boxWidth where core[y * boxWidth + x] {
        let index = y * boxWidth + x
        if x == 0 || !core[index - 1] { outline += 1 }
        if x == boxWidth - 1 || !core[index + 1] { outline += 1 }
        if y == 0 || !core[index - boxWidth] { outline += 1 }
        if y == boxHeight - 1 || !core[index + boxWidth] { outline += 1 }
      }
    }
    return outline
  }

  /// The share of the screen that visibly changed (pixels that changed, core or not), 0...1.
  public var share: Double { Double(changedPixels) / Double(totalPixels) }

  /// The share of the screen that shifted by more than ``shiftThreshold``, 0...1.
  public var shiftedShare: Double { Double(shiftedPixels) / Double(totalPixels) }

  /// Whether a person would see the change as a cut: a region changing clearly or an edge
  /// moving over more than ``lengthThreshold`` points, or much of the screen shifting faintly.
  public var isVisible: Bool {
    changedLength > Self.lengthThreshold || shiftedShare > Self.shiftShareThreshold
  }

  /// "changed over 120 pt by more than 24/255 (up to 195/255; 4.12% of the screen)", or for a
  /// faint shift of much of the screen "93.5% of the screen shifted by more than 6/255 (up to
  /// 13/255)".
  public var description: String {
    func percent(_ value: Double) -> Double { (value * 10_000).rounded() / 100 }
    if changedLength <= Self.lengthThreshold, shiftedShare > Self.shiftShareThreshold {
      return "\(percent(shiftedShare))% of the screen shifted by more than "
        + "\(Self.shiftThreshold)/255 (up to \(largestDifference)/255)"
    }
    return "changed over \(Int(changedLength.rounded())) pt by more than "
      + "\(Self.pixelThreshold)/255 (up to \(largestDifference)/255; \(percent(share))% of the "
      + "screen)"
  }

  /// `before` and `after` side by side, with a gap of `gap` pixels of mid grey between them:
  /// the picture a failure saves so a person sees the cut at a glance.
  public static func sideBySide(_ before: RGBAImage, _ after: RGBAImage, gap: Int = 16)
    -> RGBAImage
  {
    let height = max(before.height, after.height)
    let width = before.width + gap + after.width
    var result = RGBAImage(width: width, height: height, fill: (128, 128, 128, 255))
    for (image, left) in [(before, 0), (after, before.width + gap)] {
      for y in 0..<image.height {
        let source = y * image.width * 4
        let target = (y * width + left) * 4
        result.pixels.replaceSubrange(
          target..<target + image.width * 4,
          with: image.pixels[source..<source + image.width * 4])
      }
    }
    return result
  }
}
