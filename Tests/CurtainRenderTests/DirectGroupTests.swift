import CurtainCore
import Testing

@testable import CurtainRender

/// Groups drawn without an offscreen pass (a mask as per-pixel coverage, a translucent group's
/// parts drawn directly where they do not overlap) give the offscreen path's bytes exactly.
@Suite struct DirectGroupTests {
  /// A 120 x 180 pixel screen: two and a bit 64-row bands.
  static let screen = Screen(size: Size(width: 60, height: 90), scale: 2, orientation: .portrait)
  static let full = Rect(x: 0, y: 0, width: 60, height: 90)

  /// A soft-edged disc with a hole, premultiplied, on transparency.
  static let logo: RGBAImage = {
    let side = 32
    var pixels = [UInt8](repeating: 0, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side {
        let dx = Double(x) - 15.5, dy = Double(y) - 15.5
        let distance = (dx * dx + dy * dy).squareRoot()
        let coverage = max(0, min(1, min(14 - distance, distance - 5) / 2 + 0.5))
        let alpha = UInt8((coverage * 255).rounded())
        pixels.replaceSubrange(
          (y * side + x) * 4..<(y * side + x) * 4 + 4, with: [alpha, alpha / 2, alpha, alpha])
      }
    }
    return RGBAImage(width: side, height: side, pixels: pixels)
  }()

  /// An opaque picture with detail in every pixel.
  static let photo: RGBAImage = {
    var pixels: [UInt8] = []
    for y in 0..<90 {
      for x in 0..<60 {
        pixels += [UInt8((x * 7 + y * 3) % 256), UInt8((x * y) % 256), UInt8((y * 5) % 256), 255]
      }
    }
    return RGBAImage(width: 60, height: 90, pixels: pixels)
  }()

  static let brand = RGBAColor(red: 0.11, green: 0.63, blue: 0.95)

  static func image(
    _ id: String, _ name: String, frame: Rect = full, _ mode: ContentMode = .scaleToFill,
    transform: AffineTransform = .identity, opacity: Double = 1
  ) -> Layer {
    Layer(
      id: id, frame: frame, transform: transform, opacity: opacity,
      content: .image(ImageSource(name: name), mode))
  }

  static func mask(scale: Double, angle: Double = 0) -> Layer {
    image(
      "mask", "logo", frame: Rect(center: full.center, size: Size(width: 24, height: 24)),
      .scaleAspectFit,
      transform: AffineTransform(rotationAngle: angle).concatenating(
        AffineTransform(scaleX: scale, y: scale)))
  }

  /// Stages whose groups take each direct path (and one that must fall back).
  static let stages: [String: Layer] = [
    "masked photo": Layer(
      id: "app", frame: full, mask: mask(scale: 1.7), sublayers: [image("shot", "photo")]),
    "masked photo, mask larger than the screen": Layer(
      id: "app", frame: full, mask: mask(scale: 4.15), sublayers: [image("shot", "photo")]),
    "rotated mask": Layer(
      id: "app", frame: full, mask: mask(scale: 2.3, angle: 0.4),
      sublayers: [image("shot", "photo")]),
    "translucent masked group": Layer(
      id: "app", frame: full, opacity: 0.6, mask: mask(scale: 1.3, angle: -0.2),
      sublayers: [image("shot", "photo", opacity: 0.8)]),
    "masked colour on the group itself": Layer(
      id: "app", frame: full, content: .color(.white), mask: mask(scale: 2)),
    "masked rotated photo": Layer(
      id: "app", frame: full, mask: mask(scale: 2),
      sublayers: [image("shot", "photo", transform: AffineTransform(rotationAngle: 0.25))]),
    "translucent overlapping parts": Layer(
      id: "overlay", frame: full, opacity: 0.65,
      sublayers: [
        Layer(id: "veil", frame: full, opacity: 0.2, content: .color(.white)),
        image(
          "branding", "logo", frame: Rect(x: 20, y: 70, width: 20, height: 10), .scaleAspectFit),
      ]),
    "translucent splash: logo and branding apart over a background": Layer(
      id: "overlay", frame: full, opacity: 0.55, content: .color(.white),
      sublayers: [
        image("logo", "logo", frame: Rect(x: 15, y: 15, width: 30, height: 30), .scaleAspectFit),
        image(
          "branding", "logo", frame: Rect(x: 20, y: 72, width: 20, height: 12), .scaleAspectFit,
          opacity: 0.9),
      ]),
    "translucent rotated parts": Layer(
      id: "overlay", frame: full, opacity: 0.5, content: .color(brand),
      sublayers: [
        image(
          "a", "logo", frame: Rect(x: 5, y: 5, width: 30, height: 30),
          transform: AffineTransform(rotationAngle: 0.5)),
        image(
          "b", "photo", frame: Rect(x: 25, y: 20, width: 30, height: 45),
          transform: AffineTransform(rotationAngle: -0.3), opacity: 0.7),
      ]),
    "translucent parts side by side": Layer(
      id: "overlay", frame: full, opacity: 0.4,
      sublayers: [
        Layer(id: "left", frame: Rect(x: 0, y: 0, width: 30, height: 90), content: .color(brand)),
        image("right", "photo", frame: Rect(x: 30.5, y: 0, width: 29.5, height: 90)),
      ]),
    "translucent group holding a tree": Layer(
      id: "overlay", frame: full, opacity: 0.5,
      sublayers: [
        Layer(
          id: "tree", frame: full, content: .color(.white),
          sublayers: [image("inner", "logo", frame: Rect(x: 10, y: 10, width: 30, height: 30))]),
        Layer(id: "veil", frame: full, opacity: 0.3, content: .color(brand)),
      ]),
  ]

  static func render(_ layer: Layer, directly: Bool) throws -> RGBAImage {
    let stage = Stage(
      screen: screen,
      windows: [
        Window(
          role: .backgroundSplash, level: -1,
          layer: Layer(id: "background", frame: full, content: .color(brand))),
        Window(role: .app, level: 0, layer: layer),
      ])
    let compositor = Compositor(
      images: InMemoryImageProvider(["logo": logo, "photo": photo]), videoFrames: nil,
      cache: PreparedImageCache(byteLimit: 1 << 20), drawsGroupsDirectly: directly)
    return try compositor.render(stage)
  }

  @Test(arguments: stages.keys.sorted())
  func directGroupsMatchTheOffscreenPath(_ name: String) throws {
    let layer = try #require(Self.stages[name])
    let direct = try Self.render(layer, directly: true)
    let offscreen = try Self.render(layer, directly: false)
    let same = direct == offscreen
    #expect(same, "direct and offscreen drawing differ")
    // Something of the group shows, so the comparison is not between two empty frames.
    let background = try Self.render(Layer(id: "none", frame: Self.full), directly: false)
    let shows = direct != background
    #expect(shows, "the group draws nothing")
  }

  @Test func imageWhoseTopRowCentreIsUncoveredStillDraws() throws {
    // Its top edge (y = 10.6 px) lies below the first covered row's centre (10.5).
    let layer = Layer(
      id: "app", frame: Self.full,
      sublayers: [Self.image("logo", "logo", frame: Rect(x: 5, y: 5.3, width: 40.5, height: 40.5))])
    let image = try Self.render(layer, directly: true)
    #expect(image[25, 51] != (28, 161, 242, 255))
  }
}
