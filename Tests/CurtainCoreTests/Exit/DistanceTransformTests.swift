import Testing

@testable import CurtainCore

@Suite("Distance transform")
struct DistanceTransformTests {
  @Test("Matches brute force on random masks", arguments: [1, 2, 3, 4, 5] as [UInt64])
  func matchesBruteForce(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let width = Int.random(in: 1...23, using: &random)
    let height = Int.random(in: 1...23, using: &random)
    let foreground = (0..<(width * height)).map { _ in
      Double.random(in: 0..<1, using: &random) < 0.8
    }
    let fast = DistanceTransform.squaredDistances(
      width: width, height: height, isForeground: foreground)
    for y in 0..<height {
      for x in 0..<width {
        var best = Double.infinity
        for by in -1...height {
          for bx in -1...width {
            let inside = bx >= 0 && by >= 0 && bx < width && by < height
            guard !inside || !foreground[by * width + bx] else { continue }
            best = min(best, Double((bx - x) * (bx - x) + (by - y) * (by - y)))
          }
        }
        let expected = foreground[y * width + x] ? best : 0
        #expect(fast[y * width + x] == expected, "(\(x), \(y))")
      }
    }
  }
}
