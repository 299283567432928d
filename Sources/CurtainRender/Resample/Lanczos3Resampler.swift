import Foundation

/// Resizes premultiplied images with a separable Lanczos-3 filter.
///
/// Premultiplied input is what makes the result right at transparent edges: averaging straight
/// colours would pull the colour of invisible pixels into the visible ones (dark fringes). When
/// shrinking, the kernel is widened by the shrink factor so every source pixel contributes (no
/// aliasing). Cost: O(output pixels x taps), taps = 6 x max(1, shrink factor) per axis.
public enum Lanczos3Resampler {
  /// The Lanczos-3 kernel: sinc(x) sinc(x / 3) for |x| < 3, else 0.
  public static func kernel(_ x: Double) -> Double {
    let distance = abs(x)
    if distance < 1e-9 { return 1 }
    if distance >= 3 { return 0 }
    let pix = Double.pi * distance
    return 3 * sin(pix) * sin(pix / 3) / (pix * pix)
  }

  /// `image` resized to `width` x `height` pixels (both at least 1).
  public static func resize(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
    precondition(width > 0 && height > 0, "the target size must be positive")
    guard image.width > 0, image.height > 0 else { return RGBAImage(width: width, height: height) }
    if width == image.width && height == image.height { return image }
    let columns = weights(from: image.width, to: width)
    let rows = weights(from: image.height, to: height)

    // Horizontal pass: source rows into a float buffer `width` wide.
    var horizontal = [Float](repeating: 0, count: width * image.height * 4)
    image.pixels.withUnsafeBufferPointer { source in
      horizontal.withUnsafeMutableBufferPointer { target in
        for y in 0..<image.height {
          let rowStart = y * image.width * 4
          for x in 0..<width {
            let taps = columns[x]
            var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
            taps.weights.withUnsafeBufferPointer { weights in
              var offset = rowStart + taps.first * 4
              for weight in weights {
                sums.0 += weight * Float(source[offset])
                sums.1 += weight * Float(source[offset + 1])
                sums.2 += weight * Float(source[offset + 2])
                sums.3 += weight * Float(source[offset + 3])
                offset += 4
              }
            }
            let out = (y * width + x) * 4
            target[out] = sums.0
            target[out + 1] = sums.1
            target[out + 2] = sums.2
            target[out + 3] = sums.3
          }
        }
      }
    }

    // Vertical pass: columns of the float buffer into bytes, clamped so colour never exceeds
    // alpha (the overshoot of a negative lobe must not make an invalid premultiplied pixel).
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    horizontal.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { target in
        for y in 0..<height {
          let taps = rows[y]
          taps.weights.withUnsafeBufferPointer { weights in
            for x in 0..<width {
              var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
              var offset = (taps.first * width + x) * 4
              for weight in weights {
                sums.0 += weight * source[offset]
                sums.1 += weight * source[offset + 1]
                sums.2 += weight * source[offset + 2]
                sums.3 += weight * source[offset + 3]
                offset += width * 4
              }
              let alpha = byte(sums.3)
              let out = (y * width + x) * 4
              target[out] = min(byte(sums.0), alpha)
              target[out + 1] = min(byte(sums.1), alpha)
              target[out + 2] = min(byte(sums.2), alpha)
              target[out + 3] = alpha
            }
          }
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  private struct Taps {
    var first: Int
    var weights: [Float]
  }

  /// Normalised filter taps for each output coordinate; taps outside the source are clamped to
  /// the edge pixel.
  private static func weights(from source: Int, to target: Int) -> [Taps] {
    let scale = Double(target) / Double(source)
    let stretch = max(1, 1 / scale)
    let support = 3 * stretch
    return (0..<target).map { output in
      let center = (Double(output) + 0.5) / scale - 0.5
      let first = Int((center - support).rounded(.up))
      let last = Int((center + support).rounded(.down))
      var raw = (first...last).map { kernel((Double($0) - center) / stretch) }
      let total = raw.reduce(0, +)
      if total != 0 { raw = raw.map { $0 / total } }
      // Fold taps that fall outside the image onto the edge pixels.
      let low = max(0, first)
      let high = min(source - 1, last)
      var folded = [Double](repeating: 0, count: max(0, high - low + 1))
      for (offset, weight) in raw.enumerated() {
        let index = min(max(first + offset, low), high)
        folded[index - low] += weight
      }
      return Taps(first: low, weights: folded.map { Float($0) })
    }
  }

  private static func byte(_ value: Float) -> UInt8 {
    UInt8(min(max(value.rounded(), 0), 255))
  }
}
