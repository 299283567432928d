import CurtainCore
import Foundation
import Testing

@testable import CurtainRender

@Suite struct CompositorTests {
  static let red = RGBAColor(red: 1, green: 0, blue: 0)
  static let blue = RGBAColor(red: 0, green: 0, blue: 1)

  static func stage(width: Double = 8, height: Double = 8, _ windows: [Window]) -> Stage {
    Stage(
      screen: Screen(size: Size(width: width, height: height), scale: 1, orientation: .portrait),
      windows: windows)
  }

  static func window(level: Double = 0, _ layers: [Layer], opacity: Double = 1) -> Window {
    Window(
      role: .app, level: level,
      layer: Layer(
        id: "root", frame: Rect(x: 0, y: 0, width: 8, height: 8), opacity: opacity,
        sublayers: layers))
  }

  static func fill(_ id: String, _ rect: Rect, _ color: RGBAColor, opacity: Double = 1) -> Layer {
    Layer(id: id, frame: rect, opacity: opacity, content: .color(color))
  }

  static func render(_ stage: Stage, images: [String: RGBAImage] = [:]) throws -> RGBAImage {
    try Compositor(images: InMemoryImageProvider(images)).render(stage)
  }

  @Test func emptyStageIsBlack() throws {
    let image = try Self.render(Self.stage([]))
    #expect(image.width == 8 && image[3, 3] == (0, 0, 0, 255))
  }

  @Test func pixelSizeFollowsTheScreenScale() throws {
    let stage = Stage(
      screen: Screen(size: Size(width: 4, height: 5), scale: 3, orientation: .portrait),
      windows: [])
    let image = try Self.render(stage)
    #expect(image.width == 12 && image.height == 15)
  }

  @Test func higherWindowLevelsDrawOnTop() throws {
    let full = Rect(x: 0, y: 0, width: 8, height: 8)
    let stage = Self.stage([
      Self.window(level: 10, [Self.fill("top", Rect(x: 0, y: 0, width: 4, height: 8), Self.blue)]),
      Self.window(level: 0, [Self.fill("bottom", full, Self.red)]),
    ])
    let image = try Self.render(stage)
    #expect(image[1, 1] == (0, 0, 255, 255))
    #expect(image[6, 1] == (255, 0, 0, 255))
  }

  @Test func opaqueBottomWindowStillDrawsItsSublayers() throws {
    let full = Rect(x: 0, y: 0, width: 8, height: 8)
    let window = Window(
      role: .backgroundSplash, level: 0,
      layer: Layer(
        id: "root", frame: full, content: .color(Self.blue),
        sublayers: [Self.fill("dot", Rect(x: 0, y: 0, width: 2, height: 2), Self.red)]))
    let image = try Self.render(Self.stage([window]))
    #expect(image[0, 0] == (255, 0, 0, 255))
    #expect(image[5, 5] == (0, 0, 255, 255))
  }

