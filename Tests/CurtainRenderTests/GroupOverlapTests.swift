import Testing

@testable import CurtainRender

/// The rectangles a translucent group draws offscreen: exactly the pixels two of its parts may
/// both touch, not the rectangle spanning them (a splash's logo and branding, far apart over
/// their background, would take the whole column between them offscreen).
@Suite struct GroupOverlapTests {
  static func rect(_ minX: Int, _ minY: Int, _ maxX: Int, _ maxY: Int) -> PixelRect {
    PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }

  /// Parts' areas, by case.
  static let cases: [String: [PixelRect]] = [
    "apart": [rect(0, 0, 10, 10), rect(20, 20, 30, 30)],
    "splash: logo and branding over the background": [
      rect(0, 0, 60, 90), rect(20, 20, 40, 40), rect(20, 75, 40, 85),
    ],
    "three overlapping one another": [
      rect(0, 0, 20, 20), rect(10, 5, 30, 25), rect(5, 10, 25, 30),
    ],
    "the same rectangle twice": [rect(3, 3, 9, 9), rect(3, 3, 9, 9)],
    "one inside another": [rect(0, 0, 40, 40), rect(10, 10, 20, 20), rect(30, 30, 50, 50)],
    "none": [],
  ]

  /// Pixels held by two of `areas`, one by one.
  static func sharedPixels(_ areas: [PixelRect]) -> Set<[Int]> {
    var shared = Set<[Int]>()
    for (index, first) in areas.enumerated() {
      for second in areas[(index + 1)...] {
        let cut = first.intersection(second)
        guard !cut.isEmpty else { continue }
        for y in cut.minY..<cut.maxY { for x in cut.minX..<cut.maxX { shared.insert([x, y]) } }
      }
    }
    return shared
  }

  @Test(arguments: cases.keys.sorted())
  func piecesHoldExactlyTheSharedPixelsOnce(_ name: String) throws {
    let areas = try #require(Self.cases[name])
    let pieces = Compositor.overlaps(of: areas)
    var covered: [[Int]] = []
    for piece in pieces {
      #expect(!piece.isEmpty)
      for y in piece.minY..<piece.maxY {
        for x in piece.minX..<piece.maxX { covered.append([x, y]) }
      }
    }
    let exact = Set(covered) == Self.sharedPixels(areas)
    #expect(exact, "pieces differ from the shared pixels")
    let disjoint = covered.count == Set(covered).count
    #expect(disjoint, "pieces overlap")
  }

  @Test func manyPiecesBecomeTheRectangleSpanningThem() {
    // A staircase: each area overlaps the next, eleven separate corners.
    let areas = (0..<12).map { Self.rect($0 * 10, $0 * 10, $0 * 10 + 15, $0 * 10 + 15) }
    let pieces = Compositor.overlaps(of: areas)
    #expect(pieces == [Self.rect(10, 10, 115, 115)])
    #expect(Compositor.overlaps(of: Array(areas.prefix(9))).count == 8)
  }
}
