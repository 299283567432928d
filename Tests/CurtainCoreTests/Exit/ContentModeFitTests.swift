import Testing

@testable import CurtainCore

/// One fitting rule for the reveal's geometry, the renderer and the Apple layer.
@Suite struct ContentModeFitTests {
  static let bounds = Rect(x: 0, y: 0, width: 100, height: 200)
  static let image = Size(width: 50, height: 25)

  @Test(arguments: [
    (ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 200)),
    (.scaleAspectFit, Rect(x: 0, y: 75, width: 100, height: 50)),
    (.scaleAspectFill, Rect(x: -150, y: 0, width: 400, height: 200)),
    (.center, Rect(x: 25, y: 87.5, width: 50, height: 25)),
    (.top, Rect(x: 25, y: 0, width: 50, height: 25)),
    (.bottom, Rect(x: 25, y: 175, width: 50, height: 25)),
    (.left, Rect(x: 0, y: 87.5, width: 50, height: 25)),
    (.right, Rect(x: 50, y: 87.5, width: 50, height: 25)),
    (.topLeft, Rect(x: 0, y: 0, width: 50, height: 25)),
    (.topRight, Rect(x: 50, y: 0, width: 50, height: 25)),
    (.bottomLeft, Rect(x: 0, y: 175, width: 50, height: 25)),
    (.bottomRight, Rect(x: 50, y: 175, width: 50, height: 25)),
  ])
  func placesTheImageAsUIKitDoes(mode: ContentMode, expected: Rect) {
    #expect(mode.fittedRect(imageSize: Self.image, in: Self.bounds) == expected)
  }

  /// An image with no width or height fills nothing in the aspect modes, for the reveal and
  /// the renderer alike (the reveal's copy of the rule returned the whole bounds).
  @Test(arguments: [Size.zero, Size(width: 0, height: 10), Size(width: 10, height: 0)])
  func anEmptyImageFillsNothing(size: Size) {
    for mode in [ContentMode.scaleAspectFit, .scaleAspectFill] {
      let rect = mode.fittedRect(imageSize: size, in: Self.bounds)
      #expect(rect.size == .zero)
      #expect(rect.center == Self.bounds.center)
    }
  }

  @Test func everyModeIsCovered() {
    #expect(ContentMode.allCases.count == 12)
  }
}
