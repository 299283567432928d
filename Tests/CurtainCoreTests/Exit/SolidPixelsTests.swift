import Testing

@testable import CurtainCore

@Suite("Solid pixels")
struct SolidPixelsTests {
  /// A pixel is solid when it and its eight neighbours all have the mask's highest alpha
  /// (outside the mask counts as clear): the two-pass count gives the same pixels as that rule
  /// read directly, on thin, tiny and random masks with many fully opaque pixels.
  @Test(
    "Match the 3x3 rule",
    arguments: [
      (1, 1, 1), (2, 2, 2), (1, 9, 3), (9, 1, 4), (3, 3, 5), (4, 5, 6), (17, 13, 7), (23, 19, 8),
    ] as [(Int, Int, UInt64)])
  func matchTheRule(width: Int, height: Int, seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let top = UInt8.random(in: 1...255, using: &random)
    let alpha = (0..<(width * height)).map { _ in
      Double.random(in: 0..<1, using: &random) < 0.85
        ? top : UInt8.random(in: 0...top, using: &random)
    }
    let opaque = max(1, alpha.max() ?? 0)
    let mask = try AlphaMask(width: width, height: height, alpha: alpha)
    let solid = RevealGeometry.solidPixels(of: mask)
    for y in 0..<height {
      for x in 0..<width {
        let expected = (-1...1).allSatisfy { dy in
          (-1...1).allSatisfy { dx in mask.alpha(x: x + dx, y: y + dy) >= opaque }
        }
        #expect(solid[y * width + x] == expected, "(\(x), \(y))")
      }
    }
  }
}
