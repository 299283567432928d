import CurtainCore
import CurtainRender
import Testing

/// A logo in a positional content mode, drawn by the launch session's own stages (the session a
/// device runs, no design rewritten by the CLI): at the point size of the image set `generate`
/// makes for its box, placed in the box by the mode, from the source file's pixels. The
/// expected pictures are the same bird stretched into the frame the mode gives it by hand.
@MainActor @Suite struct PositionalLogoSessionTests {
  static let screen = Screen(size: Size(width: 100, height: 160), scale: 2, orientation: .portrait)
  /// A 2:1 source, red left half and blue right half, far larger than the box: its pixels
  /// taken as points would fill the screen.
  static let images = InMemoryImageProvider([
    "logo.png": RGBAImage(width: 400, height: 200, pixels: halves),
    "app.png": RGBAImage(width: 200, height: 320, fill: (40, 170, 60, 255)),
  ])
  static let halves: [UInt8] = (0..<200).flatMap { _ in
    (0..<400).flatMap { x -> [UInt8] in x < 200 ? [220, 30, 30, 255] : [30, 30, 220, 255] }
  }

  static func design(_ mode: ContentMode, size: Size, offset: Point = Point(x: 0, y: 0))
    -> LaunchDesign
  {
    LaunchDesign(
      background: AppearanceColor(light: RGBAColor(red: 0.95, green: 0.9, blue: 0.8)),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo.png"), size: size, offset: offset, contentMode: mode),
      exit: ExitDesign(animation: .reveal, duration: 0.6))
  }

  static func frames(_ design: LaunchDesign) throws -> [RGBAImage] {
    let mask = try AlphaMask(width: 40, height: 20) { _, _ in true }
    let launch = try SimulatedLaunch(
      .init(
        design: design, screen: screen, appearance: .light,
        plan: LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment()),
        script: LaunchScript(readyAfter: 0.5), appContent: ImageSource(name: "app.png"),
        logoMask: mask))
    let compositor = Compositor(images: images)
    let exitStart = try #require(launch.exitStartTime)
    let stages = [
      launch.systemLaunchScreen, launch.stage(at: 0.2), launch.stage(at: exitStart + 0.3),
    ]
    return try stages.map(compositor.render)
  }

  /// The box is 80 x 60 points; the 2:1 picture's set is 80 x 40, so each mode places it at the
  /// middle, top or bottom of the box.
  @Test(arguments: [
    (ContentMode.center, 0.0), (.top, -10.0), (.bottom, 10.0), (.left, 0.0), (.topRight, -10.0),
    (.bottomLeft, 10.0),
  ])
  func theSessionDrawsThePictureTheDeviceShows(mode: ContentMode, shift: Double) throws {
    let positional = try Self.frames(Self.design(mode, size: Size(width: 80, height: 60)))
    let expected = try Self.frames(
      Self.design(.scaleToFill, size: Size(width: 80, height: 40), offset: Point(x: 0, y: shift)))
    for (index, (found, wanted)) in zip(positional, expected).enumerated() {
      var largest = 0
      for (a, b) in zip(found.pixels, wanted.pixels) {
        largest = max(largest, abs(Int(a) - Int(b)))
      }
      #expect(largest <= 2, "frame \(index): differs by up to \(largest)/255")
    }
  }
}
