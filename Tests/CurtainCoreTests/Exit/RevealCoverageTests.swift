import CurtainCore
import Foundation
import Testing

@Suite("Exact reveal coverage")
struct RevealCoverageTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let device: Device
    let orientation: Orientation
    var testDescription: String { "\(device.name) \(orientation.rawValue)" }
  }

  static let cases = DeviceCatalog.screens.flatMap { device in
    Orientation.allCases.map { Case(device: device, orientation: $0) }
  }

  static func design(offset: Point) -> LaunchDesign {
    LaunchDesign(
      background: AppearanceColor(light: RGBAColor(red: 0.11, green: 0.63, blue: 0.95)),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 100),
        offset: offset))
  }

  /// Samples the mask's alpha (0...1) bilinearly at a point in mask pixels, as a renderer
  /// would; outside the image the alpha is 0.
  static func bilinearAlpha(_ mask: AlphaMask, x: Double, y: Double) -> Double {
    let fx = x - 0.5
    let fy = y - 0.5
    let x0 = Int(fx.rounded(.down))
    let y0 = Int(fy.rounded(.down))
    let wx = fx - Double(x0)
    let wy = fy - Double(y0)
    func a(_ x: Int, _ y: Int) -> Double { Double(mask.alpha(x: x, y: y)) / 255 }
    let top = a(x0, y0) * (1 - wx) + a(x0 + 1, y0) * wx
    let bottom = a(x0, y0 + 1) * (1 - wx) + a(x0 + 1, y0 + 1) * wx
    return top * (1 - wy) + bottom * wy
  }

  /// The first screen pixel whose centre the final mask leaves less than fully covered (below
  /// the logo's highest alpha), if any.
  ///
  /// Rasterises the mask layer with its transform: each pixel centre goes through the inverse
  /// of the mask layer's `transformToParent` into the layer, then through the content mode's
  /// fitted rectangle into the image, where the alpha is sampled bilinearly. The transform is a
  /// scale and a translation, so a pixel's image x depends on its column only and its image y on
  /// its row only. Within one row, the columns that fall between the same two image columns
  /// have an alpha linear in their horizontal weight, so its smallest value is at one of the two
  /// extreme columns: checking those two checks every pixel of the group exactly.
  static func firstUncoveredPixel(stage: Stage, mask: AlphaMask) throws -> (Int, Int)? {
    let app = try #require(stage.window(.app)?.layer)
    let maskLayer = try #require(app.mask)
    guard case .image(_, let contentMode) = maskLayer.content else { return (0, 0) }
    let toLayer = try #require(maskLayer.transformToParent.inverted())
    try #require(toLayer.b == 0 && toLayer.c == 0)
    let fit = Self.fittedRect(contentMode, image: mask.size, in: maskLayer.bounds)
    let pixelsPerPointX = Double(mask.width) / fit.width
    let pixelsPerPointY = Double(mask.height) / fit.height
    let screen = stage.screen
    let full = Double(mask.alpha.max() ?? 0) / 255
    func imagePoint(px: Int, py: Int) -> Point {
      let local = toLayer.apply(
        to: Point(x: (Double(px) + 0.5) / screen.scale, y: (Double(py) + 0.5) / screen.scale))
      return Point(
        x: (local.x - fit.minX) * pixelsPerPointX, y: (local.y - fit.minY) * pixelsPerPointY)
    }
    // Columns grouped by the image column to their left: (first column, last column).
    var groups: [(Int, Int)] = []
    var groupKey = Int.min
    for px in 0..<screen.pixelWidth {
      let key = Int((imagePoint(px: px, py: 0).x - 0.5).rounded(.down))
      if key != groupKey {
        groups.append((px, px))
        groupKey = key
      } else {
        groups[groups.count - 1].1 = px
      }
    }
    for py in 0..<screen.pixelHeight {
      for (first, last) in groups {
        for px in first == last ? [first] : [first, last] {
          let point = imagePoint(px: px, py: py)
          if bilinearAlpha(mask, x: point.x, y: point.y) < full - 1e-9 { return (px, py) }
        }
      }
    }
    return nil
  }

  /// `scaleAspectFit` and `scaleToFill`, written out independently of the library.
  static func fittedRect(_ mode: ContentMode, image: Size, in bounds: Rect) -> Rect {
    guard mode == .scaleAspectFit else { return bounds }
    let scale = min(bounds.width / image.width, bounds.height / image.height)
    return Rect(
      center: bounds.center, size: Size(width: image.width * scale, height: image.height * scale))
  }

  @Test("The final frame leaves no screen pixel uncovered", arguments: cases)
  func finalFrameCoversScreen(testCase: Case) throws {
    let screen = testCase.device.screen(testCase.orientation)
    let offsets = [Point.zero, Point(x: 40, y: -120), Point(x: -30, y: 90)]
    for ((name, makeMask), offset) in zip(TestLogos.all, offsets + [.zero]) {
      let mask = try makeMask()
      let design = Self.design(offset: offset)
      let splash = SplashStages.splash(
        design: design, screen: screen, appearance: .light, cover: .replica,
        appContent: ImageSource(name: "app.png"))
      let layout = LaunchScreenLayout(design: design, screen: screen, appearance: .light)
      let exit = try ExitAnimations.make(
        .reveal, splash: splash, duration: 0.8, curve: .easeInEaseOut,
        logo: RevealLogo(layout: layout, mask: mask))
      let finalFrame = exit.group.stage(at: exit.duration, base: exit.start)
      let uncovered = try Self.firstUncoveredPixel(stage: finalFrame, mask: mask)
      #expect(uncovered == nil, "\(name): pixel \(String(describing: uncovered)) uncovered")
    }
  }

  @Test("The final scale is close to the least covering one", arguments: TestLogos.all.map(\.0))
  func finalScaleIsTight(name: String) throws {
    let makeMask = try #require(TestLogos.all.first { $0.0 == name }?.1)
    let mask = try makeMask()
    let screen = try DeviceCatalog.device(named: "iPhone 15").screen(.portrait)
    let design = Self.design(offset: .zero)
    let layout = LaunchScreenLayout(design: design, screen: screen, appearance: .light)
    let logo = RevealLogo(layout: layout, mask: mask)
    let geometry = try logo.geometry(screenSize: screen.size)
    var splash = SplashStages.splash(
      design: design, screen: screen, appearance: .light, cover: .replica,
      appContent: ImageSource(name: "app.png"))
    let index = try #require(splash.windows.firstIndex { $0.role == .app })
    splash.windows[index].layer.mask = Layer(
      id: "mask", frame: logo.frame, anchorPoint: geometry.anchorPoint,
      transform: AffineTransform(scaleX: geometry.finalScale * 0.9, y: geometry.finalScale * 0.9),
      content: .image(logo.image, logo.contentMode))
    #expect(try Self.firstUncoveredPixel(stage: splash, mask: mask) != nil)
  }

  @Test("A ring's anchor lies in its band, not in its transparent centre")
  func ringAnchor() throws {
    let mask = try TestLogos.ring()
    let geometry = try RevealGeometry(
      mask: mask, frame: Rect(x: 0, y: 0, width: 200, height: 200),
      contentMode: .scaleAspectFit, screenSize: Size(width: 390, height: 844))
    let radius = hypot(geometry.deepestPoint.x - 100, geometry.deepestPoint.y - 100)
    #expect(radius > 60 && radius < 90)
    #expect(geometry.depth > 15)
  }

  @Test("A logo without a solid pixel is rejected")
  func emptyLogo() throws {
    let mask = try AlphaMask(width: 10, height: 10, alpha: [UInt8](repeating: 0, count: 100))
    #expect(throws: RevealGeometry.Error.noSolidPixel) {
      try RevealGeometry(
        mask: mask, frame: Rect(x: 0, y: 0, width: 10, height: 10),
        contentMode: .scaleAspectFit, screenSize: Size(width: 100, height: 100))
    }
  }
}
