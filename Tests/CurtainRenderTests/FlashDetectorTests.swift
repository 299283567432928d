import Testing

@testable import CurtainRender

@Suite struct FlashDetectorTests {
  static func solid(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGBAImage {
    RGBAImage(width: 40, height: 80, fill: (red, green, blue, 255))
  }

  static let brand = solid(29, 161, 242)
  static let black = solid(0, 0, 0)
  static let white = solid(255, 255, 255)
  static let app = solid(245, 245, 248)

  /// Half the frame brand colour, half something else: a real picture, not a solid.
  static func split(_ top: RGBAImage, _ bottom: RGBAImage) -> RGBAImage {
    var image = top
    let half = image.pixels.count / 2
    image.pixels.replaceSubrange(half..., with: bottom.pixels[half...])
    return image
  }

  @Test func differenceSpansZeroToOne() {
    let black = FrameSignature(Self.black), white = FrameSignature(Self.white)
    #expect(black.difference(from: black) == 0)
    #expect(abs(black.difference(from: white) - 1) < 1e-9)
  }

  @Test(arguments: [
    (black, true, false), (white, false, true), (brand, false, false), (app, false, false),
  ])
  func blackAndWhiteFrames(image: RGBAImage, isBlack: Bool, isWhite: Bool) {
    let signature = FrameSignature(image)
    #expect(signature.isBlack() == isBlack)
    #expect(signature.isWhite() == isWhite)
  }

  @Test func catchesABlackFrameBeforeTheVideoStarts() {
    // Seed 000's naive video start: the splash, one black frame, then the video's first frame.
    let frames = [Self.brand, Self.brand, Self.black, Self.brand, Self.brand]
    let flashes = FlashDetector().flashes(in: frames)
    #expect(flashes.map(\.frames) == [2...2])
    #expect(flashes.first?.kind == .black)
  }

  @Test func catchesAWhiteFrameBetweenDarkFrames() {
    let dark = Self.solid(30, 30, 40)
    let flashes = FlashDetector().flashes(in: [dark, dark, Self.white, dark])
    #expect(flashes.map(\.kind) == [.white])
  }

  @Test func catchesAFrameThatJumpsAwayAndBack() {
    let picture = Self.split(Self.brand, Self.app)
    let odd = Self.split(Self.app, Self.brand)
    let flashes = FlashDetector().flashes(in: [picture, picture, odd, picture, picture])
    #expect(flashes.map(\.frames) == [2...2])
    #expect(flashes.first?.kind == .jump)
    #expect((flashes.first?.differenceFromNeighbours ?? 0) > 0.12)
    #expect((flashes.first?.neighbourDifference ?? 1) < 0.01)
  }

  @Test func catchesATwoFrameBlackGap() {
    let frames = [Self.brand, Self.black, Self.black, Self.app]
    #expect(FlashDetector().flashes(in: frames).map(\.frames) == [1...2])
  }

  @Test func passesASmoothCrossfade() {
    // 200 ms at 60 fps from the brand colour to the app.
    let frames = (0...12).map { step -> RGBAImage in
      let t = Double(step) / 12
      func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8((Double(a) * (1 - t) + Double(b) * t).rounded())
      }
      return Self.solid(mix(29, 245), mix(161, 245), mix(242, 248))
    }
    #expect(FlashDetector().flashes(in: [Self.brand] + frames + [Self.app]).isEmpty)
  }

  @Test func passesAHardCut() {
    let frames = [Self.brand, Self.brand, Self.app, Self.app]
    #expect(FlashDetector().flashes(in: frames).isEmpty)
  }

  @Test func endsOfTheSequenceAreNotJudged() {
    #expect(FlashDetector().flashes(in: [Self.black, Self.brand, Self.brand, Self.white]).isEmpty)
  }
}
