import CurtainRender
import Testing

/// The measure `curtain check` judges cuts with: what a person sees changes, what an eye cannot
/// tell apart (rounding, an edge moved by less than a pixel, a speck) does not.
@Suite struct VisibleChangeTests {
  static let navy: (UInt8, UInt8, UInt8, UInt8) = (11, 25, 41, 255)

  /// A 200 x 400 navy screen with a `size` px square of `colour` at (`x`, 100).
  static func screen(
    square size: Int, at x: Int, colour: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
  ) -> RGBAImage {
    var image = RGBAImage(width: 200, height: 400, fill: navy)
    for y in 100..<100 + size {
      for column in x..<x + size {
        let index = (y * 200 + column) * 4
        image.pixels[index] = colour.0
        image.pixels[index + 1] = colour.1
        image.pixels[index + 2] = colour.2
        image.pixels[index + 3] = colour.3
      }
    }
    return image
  }

  @Test func theSamePictureHasNoChange() {
    let picture = Self.screen(square: 40, at: 80)
    let change = VisibleChange(from: picture, to: picture)
    #expect(change.changedPixels == 0 && change.largestDifference == 0 && !change.isVisible)
  }

  @Test func roundingIsNotAChange() {
    let before = Self.screen(square: 40, at: 80)
    var after = before
    for index in stride(from: 0, to: after.pixels.count, by: 4) {
      after.pixels[index] = after.pixels[index] == 255 ? 254 : after.pixels[index] + 1
    }
    #expect(!VisibleChange(from: before, to: after).isVisible)
  }

  /// An edge moved by one pixel (anti-aliasing by other arithmetic): no cut.
  @Test func anEdgeMovedByAPixelIsNotAChange() {
    let change = VisibleChange(
      from: Self.screen(square: 40, at: 80), to: Self.screen(square: 40, at: 81))
    #expect(change.changedPixels == 0)
    #expect(change.largestDifference > VisibleChange.pixelThreshold)
  }

  /// A logo-sized square turning another colour: 2% of the screen, a cut.
  @Test func aLogoChangingColourIsVisible() {
    let change = VisibleChange(
      from: Self.screen(square: 40, at: 80, colour: (255, 200, 60, 255)),
      to: Self.screen(square: 40, at: 80))
    #expect(change.changedPixels == 40 * 40)
    #expect(change.isVisible)
  }

  /// A logo snapping to another size: the pixels it gained, beyond the edge, changed.
  @Test func aLogoSnappingToAnotherSizeIsVisible() {
    let change = VisibleChange(
      from: Self.screen(square: 40, at: 80), to: Self.screen(square: 60, at: 70))
    #expect(change.isVisible)
  }

  /// A speck under 0.1% of the screen (a 8 x 8 px square of 80,000 px) is below the share.
  @Test func aSpeckIsBelowTheShare() {
    let change = VisibleChange(
      from: Self.screen(square: 8, at: 80, colour: (255, 0, 0, 255)),
      to: Self.screen(square: 8, at: 80))
    #expect(change.changedPixels == 64)
    #expect(!change.isVisible)
  }

  @Test func picturesOfDifferentSizesAreWhollyChanged() {
    let change = VisibleChange(
      from: RGBAImage(width: 10, height: 10), to: RGBAImage(width: 10, height: 20))
    #expect(change.share == 1 && change.isVisible)
  }

  @Test func sideBySidePutsBothPicturesWithAGap() {
    let before = RGBAImage(width: 3, height: 2, fill: (255, 0, 0, 255))
    let after = RGBAImage(width: 3, height: 2, fill: (0, 0, 255, 255))
    let pair = VisibleChange.sideBySide(before, after, gap: 2)
    #expect(pair.width == 8 && pair.height == 2)
    #expect(pair[0, 1] == (255, 0, 0, 255))
    #expect(pair[3, 0] == (128, 128, 128, 255))
    #expect(pair[7, 1] == (0, 0, 255, 255))
  }
}

/// A faint shift of the whole background: a video read with another colour matrix than it was
/// made with (BT.601 samples read as BT.709 move #1DA1F2 to (16, 153, 247)).
@Suite struct VisibleShiftTests {
  @Test func aWholeBackgroundShiftedByAFewLevelsIsVisible() {
    let before = RGBAImage(width: 100, height: 200, fill: (29, 161, 242, 255))
    let after = RGBAImage(width: 100, height: 200, fill: (16, 153, 247, 255))
    let change = VisibleChange(from: before, to: after)
    #expect(change.changedPixels == 0)
    #expect(change.isVisible)
    #expect(change.description.hasPrefix("100.0% of the screen shifted by more than 6/255"))
  }

  /// Compression noise: every pixel a few levels off stays under the faint step.
  @Test func noiseOfAFewLevelsIsNotVisible() {
    let before = RGBAImage(width: 100, height: 200, fill: (29, 161, 242, 255))
    var after = before
    for index in stride(from: 0, to: after.pixels.count, by: 4) {
      after.pixels[index + (index / 4) % 3] &+= UInt8((index / 4) % 5)
    }
    #expect(!VisibleChange(from: before, to: after).isVisible)
  }
}
