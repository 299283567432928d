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

  /// An edge moved by one pixel (a third of a point on the device): a band one pixel wide,
  /// no cut.
  @Test func anEdgeMovedByAPixelIsNotAChange() {
    let change = VisibleChange(
      from: Self.screen(square: 40, at: 80), to: Self.screen(square: 40, at: 81), scale: 3)
    #expect(change.changedLength == 0 && !change.isVisible)
    #expect(change.largestDifference > VisibleChange.pixelThreshold)
  }

  /// An edge moved by half a pixel (anti-aliasing by other arithmetic) changes no pixel.
  @Test func anEdgeMovedByHalfAPixelChangesNoPixel() {
    var after = Self.screen(square: 40, at: 80)
    let navy = [Self.navy.0, Self.navy.1, Self.navy.2]
    for y in 100..<140 {
      for channel in 0..<3 {
        after.pixels[(y * 200 + 120) * 4 + channel] = UInt8((Int(navy[channel]) + 255) / 2)
      }
    }
    let change = VisibleChange(from: Self.screen(square: 40, at: 80), to: after, scale: 3)
    #expect(change.changedPixels == 0)
  }

  /// A 40 pt square one point lower, at 2 and 3 pixels per point: its top and bottom edges
  /// move over 40 pt each, a jump a person sees on the device. A band a pixel wide, the same
  /// length, is not (a fringe).
  @Test(arguments: [2, 3])
  func aOnePointJumpIsVisibleAtTheDevicesDensity(scale: Int) {
    let side = 40 * scale
    let change = VisibleChange(
      from: Self.screen(square: side, at: 10), to: Self.screen(square: side, at: 10 + scale),
      scale: Double(scale))
    #expect(change.isVisible, "\(change)")
    #expect(abs(change.changedLength - 80) < 8, "\(change)")
    // A red fringe a pixel wide inside both side edges, as a video's chroma can bleed.
    var fringed = Self.screen(square: side, at: 10)
    for y in 100..<100 + side {
      for x in [10, 9 + side] {
        fringed.pixels[(y * 200 + x) * 4 + 1] = 0
        fringed.pixels[(y * 200 + x) * 4 + 2] = 0
      }
    }
    let fringe = VisibleChange(from: Self.screen(square: side, at: 10), to: fringed, scale: 3)
    #expect(fringe.changedPixels == 2 * side)
    #expect(!fringe.isVisible, "\(fringe)")
  }

  /// An edge moved by two thirds of a point (2 px at 3x: a 1% larger, softer video frame moves
  /// a logo's edges about that much) is narrower than a point: no cut.
  @Test func anEdgeMovedByLessThanAPointIsNotAChange() {
    let change = VisibleChange(
      from: Self.screen(square: 120, at: 10), to: Self.screen(square: 120, at: 12), scale: 3)
    #expect(change.changedPixels > 0)
    #expect(!change.isVisible, "\(change)")
  }

  /// The same patch in points gives the same verdict at 1 and 3 pixels per point: 20 x 20 pt
  /// is seen, 10 x 10 pt is a speck.
  @Test(arguments: [(20, true), (10, false)])
  func aPatchIsJudgedInPoints(points: Int, visible: Bool) {
    for scale in [1, 3] {
      let side = points * scale
      let change = VisibleChange(
        from: Self.screen(square: side, at: 10, colour: (255, 0, 0, 255)),
        to: Self.screen(square: side, at: 10), scale: Double(scale))
      #expect(change.isVisible == visible, "\(points) pt at \(scale)x: \(change)")
    }
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

  /// A speck (an 8 x 8 pt square) is below the length a person notices.
  @Test func aSpeckIsBelowTheLength() {
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

  /// A white square appearing on navy, anywhere on the screen (at its edges, at every place in
  /// a run of four pixels, in a row otherwise unchanged): every pixel of it counted, and its
  /// core (pixels whose 2 x 2 block changed, at 1 px per point) one pixel smaller each way, so
  /// the length is half of 4 x (side - 1).
  @Test(arguments: [(0, 0), (1, 3), (2, 100), (3, 7), (4, 250), (158, 360), (199, 399)])
  func aSquareAnywhereIsMeasuredExactly(x: Int, y: Int) {
    let side = min(42, 200 - x, 400 - y)
    var after = RGBAImage(width: 200, height: 400, fill: VisibleChangeTests.navy)
    for row in y..<y + side {
      for column in x..<x + side {
        for channel in 0..<4 { after.pixels[(row * 200 + column) * 4 + channel] = 255 }
      }
    }
    let change = VisibleChange(
      from: RGBAImage(width: 200, height: 400, fill: VisibleChangeTests.navy), to: after)
    #expect(change.changedPixels == side * side)
    #expect(change.shiftedPixels == side * side)
    #expect(change.largestDifference == 255 - 11)
    #expect(change.changedLength == (side > 1 ? Double(2 * (side - 1)) : 0))
  }
}
