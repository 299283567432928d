import CurtainCore
import Testing

/// The reveal's mask drawn from a larger image than the logo's 3x file when the hole grows past
/// the file's pixels, in a scaling content mode only.
@Suite struct RevealMaskSourceTests {
  typealias Presets = ExitAnimationsTests
  static let larger = ImageSource(name: RevealMaskSource.setName(forLogo: "logo.png"), scale: 3)

  @Test func neededPixelsFollowTheZoomUpToTheCap() {
    #expect(
      RevealMaskSource.neededPixels(
        logoSize: Size(width: 120, height: 60), screenScale: 3, finalScale: 1) == 360)
    #expect(
      RevealMaskSource.neededPixels(
        logoSize: Size(width: 120, height: 60), screenScale: 3, finalScale: 4.5) == 1620)
    #expect(
      RevealMaskSource.neededPixels(
        logoSize: Size(width: 120, height: 120), screenScale: 3, finalScale: 12)
        == RevealMaskSource.largestSide)
    #expect(
      RevealMaskSource.neededPixels(
        logoSize: Size(width: 0, height: 0), screenScale: 3, finalScale: .infinity) == 0)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var contentMode: ContentMode
    var logoPixels: Int
    var largerPixels: Int?
    var needed: Int
    var drawsLarger: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a 360 px file zoomed to 2048 px: the 1024 px image", contentMode: .scaleAspectFit,
      logoPixels: 360, largerPixels: 1024, needed: 2048, drawsLarger: true),
    Case(
      name: "aspect fill and stretch scale too", contentMode: .scaleAspectFill,
      logoPixels: 360, largerPixels: 1024, needed: 2048, drawsLarger: true),
    Case(
      name: "stretched", contentMode: .scaleToFill, logoPixels: 360, largerPixels: 700,
      needed: 500, drawsLarger: true),
    Case(
      name: "no larger image in the bundle", contentMode: .scaleAspectFit, logoPixels: 360,
      largerPixels: nil, needed: 2048, drawsLarger: false),
    Case(
      name: "the file already has the pixels the zoom needs", contentMode: .scaleAspectFit,
      logoPixels: 1200, largerPixels: 2048, needed: 1200, drawsLarger: false),
    Case(
      name: "the 'larger' image is not larger", contentMode: .scaleAspectFit, logoPixels: 360,
      largerPixels: 360, needed: 2048, drawsLarger: false),
    Case(
      name: "a positional logo keeps its file (its pixels are its size)", contentMode: .center,
      logoPixels: 360, largerPixels: 1024, needed: 2048, drawsLarger: false),
  ]

  @Test(arguments: cases) func choosesTheMaskImage(_ row: Case) throws {
    var logo = try Presets.logo()
    logo.contentMode = row.contentMode
    let chosen = RevealMaskSource.choose(
      logo: logo, logoPixels: row.logoPixels,
      larger: row.largerPixels.map { _ in Self.larger }, largerPixels: row.largerPixels ?? 0,
      needed: row.needed)
    #expect(chosen == (row.drawsLarger ? Self.larger : logo.image))
  }

  /// The reveal's mask layer draws the image chosen for the screen: the larger one for the
  /// example's 120 pt logo on a 3x phone (the hole grows far past 360 px).
  @Test func theRevealsMaskLayerDrawsTheChosenImage() throws {
    let plain = try Presets.logo()
    let logo = plain.drawingMask(from: Self.larger, largerPixels: 1024, on: Presets.screen)
    #expect(logo.maskImage == Self.larger)
    #expect(try logo.geometry(screenSize: Presets.screen.size).finalScale > 3)
    for (candidate, expected) in [(plain, plain.image), (logo, Self.larger)] {
      let exit = try ExitAnimations.make(
        .reveal, splash: Presets.splash, duration: 0.8, curve: .easeInEaseOut, logo: candidate)
      let mask = try #require(exit.start.window(.app)?.layer.mask)
      #expect(mask.content == .image(expected, candidate.contentMode))
    }
    // An image no larger than the logo's own alpha (`plain.mask`'s pixels) is not drawn.
    let same = plain.drawingMask(
      from: Self.larger, largerPixels: max(plain.mask.width, plain.mask.height),
      on: Presets.screen)
    #expect(same.maskImage == plain.image)
  }
}
