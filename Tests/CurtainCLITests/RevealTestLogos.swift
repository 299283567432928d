import CurtainRender
import Foundation

/// Logos whose edges are mostly partly transparent, the ones a reveal must not change at its
/// first frame: 256 x 256 px, premultiplied.
enum RevealTestLogos: String, CaseIterable, Sendable {
  /// A dark disc over a wide, soft black shadow (alpha up to 0.6).
  case softShadow
  /// A disc a shade off the launch background, with a soft 6 px edge.
  case nearBackground
  /// A ring and a cross of 1 px lines around a small solid dot (the hole opens from it): most
  /// of its pixels end partly covered once scaled.
  case hairline

  static let size = 256

  /// The straight colour (0...1) and coverage of the pixel centred at (`x`, `y`).
  private func pixel(x: Double, y: Double) -> (Double, Double, Double, Double) {
    let centre = Double(Self.size) / 2
    switch self {
    case .softShadow:
      let disc = min(max(70 - hypot(x - centre + 8, y - centre + 8), 0), 1)
      let shadowDistance = hypot(x - centre - 10, y - centre - 10)
      let shadow = 0.6 * exp(-pow(max(shadowDistance - 50, 0) / 22, 2))
      // The disc over its shadow.
      let alpha = disc + shadow * (1 - disc)
      guard alpha > 0 else { return (0, 0, 0, 0) }
      let colour = (0.1 * disc) / alpha
      return (colour, colour, 0.35 * disc / alpha, alpha)
    case .nearBackground:
      let alpha = min(max((100 - hypot(x - centre, y - centre)) / 6, 0), 1)
      return (0.16, 0.67, 0.97, alpha)
    case .hairline:
      let ring = abs(hypot(x - centre, y - centre) - 100) < 0.6
      let cross = abs(x - centre - 0.5) < 0.5 || abs(y - centre - 0.5) < 0.5
      let distance = hypot(x - centre, y - centre)
      return (1, 1, 1, ring || (cross && distance < 100) || distance < 10 ? 1 : 0)
    }
  }

  /// The logo's pixels.
  var image: RGBAImage {
    var image = RGBAImage(width: Self.size, height: Self.size)
    for y in 0..<Self.size {
      for x in 0..<Self.size {
        let (red, green, blue, alpha) = pixel(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let offset = (y * Self.size + x) * 4
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        image.pixels[offset] = byte(red * alpha)
        image.pixels[offset + 1] = byte(green * alpha)
        image.pixels[offset + 2] = byte(blue * alpha)
        image.pixels[offset + 3] = byte(alpha)
      }
    }
    return image
  }
}
