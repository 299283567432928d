import CurtainCore
import Testing

@testable import CurtainRender

/// Enlarged images with long stretches of equal pixels (the inside and outside of a logo), which
/// the axis-aligned sampler fills as one run, draw the same bytes as bilinear sampling pixel by
/// pixel.
@Suite struct EnlargedStretchTests {
  /// A 24 x 3 image: transparent, then opaque blue, a translucent step, a ramp, opaque blue.
  static let source: RGBAImage = {
    var pixels: [UInt8] = []
    for y in 0..<3 {
      for x in 0..<24 {
        let pixel: [UInt8] =
          switch x {
          case 0..<5: [0, 0, 0, 0]
          case 5..<11: [0, 0, 255, 255]
          case 11..<13: [0, 0, 100, 100]
          case 13..<17: [UInt8(x * 12), UInt8(y * 40), 200, 255]
          default: [0, 0, 255, 255]
          }
        pixels += pixel
      }
    }
    return RGBAImage(width: 24, height: 3, pixels: pixels)
  }()

  /// The sampler's fixed-point bilinear sample at canvas pixel (`x`, `y`) for an image drawn
  /// `scale` times its size at the origin: vertical interpolation first, then horizontal.
  static func expected(x: Int, y: Int, scale: Double) -> [UInt32] {
    func position(_ canvas: Int, _ last: Int) -> (Int, Int, UInt32) {
      let fixed = Int((((Double(canvas) + 0.5) / scale - 0.5) * 256).rounded(.down))
      let low = fixed >> 8, first = min(max(low, 0), last), second = min(max(low + 1, 0), last)
      return (first, second, first == second ? 0 : UInt32(fixed & 255))
    }
    let (left, right, weightX) = position(x, source.width - 1)
    let (top, bottom, weightY) = position(y, source.height - 1)
    func channel(_ column: Int, _ row: Int, _ index: Int) -> UInt32 {
      UInt32(source.pixels[(row * source.width + column) * 4 + index])
    }
    let straight = (0..<4).map { index in
      let upper =
        (channel(left, top, index) * (256 - weightY)
          + channel(left, bottom, index) * weightY) >> 8
      let lower =
        (channel(right, top, index) * (256 - weightY)
          + channel(right, bottom, index) * weightY) >> 8
      return (upper * (256 - weightX) + lower * weightX) >> 8
    }
    // Over the opaque black background: the colour stays, alpha becomes 255.
    return [straight[0], straight[1], straight[2], 255]
  }

  @Test(arguments: [2.6, 3, 4.3])
  func enlargedStretchesMatchPixelByPixelSampling(scale: Double) throws {
    let width = 24 * scale, height = 3 * scale
    let layer = Layer(
      id: "logo", frame: Rect(x: 0, y: 0, width: width, height: height),
      content: .image(ImageSource(name: "logo"), .scaleToFill))
    let stage = CompositorTests.stage(
      width: width.rounded(.up), height: height.rounded(.up), [CompositorTests.window([layer])])
    let image = try CompositorTests.render(stage, images: ["logo": Self.source])
    for y in 0..<Int(height) {
      for x in 0..<Int(width) {
        let (red, green, blue, alpha) = image[x, y]
        let drawn = [red, green, blue, alpha].map(UInt32.init)
        #expect(drawn == Self.expected(x: x, y: y, scale: scale), "pixel \(x), \(y)")
      }
    }
  }
}
