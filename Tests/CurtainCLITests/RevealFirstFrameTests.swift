import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// The reveal's first frame is the splash's last, pixel for pixel, for logos with soft edges,
/// shadows and hairlines: the app shows only through the hole, never through the logo's
/// partly transparent pixels (an edge pixel of alpha a stays bg·(1-a) + a·logo).
@Suite struct RevealFirstFrameTests {
  static let screen = Size(width: 200, height: 300)
  static let background = RGBAColor(red: 0.11, green: 0.63, blue: 0.95)

  static func design() -> LaunchDesign {
    LaunchDesign(
      background: AppearanceColor(light: background),
      logo: LogoDesign(image: AppearanceImage(light: "logo"), size: Size(width: 120, height: 120)))
  }

  /// A bright app with stripes: any of it in the logo's pixels shows.
  static func app(width: Int, height: Int) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
    for y in 0..<height where (y / 4) % 2 == 0 {
      for x in 0..<width { image.pixels[(y * width + x) * 4 + 1] = 40 }
    }
    return image
  }

  /// The largest difference of a channel between two frames, in 1/255 steps.
  static func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
    zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
  }

  static let cases = RevealTestLogos.allCases.flatMap { logo in [1.0, 3.0].map { (logo, $0) } }

  @Test(arguments: cases)
  func theRevealStartsOnTheSplashsLastFrame(logo: RevealTestLogos, scale: Double) throws {
    let screen = Screen(size: Self.screen, scale: scale, orientation: .portrait)
    let design = Self.design()
    let splash = SplashStages.splash(
      design: design, screen: screen, appearance: .light, cover: .replica,
      appContent: ImageSource(name: "app"))
    let image = logo.image
    let revealLogo = RevealLogo(
      layout: LaunchScreenLayout(design: design, screen: screen, appearance: .light),
      mask: try image.alphaMask())
    let compositor = Compositor(
      images: InMemoryImageProvider([
        "logo": image,
        "app": Self.app(width: Int(200 * scale), height: Int(300 * scale)),
      ]))
    let last = try compositor.render(splash)
    for name in [ExitAnimationName.reveal, .heartbeat] {
      // The heartbeat stops at a beat's end (one 1.2 s beat): its reveal starts at scale 1 too.
      let exit = try ExitAnimations.make(
        name, splash: splash, duration: 0.8, curve: .easeInEaseOut, logo: revealLogo,
        beaten: 1.2)
      let first = try compositor.render(exit.stage(at: exit.duration - 0.8))
      #expect(Self.largestDifference(last, first) <= 1, "\(name) at its exit's start")
    }
  }

  /// The gradient both gradient tests draw under the soft-shadow logo.
  static func gradient(_ direction: GradientDirection) -> BackgroundGradient {
    BackgroundGradient(
      from: AppearanceColor(light: RGBAColor(red: 1, green: 0.5, blue: 0)),
      to: AppearanceColor(light: RGBAColor(red: 0.2, green: 0, blue: 0.6)), direction: direction)
  }

  /// The splash over the gradient (light, 1x) and its reveal exit (0.8 s, soft-shadow logo).
  static func revealOverGradient(
    _ direction: GradientDirection
  ) throws -> (splash: Stage, exit: ExitAnimation) {
    let screen = Screen(size: Self.screen, scale: 1, orientation: .portrait)
    var design = Self.design()
    design.backgroundImage = BackgroundImage(source: .gradient(gradient(direction)))
    let splash = SplashStages.splash(
      design: design, screen: screen, appearance: .light, cover: .replica,
      appContent: ImageSource(name: "app"))
    let revealLogo = RevealLogo(
      layout: LaunchScreenLayout(design: design, screen: screen, appearance: .light),
      mask: try RevealTestLogos.softShadow.image.alphaMask())
    let exit = try ExitAnimations.make(
      .reveal, splash: splash, duration: 0.8, curve: .easeInEaseOut, logo: revealLogo, beaten: 0)
    return (splash, exit)
  }

  /// A compositor with the soft-shadow logo, the gradient's picture and `app` as the app.
  static func gradientCompositor(_ direction: GradientDirection, app: RGBAImage) -> Compositor {
    let gradient = gradient(direction)
    return Compositor(
      images: InMemoryImageProvider([
        "logo": RevealTestLogos.softShadow.image, "app": app,
        gradient.imageName(for: .light): gradient.sourceImage(appearance: .light),
      ]))
  }

  /// Over a background gradient (or image) the reveal's overlay is the picture the splash drew
  /// under the logo, not a square of flat colour: the exit starts on the splash's last frame.
  @Test(arguments: [GradientDirection.down, .downRight])
  func theRevealStartsOnTheSplashsLastFrameOverAGradient(direction: GradientDirection) throws {
    let (splash, exit) = try Self.revealOverGradient(direction)
    let compositor = Self.gradientCompositor(direction, app: Self.app(width: 200, height: 300))
    let last = try compositor.render(splash)
    let first = try compositor.render(exit.stage(at: 0))
    #expect(Self.largestDifference(last, first) <= 1)
  }

  /// Over a background gradient the picture stays where the splash drew it while the hole and
  /// the overlay's logo grow: while the overlay fades, wherever the app does not show (the
  /// frame is the same over a black and a white app), it adds nothing to the background splash
  /// under it. A scaled copy of the picture in the overlay's square made a seam of 27-33/255 at
  /// the square's edge on an iPhone SE.
  @Test(arguments: [GradientDirection.down, .downRight])
  func theRevealKeepsTheGradientInPlace(direction: GradientDirection) throws {
    let (_, exit) = try Self.revealOverGradient(direction)
    let (black, white) = (
      Self.gradientCompositor(
        direction, app: RGBAImage(width: 200, height: 300, fill: (0, 0, 0, 255))),
      Self.gradientCompositor(
        direction, app: RGBAImage(width: 200, height: 300, fill: (255, 255, 255, 255)))
    )
    var judged = 0
    // Judged while the overlay fades: opaque, it hides the app inside the logo too.
    for time in stride(from: 0.05, to: 0.8, by: 0.05) {
      let stage = exit.stage(at: time)
      let opacity = stage.window(.foregroundSplash)?.layer.layer(
        withID: ExitAnimations.revealOverlayID)?.opacity
      guard let opacity, opacity > 0, opacity < 1 else { continue }
      var under = stage
      for index in under.windows.indices where under.windows[index].role == .foregroundSplash {
        under.windows[index].layer.updateLayer(withID: ExitAnimations.revealOverlayID) {
          $0.opacity = 0
        }
      }
      let (frame, overWhite, without) = (
        try black.render(stage), try white.render(stage), try black.render(under)
      )
      var worst = 0
      for index in stride(from: 0, to: frame.pixels.count, by: 4)
      where (0..<3).allSatisfy({ frame.pixels[index + $0] == overWhite.pixels[index + $0] }) {
        judged += 1
        for channel in 0..<3 {
          worst = max(
            worst, abs(Int(frame.pixels[index + channel]) - Int(without.pixels[index + channel])))
        }
      }
      // 4: a logo edge pixel of tiny alpha a whose app share (1-o)·a rounds away still shows
      // the fading logo's o·a (3/255 once); the scaled picture's seam was 27-40/255.
      #expect(worst <= 4, "at \(time) s: the overlay differs from the picture by \(worst)/255")
    }
    #expect(judged > 0)
  }
}

/// `curtain check` passes the example app with each of these logos: no jump at the exit's start.
@MainActor @Suite struct RevealLogoCheckTests {
  @Test(arguments: RevealTestLogos.allCases)
  func checkFindsNoJumpAtTheExitsStart(logo: RevealTestLogos) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-reveal-logo-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(logo.rawValue).png")
    try ImageCodec.writePNG(logo.image, to: file)
    let example = try BuiltInExample.load()
    var design = example.design
    design.logo.image = AppearanceImage(light: file.path)
    let settings = LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: .light, scenario: .first, readyAfter: 1, pixelScale: 1,
      playerAttachment: .whenReadyForDisplay, framesPerSecond: 60)
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL), settings: settings)
    #expect(scene.simulation.input.plan.exit.animation == .reveal)
    let result = try LaunchChecker().check(scene)
    #expect(result.failures.map(\.message) == [])
  }
}
