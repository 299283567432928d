import BenchmarkSupport
import CurtainCore
import CurtainRender
import Foundation

/// Synthetic inputs shaped like a real launch: a 1024 px logo with soft edges, an app screenshot
/// with text-like detail, and the reveal stage that shows them.
enum SampleStage {
  /// A 1024 x 1024 logo: a white disc with a bite out of it, antialiased, on transparency.
  static let logo: RGBAImage = {
    let side = 1024
    var pixels = [UInt8](repeating: 0, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side {
        let dx = Double(x) - 512, dy = Double(y) - 512
        let outer = 400 - (dx * dx + dy * dy).squareRoot()
        let bx = Double(x) - 700, by = Double(y) - 330
        let bite = (bx * bx + by * by).squareRoot() - 180
        let alpha = UInt8(max(0, min(1, min(outer, bite) + 0.5)) * 255)
        let index = (y * side + x) * 4
        pixels[index] = alpha
        pixels[index + 1] = alpha
        pixels[index + 2] = alpha
        pixels[index + 3] = alpha
      }
    }
    return RGBAImage(width: side, height: side, pixels: pixels)
  }()

  /// A 1290 x 2796 screenshot (iPhone Pro Max size) encoded as PNG, made once per process.
  static let screenshotPNG: Data =
    (try? ImageCodec.encodePNG(
      SyntheticScreenshot.image(width: 1290, height: 2796), name: "screenshot.png"))
    ?? Data()

  /// The images the stage names.
  static let images = InMemoryImageProvider([
    "logo": logo, "screenshot": SyntheticScreenshot.image(width: 1179, height: 2556),
  ])

  /// iPhone 15 / 16 portrait: 393 x 852 points at 3x, 1179 x 2556 pixels.
  static let screen = Screen(
    size: Size(width: 393, height: 852), scale: 3,
    safeArea: EdgeInsets(top: 59, bottom: 34), orientation: .portrait)

  /// The reveal at `progress` (0...1): brand background, the app's screenshot masked by the logo
  /// growing from 120 pt, the splash overlay fading out, and the branding line.
  static func reveal(progress: Double) -> Stage {
    let full = screen.bounds
    let brand = RGBAColor(red: 0.11, green: 0.63, blue: 0.95)
    let logoFrame = Rect(center: full.center, size: Size(width: 120, height: 120))
    let scale = 1 + progress * 9
    return Stage(
      screen: screen,
      windows: [
        Window(
          role: .backgroundSplash, level: -1,
          layer: Layer(id: "background", frame: full, content: .color(brand))),
        Window(
          role: .app, level: 0,
          layer: Layer(
            id: "app", frame: full,
            mask: Layer(
              id: "mask", frame: logoFrame, transform: AffineTransform(scaleX: scale, y: scale),
              content: .image(ImageSource(name: "logo"), .scaleAspectFit)),
            sublayers: [
              Layer(
                id: "screenshot", frame: full,
                content: .image(ImageSource(name: "screenshot", scale: 3), .scaleAspectFill))
            ])),
        Window(
          role: .foregroundSplash, level: 1,
          layer: Layer(
            id: "overlay", frame: full, opacity: 1 - progress,
            sublayers: [
              Layer(id: "veil", frame: full, opacity: 0.2, content: .color(.white)),
              Layer(
                id: "branding", frame: Rect(x: 146.5, y: 770, width: 100, height: 30),
                content: .image(ImageSource(name: "logo"), .scaleAspectFit)),
            ])),
      ])
  }
}
