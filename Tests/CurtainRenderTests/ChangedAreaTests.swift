import CurtainCore
import Testing

@testable import CurtainRender

/// The compositor's changed area holds every pixel that differs between two stages' renders,
/// and redrawing only that area over the old render gives the new render's bytes.
@Suite struct ChangedAreaTests {
  typealias Fixture = DirectGroupTests

  struct Change: CustomTestStringConvertible, Sendable {
    var name: String
    var before: Layer
    var after: Layer
    /// Whether the change is local, so the area must leave some of the screen out.
    var isLocal = true
    var testDescription: String { name }
  }

  static func app(_ sublayers: [Layer], opacity: Double = 1, mask: Layer? = nil) -> Layer {
    Layer(id: "app", frame: Fixture.full, opacity: opacity, mask: mask, sublayers: sublayers)
  }

  static func logo(x: Double, y: Double = 30, angle: Double = 0, hidden: Bool = false) -> Layer {
    var layer = Fixture.image(
      "logo", "logo", frame: Rect(x: x, y: y, width: 20.5, height: 20.5), .scaleAspectFit,
      transform: AffineTransform(rotationAngle: angle))
    layer.isHidden = hidden
    return layer
  }

  static let changes = [
    Change(
      name: "a logo moves a third of a point",
      before: app([logo(x: 10)]), after: app([logo(x: 10.3)])),
    Change(
      name: "a logo jumps across the screen",
      before: app([logo(x: 5, y: 5)]), after: app([logo(x: 35, y: 60)])),
    Change(
      name: "a rotated logo turns inside a masked photo",
      before: app(
        [Fixture.image("shot", "photo"), logo(x: 20, angle: 0.3)], mask: Fixture.mask(scale: 2)),
      after: app(
        [Fixture.image("shot", "photo"), logo(x: 20, angle: 0.5)], mask: Fixture.mask(scale: 2))),
    Change(
      name: "the mask grows",
      before: app([Fixture.image("shot", "photo")], mask: Fixture.mask(scale: 1.7)),
      after: app([Fixture.image("shot", "photo")], mask: Fixture.mask(scale: 1.9))),
    Change(
      name: "a logo moves inside a translucent group",
      before: app([Fixture.image("shot", "photo", opacity: 0.5), logo(x: 10)], opacity: 0.6),
      after: app([Fixture.image("shot", "photo", opacity: 0.5), logo(x: 12)], opacity: 0.6)),
    Change(
      name: "a translucent group fades",
      before: app([Fixture.image("shot", "photo", opacity: 0.5), logo(x: 10)], opacity: 0.6),
      after: app([Fixture.image("shot", "photo", opacity: 0.5), logo(x: 10)], opacity: 0.5),
      isLocal: false),
    Change(
      name: "a logo is hidden",
      before: app([logo(x: 10)]), after: app([logo(x: 10, hidden: true)])),
    Change(
      name: "a logo is added",
      before: app([logo(x: 10)]), after: app([logo(x: 10), logo(x: 30, y: 60)])),
    Change(
      name: "an aspect-filled photo in a small frame changes, drawing past its frame",
      before: app([
        Fixture.image(
          "shot", "logo", frame: Rect(x: 20, y: 40, width: 20, height: 5), .scaleAspectFill)
      ]),
      after: app([
        Fixture.image(
          "shot", "photo", frame: Rect(x: 20, y: 40, width: 20, height: 5), .scaleAspectFill)
      ])),
  ]

  static func stage(_ app: Layer, extraWindow: Bool = false) -> Stage {
    var windows = [
      Window(
        role: .backgroundSplash, level: -1,
        layer: Layer(id: "background", frame: Fixture.full, content: .color(Fixture.brand))),
      Window(role: .app, level: 0, layer: app),
    ]
    if extraWindow {
      windows.append(
        Window(role: .foregroundSplash, level: 1, layer: Layer(id: "cover", frame: Fixture.full)))
    }
    return Stage(screen: Fixture.screen, windows: windows)
  }

  static let compositor = Compositor(
    images: InMemoryImageProvider(["logo": Fixture.logo, "photo": Fixture.photo]),
    cacheByteLimit: 1 << 20)

  @Test(arguments: changes)
  func theAreaHoldsEveryChangedPixelAndRedrawsTheNewFrame(_ change: Change) throws {
    let before = Self.stage(change.before), after = Self.stage(change.after)
    let old = try Self.compositor.render(before)
    let new = try Self.compositor.render(after)
    let changed = try #require(ChangedRegion(from: old, to: new).rect, "the change shows")
    let area = try #require(try Self.compositor.changedArea(from: before, to: after)).rect
    #expect(area.intersection(changed) == changed, "changed pixels \(changed) outside \(area)")
    let screen = PixelRect(minX: 0, minY: 0, maxX: new.width, maxY: new.height)
    if change.isLocal { #expect(area != screen, "a local change reported as the whole screen") }
    var redrawn = old
    try Self.compositor.render(after, into: &redrawn, replacing: before)
    #expect(redrawn == new, "redrawing the area over the old frame differs from the new frame")
  }

  @Test func equalStagesChangeNothing() throws {
    let stage = Self.stage(Self.app([Self.logo(x: 10)]))
    #expect(try Self.compositor.changedArea(from: stage, to: stage) == nil)
  }

  @Test func aNewWindowChangesTheWholeScreen() throws {
    let app = Self.app([Self.logo(x: 10)])
    let area = try Self.compositor.changedArea(
      from: Self.stage(app), to: Self.stage(app, extraWindow: true))
    #expect(area == .whole(width: 120, height: 180))
  }

  /// Drawing only a rectangle over a picture of noise gives the whole render's bytes inside it
  /// and leaves the noise outside, on every group path of `DirectGroupTests` and with the
  /// background written first or last.
  @Test(arguments: DirectGroupTests.stages.keys.sorted())
  func drawingOnlyAnAreaGivesTheWholeRendersPixelsThere(_ name: String) throws {
    let layer = try #require(DirectGroupTests.stages[name])
    let stage = Self.stage(layer)
    let areas = [
      PixelRect(minX: 13, minY: 37, maxX: 71, maxY: 150),
      PixelRect(minX: 57, minY: 3, maxX: 58, maxY: 177),
      PixelRect(minX: 0, minY: 100, maxX: 120, maxY: 180),
    ]
    for defers in [true, false] {
      let compositor = Compositor(
        images: InMemoryImageProvider(["logo": Fixture.logo, "photo": Fixture.photo]),
        videoFrames: nil, cache: PreparedImageCache(byteLimit: 1 << 20), drawsGroupsDirectly: true,
        defersUnwrittenPixels: defers)
      let whole = try compositor.render(stage)
      for area in areas {
        let noise = RGBAImage(
          width: whole.width, height: whole.height,
          pixels: (0..<(whole.pixels.count)).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) })
        var drawn = noise
        try compositor.render(
          stage, columns: 0..<whole.width, rows: 0..<whole.height, into: &drawn, only: area)
        var mismatches = 0
        for y in 0..<whole.height {
          for x in 0..<whole.width {
            let inside = x >= area.minX && x < area.maxX && y >= area.minY && y < area.maxY
            if drawn[x, y] != (inside ? whole[x, y] : noise[x, y]) { mismatches += 1 }
          }
        }
        #expect(mismatches == 0, "\(area), background \(defers ? "last" : "first")")
      }
    }
  }
}
