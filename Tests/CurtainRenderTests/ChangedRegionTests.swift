import Testing

@testable import CurtainRender

@Suite struct ChangedRegionTests {
  struct Change: CustomTestStringConvertible, Sendable {
    var pixels: [(x: Int, y: Int)]
    var expected: PixelRect?
    var testDescription: String { "\(pixels.map { "(\($0.x),\($0.y))" }.joined(separator: " "))" }
  }

  static let changes = [
    Change(pixels: [], expected: nil),
    Change(pixels: [(0, 0)], expected: PixelRect(minX: 0, minY: 0, maxX: 1, maxY: 1)),
    Change(pixels: [(8, 4)], expected: PixelRect(minX: 8, minY: 4, maxX: 9, maxY: 5)),
    Change(pixels: [(1, 2)], expected: PixelRect(minX: 1, minY: 2, maxX: 2, maxY: 3)),
    Change(pixels: [(2, 1), (6, 3)], expected: PixelRect(minX: 2, minY: 1, maxX: 7, maxY: 4)),
    Change(pixels: [(7, 0), (3, 4)], expected: PixelRect(minX: 3, minY: 0, maxX: 8, maxY: 5)),
    Change(pixels: [(0, 4), (8, 0)], expected: PixelRect(minX: 0, minY: 0, maxX: 9, maxY: 5)),
  ]

  /// A 9 x 5 frame (odd width: the two-pixel steps meet a lone pixel at each end).
  @Test(arguments: changes)
  func smallestRectangleHoldingEveryChange(_ change: Change) {
    let old = RGBAImage(width: 9, height: 5, fill: (10, 20, 30, 255))
    var new = old
    for (x, y) in change.pixels { new.pixels[(y * 9 + x) * 4 + 2] = 99 }
    #expect(ChangedRegion(from: old, to: new).rect == change.expected)
  }

  @Test func aChangeInTheAlphaByteCounts() {
    let old = RGBAImage(width: 4, height: 3, fill: (0, 0, 0, 255))
    var new = old
    new.pixels[(1 * 4 + 3) * 4 + 3] = 254
    #expect(ChangedRegion(from: old, to: new).rect == PixelRect(minX: 3, minY: 1, maxX: 4, maxY: 2))
  }
}

/// Searched inside an area, the rectangle is the same as searched everywhere when the area
/// holds every change, whatever the area's corner.
@Suite struct ChangedRegionWithinAreaTests {
  static let areas = [
    PixelRect(minX: 2, minY: 1, maxX: 7, maxY: 4),
    PixelRect(minX: 1, minY: 0, maxX: 9, maxY: 5),
    PixelRect(minX: 0, minY: 1, maxX: 8, maxY: 4),
    PixelRect(minX: -3, minY: -2, maxX: 20, maxY: 9),
  ]

  @Test(arguments: areas)
  func theRectangleFoundInsideTheAreaIsTheSame(_ area: PixelRect) {
    let old = RGBAImage(width: 9, height: 5, fill: (10, 20, 30, 255))
    var new = old
    for (x, y) in [(2, 1), (6, 3), (4, 2)] { new.pixels[(y * 9 + x) * 4 + 1] = 99 }
    #expect(
      ChangedRegion(from: old, to: new, within: area).rect
        == PixelRect(minX: 2, minY: 1, maxX: 7, maxY: 4))
  }

  @Test func aChangeOutsideTheAreaIsNotRead() {
    let old = RGBAImage(width: 9, height: 5, fill: (10, 20, 30, 255))
    var new = old
    new.pixels[(4 * 9 + 8) * 4] = 1
    #expect(
      ChangedRegion(from: old, to: new, within: PixelRect(minX: 0, minY: 0, maxX: 8, maxY: 4))
        .rect == nil)
  }
}