  @Test func animatedShrinkingReusesMipmapLevels() throws {
    var logo = RGBAImage(width: 64, height: 64)
    for y in 0..<64 {
      for x in 0..<64 where (x / 2 + y / 2) % 2 == 0 {
        logo.pixels.replaceSubrange(
          (y * 64 + x) * 4..<(y * 64 + x) * 4 + 4, with: [255, 255, 255, 255])
      }
    }
    // Sizes between mip levels (64 -> 13 px uses the 16 px level): still an even grey.
    let layer = Layer(
      id: "logo", frame: Rect(x: 0, y: 0, width: 13, height: 13),
      content: .image(ImageSource(name: "logo"), .scaleToFill))
    let stage = Self.stage(width: 13, height: 13, [Self.window([layer])])
    let image = try Self.render(stage, images: ["logo": logo])
    for x in 1..<12 { #expect(abs(Int(image[x, 6].red) - 128) <= 8, "column \(x)") }
  }

  @Test func groupOpacityCompositesSublayersOnce() throws {
    let overlapping = Layer(
      id: "group", frame: Rect(x: 0, y: 0, width: 8, height: 8), opacity: 0.5,
      sublayers: [
        Self.fill("a", Rect(x: 0, y: 0, width: 6, height: 8), Self.red),
        Self.fill("b", Rect(x: 2, y: 0, width: 6, height: 8), Self.red),
      ])
    let image = try Self.render(Self.stage([Self.window([overlapping])]))
    // Overlap and single coverage look the same: the group is drawn, then faded, as one.
    #expect(image[4, 4] == image[1, 4])
    #expect(image[4, 4] == (128, 0, 0, 255))
  }

  @Test func translucentFillBlendsOverWhatIsBehind() throws {
    let full = Rect(x: 0, y: 0, width: 8, height: 8)
    let stage = Self.stage([
      Self.window([
        Self.fill("back", full, Self.blue), Self.fill("veil", full, .white, opacity: 0.25),
      ])
    ])
    #expect(try Self.render(stage)[0, 0] == (64, 64, 255, 255))
  }

  @Test func maskAlphaLimitsTheLayer() throws {
    var maskPixels = RGBAImage(width: 8, height: 8)
    for y in 0..<8 {
      for x in 0..<4 {
        maskPixels.pixels.replaceSubrange(
          (y * 8 + x) * 4..<(y * 8 + x) * 4 + 4, with: [0, 0, 0, 255])
      }
    }
    let masked = Layer(
      id: "masked", frame: Rect(x: 0, y: 0, width: 8, height: 8), content: .color(Self.red),
      mask: Layer(
        id: "mask", frame: Rect(x: 0, y: 0, width: 8, height: 8),
        content: .image(ImageSource(name: "mask"), .scaleToFill)))
    let image = try Self.render(Self.stage([Self.window([masked])]), images: ["mask": maskPixels])
    #expect(image[1, 4] == (255, 0, 0, 255))
    #expect(image[6, 4] == (0, 0, 0, 255))
  }

  @Test func shrinkingAveragesInsteadOfAliasing() throws {
    var checker = RGBAImage(width: 64, height: 64)
    for y in 0..<64 {
      for x in 0..<64 where (x + y) % 2 == 0 {
        checker.pixels.replaceSubrange(
          (y * 64 + x) * 4..<(y * 64 + x) * 4 + 4, with: [255, 255, 255, 255])
      }
    }
    let layer = Layer(
      id: "logo", frame: Rect(x: 0, y: 0, width: 8, height: 8),
      content: .image(ImageSource(name: "checker"), .scaleToFill))
    let image = try Self.render(Self.stage([Self.window([layer])]), images: ["checker": checker])
    for x in 0..<8 { #expect(abs(Int(image[x, 3].red) - 128) <= 2, "column \(x)") }
  }

  @Test func enlargingInterpolatesBilinearly() throws {
    let ramp = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255])
    let layer = Layer(
      id: "ramp", frame: Rect(x: 0, y: 0, width: 8, height: 8),
      content: .image(ImageSource(name: "ramp"), .scaleToFill))
    let image = try Self.render(Self.stage([Self.window([layer])]), images: ["ramp": ramp])
    let row = (0..<8).map { image[$0, 4].red }
    #expect(row.first == 0 && row.last == 255)
    #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(Set(row).count >= 5)
  }

  @Test func rotationMovesPixelsAroundTheAnchor() throws {
    // A 8x2 bar turned a quarter around the screen centre stands upright.
    let bar = Layer(
      id: "bar", frame: Rect(x: 0, y: 3, width: 8, height: 2),
      transform: AffineTransform(rotationAngle: .pi / 2), content: .color(Self.red))
    let image = try Self.render(Self.stage([Self.window([bar])]))
    #expect(image[4, 0] == (255, 0, 0, 255))
    #expect(image[4, 7] == (255, 0, 0, 255))
    #expect(image[0, 4] == (0, 0, 0, 255))
  }

  @Test func layersOffTheScreenAreClipped() throws {
    let layer = Self.fill("off", Rect(x: -100, y: 6, width: 1000, height: 100), Self.red)
    let image = try Self.render(Self.stage([Self.window([layer])]))
    #expect(image[0, 7] == (255, 0, 0, 255) && image[0, 0] == (0, 0, 0, 255))
  }

  @Test func hiddenAndTransparentLayersDrawNothing() throws {
    let full = Rect(x: 0, y: 0, width: 8, height: 8)
    var hidden = Self.fill("hidden", full, Self.red)
    hidden.isHidden = true
    let image = try Self.render(
      Self.stage([Self.window([hidden, Self.fill("clear", full, Self.red, opacity: 0)])]))
    #expect(image[4, 4] == (0, 0, 0, 255))
  }

  @Test func missingImageIsAnErrorNamingIt() {
    let layer = Layer(
      id: "logo", frame: Rect(x: 0, y: 0, width: 8, height: 8),
      content: .image(ImageSource(name: "logo.png"), .center))
    #expect(throws: ImageCodecError(file: "logo.png", reason: "no such image")) {
      try Self.render(Self.stage([Self.window([layer])]))
    }
  }

  @Test func sameStageGivesSameBytes() throws {
    var logo = RGBAImage(width: 50, height: 30)
    for index in logo.pixels.indices { logo.pixels[index] = UInt8((index * 37) % 200) }
    let layer = Layer(
      id: "logo", frame: Rect(x: 1, y: 1, width: 6, height: 5),
      transform: AffineTransform(rotationAngle: 0.3), opacity: 0.7,
      content: .image(ImageSource(name: "logo"), .scaleAspectFit),
      sublayers: [Self.fill("dot", Rect(x: 0, y: 0, width: 2, height: 2), Self.blue)])
    let stage = Self.stage([Self.window([layer])])
    #expect(
      try Self.render(stage, images: ["logo": logo]) == Self.render(stage, images: ["logo": logo]))
  }
}
