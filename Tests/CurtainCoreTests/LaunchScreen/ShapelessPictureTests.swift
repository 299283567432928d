import CurtainCore
import Testing

/// A fill or a linear gradient stretches without a shape to distort; a logo, a photo or a
/// radial gradient does not.
@Suite struct ShapelessPictureTests {
  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var width = 48
    var height = 32
    var pixel: @Sendable (Int, Int) -> (Double, Double, Double, Double)
    var shapeless: Bool
  }

  static let cases: [Case] = [
    Case(description: "a fill", pixel: { _, _ in (29, 161, 242, 255) }, shapeless: true),
    Case(
      description: "a vertical gradient",
      pixel: { _, y in (255 - Double(y) * 8, 0, Double(y) * 8, 255) }, shapeless: true),
    Case(
      description: "a diagonal gradient, corner to corner",
      pixel: { x, y in
        let t = (Double(x) / 47 + Double(y) / 31) / 2
        return (255 * (1 - t), 122, 255 * t, 255)
      }, shapeless: true),
    Case(
      description: "a translucent horizontal gradient",
      pixel: { x, _ in (0, 0, 0, Double(x) * 5) }, shapeless: true),
    Case(
      description: "one pixel", width: 1, height: 1, pixel: { _, _ in (1, 2, 3, 4) },
      shapeless: true),
    Case(
      description: "a disc on a fill (a logo)",
      pixel: { x, y in
        let inside = (x - 24) * (x - 24) + (y - 16) * (y - 16) < 100
        return inside ? (255, 255, 255, 255) : (29, 161, 242, 255)
      }, shapeless: false),
    Case(
      description: "a radial gradient",
      pixel: { x, y in
        let d = Double((x - 24) * (x - 24) + (y - 16) * (y - 16)).squareRoot()
        return (min(255, d * 8), 0, 0, 255)
      }, shapeless: false),
    Case(
      description: "a gradient with one stray pixel 5 levels off",
      pixel: { x, y in (Double(y) * 8 + (x == 30 && y == 10 ? 5 : 0), 0, 0, 255) },
      shapeless: false),
    Case(
      description: "no pixels", width: 0, height: 0, pixel: { _, _ in (0, 0, 0, 0) },
      shapeless: false),
  ]

  @Test(arguments: cases)
  func tellsAStretchableFillFromAShape(_ entry: Case) {
    var rgba: [UInt8] = []
    for y in 0..<entry.height {
      for x in 0..<entry.width {
        let (r, g, b, a) = entry.pixel(x, y)
        rgba += [r, g, b, a].map { UInt8(max(0, min(255, $0.rounded()))) }
      }
    }
    #expect(
      ShapelessPicture.isShapeless(rgba: rgba, width: entry.width, height: entry.height)
        == entry.shapeless)
  }

  /// A buffer shorter than the size it claims is no picture.
  @Test func aShortBufferIsNotShapeless() {
    #expect(!ShapelessPicture.isShapeless(rgba: [0, 0, 0, 255], width: 2, height: 2))
  }
}
