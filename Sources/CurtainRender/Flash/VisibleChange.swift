/// How much of a picture changes between two frames, as a person would judge a cut: the share
/// of pixels whose colour moves by more than a step an eye notices at a glance.
///
/// Why this measure: a jump a person sees is a region that changes colour at once (a logo
/// turning white, a background switching from navy to blue, a logo snapping to another size).
/// A mean measure such as PSNR dilutes a logo-sized change in a screen of unchanged pixels
/// (a yellow logo covering 2% of the screen turning white scores about 23 dB, which reads as
/// "similar"), while the share of visibly changed pixels counts it as the 2% of the screen it
/// is. An edge that moves by less than a pixel, or is anti-aliased by other arithmetic, is
/// not a cut: a pixel counts only when its new colour lies outside the range of its old 3 x 3
/// neighbourhood (widened by the step), or its old colour outside the new neighbourhood's.
/// A faint shift of much of the screen (a background a few levels off, as a video read with the
/// wrong colour matrix gives) is a cut too: ``shiftThreshold`` over ``shiftShareThreshold``.
/// The per-pixel step, ``pixelThreshold``, is far above rounding (1/255) and video compression noise (a few levels),
/// and below the smallest colour change designers make on purpose; the share,
/// ``shareThreshold``, is 0.1% of the screen: at 1 px per point on an iPhone, a patch of about
/// 18 x 18 points, the size of a small icon.
public struct VisibleChange: Hashable, Sendable, CustomStringConvertible {
  /// Pixels whose largest channel difference exceeds ``pixelThreshold`` and that no sub-pixel
  /// edge movement explains.
  public let changedPixels: Int
  /// Pixels whose largest channel difference exceeds ``shiftThreshold``: a faint change, seen
  /// only when it spans much of the screen.
  public let shiftedPixels: Int
  /// All pixels compared.
  public let totalPixels: Int
  /// The largest channel difference found (of 255).
  public let largestDifference: Int

  /// A pixel has visibly changed when a channel moved by more than this (of 255).
  public static let pixelThreshold = 24
  /// A change is visible when more than this share of the screen's pixels visibly changed.
  public static let shareThreshold = 0.001
  /// A faint step (of 255): a whole background shifting by this much is seen at a cut (a
  /// video read with another colour matrix than it was made with moves a blue by 6 to 13
  /// levels), while compression noise and rounding stay well under it.
  public static let shiftThreshold = 6
  /// A faint change is visible when more than this share of the screen shifted by more than
  /// ``shiftThreshold``.
  public static let shiftShareThreshold = 0.25

  /// Measures the change from `before` to `after` (premultiplied colour as drawn); images of
  /// different sizes count as wholly changed.
  ///
  /// - Complexity: O(pixels).
  public init(from before: RGBAImage, to after: RGBAImage) {
    totalPixels = max(1, after.width * after.height)
    guard before.width == after.width, before.height == after.height else {
      changedPixels = totalPixels
      shiftedPixels = totalPixels
      largestDifference = 255
      return
    }
    var changed = 0
    var shifted = 0
    var largest = 0
    let width = after.width
    let height = after.height
    before.pixels.withUnsafeBufferPointer { left in
      after.pixels.withUnsafeBufferPointer { right in
        for y in 0..<height {
          for x in 0..<width {
            let index = (y * width + x) * 4
            var pixelLargest = 0
            for channel in 0..<4 {
              let delta = abs(Int(left[index + channel]) - Int(right[index + channel]))
              pixelLargest = max(pixelLargest, delta)
            }
            largest = max(largest, pixelLargest)
            if pixelLargest > Self.shiftThreshold { shifted += 1 }
            guard pixelLargest > Self.pixelThreshold else { continue }
            if !Self.isWithinNeighbourhood(right, of: left, x: x, y: y, width, height)
              || !Self.isWithinNeighbourhood(left, of: right, x: x, y: y, width, height)
            {
              changed += 1
            }
          }
        }
      }
    }
    changedPixels = changed
    shiftedPixels = shifted
    largestDifference = largest
  }

  /// Whether `image`'s pixel at (x, y) lies, channel by channel, within the range of
  /// `neighbourhood`'s 3 x 3 pixels around the same place widened by ``pixelThreshold``: what
  /// an edge moved by less than a pixel, or anti-aliased by other arithmetic, looks like.
  private static func isWithinNeighbourhood(
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
      let value = Int(image[index + channel])
      if value < low - pixelThreshold || value > high + pixelThreshold { return false }
    }
    return true
  }

  /// The share of the screen that visibly changed, 0...1.
  public var share: Double { Double(changedPixels) / Double(totalPixels) }

  /// The share of the screen that shifted by more than ``shiftThreshold``, 0...1.
  public var shiftedShare: Double { Double(shiftedPixels) / Double(totalPixels) }

  /// Whether a person would see the change as a cut: a region changing clearly, or much of
  /// the screen shifting faintly.
  public var isVisible: Bool {
    share > Self.shareThreshold || shiftedShare > Self.shiftShareThreshold
  }

  /// "4.12% of the screen changed by more than 24/255 (up to 195/255)", or for a faint shift
  /// of much of the screen "93.5% of the screen shifted by more than 6/255 (up to 13/255)".
  public var description: String {
    func percent(_ value: Double) -> Double { (value * 10_000).rounded() / 100 }
    if share <= Self.shareThreshold, shiftedShare > Self.shiftShareThreshold {
      return "\(percent(shiftedShare))% of the screen shifted by more than "
        + "\(Self.shiftThreshold)/255 (up to \(largestDifference)/255)"
    }
    return "\(percent(share))% of the screen changed by more than \(Self.pixelThreshold)/255 "
      + "(up to \(largestDifference)/255)"
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
