import CurtainCore
import Testing

/// The point size of an image set made for a view: what `generate` writes and what the
/// renderer and the reveal read.
@Suite struct ImageSetSizingTests {
  @Test(arguments: [
    (ContentMode.scaleAspectFit, 200, 100, Size(width: 120, height: 60)),
    (ContentMode.scaleAspectFill, 200, 100, Size(width: 240, height: 120)),
    (ContentMode.scaleToFill, 200, 100, Size(width: 120, height: 120)),
    (ContentMode.center, 100, 200, Size(width: 60, height: 120)),
    (ContentMode.topLeft, 1024, 512, Size(width: 120, height: 60)),
    // Sizes that floating-point division used to leave noisy (84 * (1000 / 1000) and friends).
    (ContentMode.scaleAspectFit, 1000, 500, Size(width: 120, height: 60)),
    (ContentMode.scaleAspectFit, 300, 1000, Size(width: 36, height: 120)),
  ])
  func thePointSizeFollowsTheContentMode(
    mode: ContentMode, width: Int, height: Int, expected: Size
  ) {
    let sizing = ImageSetSizing(box: Size(width: 120, height: 120), contentMode: mode)
    #expect(sizing.pointSize(pixelWidth: width, pixelHeight: height) == expected)
  }

  /// Any scale of the same picture has the same point size: the 1024 px source, the 3x file
  /// (360 px) and the 1x file (120 px) of a 120 pt logo.
  @Test(arguments: [1024, 360, 240, 120])
  func everyScaleOfAPictureHasTheSetsPointSize(pixels: Int) {
    let source = ImageSource(
      name: "logo.png",
      imageSet: ImageSetSizing(box: Size(width: 120, height: 120), contentMode: .center))
    #expect(
      source.pointSize(pixelWidth: pixels, pixelHeight: pixels / 2)
        == Size(width: 120, height: 60))
  }

  /// Without an image set the pixels are divided by the image's scale (`UIImage.scale`).
  @Test func aPlainImageIsItsPixelsAtItsScale() {
    #expect(
      ImageSource(name: "snapshot.png", scale: 3).pointSize(pixelWidth: 1179, pixelHeight: 2556)
        == Size(width: 393, height: 852))
  }
}
