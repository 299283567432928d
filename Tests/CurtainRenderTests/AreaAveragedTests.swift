import Testing

@testable import CurtainRender

/// The area average made a few rows at a time (`RGBAImage.areaAveraged`, rows averaged across
/// into a ring as the new rows need them) gives the same bytes as averaging the whole image
/// across first, then down, for shrinking and growing, odd ratios and mipmap levels of odd
/// sizes.
@Suite struct AreaAveragedTests {
  /// The area average with every row averaged across first, into one buffer of the whole
  /// image: the sums `areaAveraged` must reproduce exactly.
  static func wholeImageAverage(_ image: RGBAImage, width newWidth: Int, height newHeight: Int)
    -> [UInt8]
  {
    func contributions(from source: Int, to target: Int) -> [(first: Int, weights: [Float])] {
      let ratio = Double(source) / Double(target)
      return (0..<target).map { index in
        guard ratio > 1 else {
          return (min(source - 1, Int((Double(index) + 0.5) * ratio)), [1])
        }
        let start = Double(index) * ratio, end = min(Double(source), start + ratio)
        let first = Int(start), last = min(source - 1, Int(end.rounded(.up)) - 1)
        let weights = (first...last).map { cell in
          Float((min(end, Double(cell + 1)) - max(start, Double(cell))) / ratio)
        }
        return (first, weights)
      }
    }
    let columns = contributions(from: image.width, to: newWidth)
    let rows = contributions(from: image.height, to: newHeight)
    let rowLength = newWidth * 4
    var across = [Float](repeating: 0, count: rowLength * image.height)
    for y in 0..<image.height {
      for (x, column) in columns.enumerated() {
        for channel in 0..<4 {
          var sum: Float = 0
          for (offset, weight) in column.weights.enumerated() {
            let pixel = y * image.width + column.first + offset
            sum += Float(image.pixels[pixel * 4 + channel]) * weight
          }
          across[y * rowLength + x * 4 + channel] = sum
        }
      }
    }
    var result = [UInt8](repeating: 0, count: rowLength * newHeight)
    for (y, row) in rows.enumerated() {
      for x in 0..<rowLength {
        var sum: Float = 0
        for (offset, weight) in row.weights.enumerated() {
          sum += across[(row.first + offset) * rowLength + x] * weight
        }
        result[y * rowLength + x] = UInt8(min(max(sum.rounded(), 0), 255))
      }
    }
    return result
  }

  /// (source width, height, new width, height): a screenshot's level 2 at a fifth of the size,
  /// odd ratios both ways, one axis growing, a single row and column.
  static let sizes: [(Int, Int, Int, Int)] = [
    (59, 128, 14, 32), (37, 23, 9, 20), (10, 5, 3, 12), (7, 40, 7, 3), (33, 1, 4, 1),
    (1, 50, 1, 7), (25, 25, 24, 24),
  ]

  @Test(arguments: sizes)
  func theRingGivesTheWholeImageAverage(size: (Int, Int, Int, Int)) {
    let (width, height, newWidth, newHeight) = size
    let image = HalvedImageTests.noise(width: width, height: height, seed: UInt64(width + height))
    let made = image.areaAveraged(width: newWidth, height: newHeight).pixels
    let expected = Self.wholeImageAverage(image, width: newWidth, height: newHeight)
    // A count of differing bytes, not the arrays (thousands of values to print).
    #expect(made.count == expected.count)
    #expect(zip(made, expected).filter { $0 != $1 }.count == 0)
  }
}
