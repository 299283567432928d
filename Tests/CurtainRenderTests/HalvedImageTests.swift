import Testing

@testable import CurtainRender

/// A mipmap level made by halving (`RGBAImage.halved`, taken by `resized` at exactly half the
/// size) gives the same bytes as the general area average it replaces.
@Suite struct HalvedImageTests {
  /// Pseudo-random premultiplied pixels (a fixed linear congruential sequence), every channel
  /// value and every 2 x 2 remainder reached.
  static func noise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
    var state = seed
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let alpha = UInt8(truncatingIfNeeded: state >> 56)
      for channel in 0..<3 {
        let value = UInt8(truncatingIfNeeded: state >> (8 * UInt64(channel) + 24))
        pixels[index + channel] = min(value, alpha)
      }
      pixels[index + 3] = alpha
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  @Test(arguments: [(2, 2), (4, 6), (34, 18), (390, 8), (2, 844)])
  func halvingEqualsTheAreaAverage(width: Int, height: Int) {
    let image = Self.noise(width: width, height: height, seed: UInt64(width * 1000 + height))
    let halved = image.resized(width: width / 2, height: height / 2)
    #expect(halved == image.areaAveraged(width: width / 2, height: height / 2))
  }

  /// Means of a quarter, a half and three quarters: halves round up, as the area average's.
  static let blocks: [(block: [UInt8], mean: UInt8)] = [
    ([0, 0, 0, 1], 0), ([0, 0, 1, 1], 1), ([0, 1, 1, 1], 1), ([1, 2, 2, 2], 2),
    ([255, 255, 255, 254], 255), ([10, 11, 10, 11], 11),
  ]

  @Test(arguments: blocks)
  func aBlockRoundsToTheNearest(block: [UInt8], mean: UInt8) {
    var pixels = [UInt8](repeating: 0, count: 16)
    for (pixel, value) in block.enumerated() {
      for channel in 0..<4 { pixels[pixel * 4 + channel] = value }
    }
    let image = RGBAImage(width: 2, height: 2, pixels: pixels)
    #expect(image.resized(width: 1, height: 1).pixels == [mean, mean, mean, mean])
  }
}
