import Testing

@testable import CurtainRender

@Suite struct PremultiplicationTests {
  /// Spans of 1 to 5 pixels (4 to 20 bytes: whole 8-byte words and a 4-byte tail), with one
  /// half-transparent pixel at every position in turn, or none.
  static let cases: [(pixels: Int, transparent: Int?)] =
    (1...5).flatMap { count in [(count, nil)] + (0..<count).map { (count, $0) } }

  @Test(arguments: cases)
  func onlyTheTransparentPixelIsScaled(pixels: Int, transparent: Int?) {
    var bytes = [UInt8](repeating: 0, count: pixels * 4)
    for pixel in 0..<pixels {
      bytes[pixel * 4..<pixel * 4 + 4] =
        pixel == transparent ? [255, 100, 0, 128] : [10, 20, 30, 255]
    }
    #expect(bytes.withUnsafeBytes { Premultiplication.isOpaque($0) } == (transparent == nil))
    bytes.withUnsafeMutableBufferPointer { Premultiplication.premultiply($0) }
    for pixel in 0..<pixels {
      let expected: [UInt8] = pixel == transparent ? [128, 50, 0, 128] : [10, 20, 30, 255]
      #expect(Array(bytes[pixel * 4..<pixel * 4 + 4]) == expected, "pixel \(pixel) of \(pixels)")
    }
  }

  /// Straightening skips opaque pixels two at a time: every pixel, wherever it falls in a pair
  /// and whatever its neighbours are, comes out as the one-pixel formula says.
  @Test(arguments: cases)
  func straighteningDividesOnlyTranslucentPixels(pixels: Int, transparent: Int?) {
    var bytes = [UInt8](repeating: 0, count: pixels * 4)
    for pixel in 0..<pixels {
      bytes[pixel * 4..<pixel * 4 + 4] =
        pixel == transparent
        ? [128, 50, 0, 128] : pixel % 3 == 2 ? [0, 0, 0, 0] : [10, 20, 30, 255]
    }
    bytes.withUnsafeMutableBytes { Premultiplication.straighten($0) }
    for pixel in 0..<pixels {
      let expected: [UInt8] =
        pixel == transparent
        ? [255, 100, 0, 128] : pixel % 3 == 2 ? [0, 0, 0, 0] : [10, 20, 30, 255]
      #expect(Array(bytes[pixel * 4..<pixel * 4 + 4]) == expected, "pixel \(pixel) of \(pixels)")
    }
  }
}
