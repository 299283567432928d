import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainAssets

/// The launch-screen model resolved for one screen: frames made relative to each superview,
/// colours from colour sets, system colours and fixed values, images from image sets (templates
/// tinted), labels set, and what is approximated said.
@Suite struct LaunchScreenDrawerTests {
  static let screen = Screen(
    size: Size(width: 100, height: 200), scale: 2, safeArea: EdgeInsets(), orientation: .portrait)

  static func catalogs(in folder: TemporaryFolder) throws -> AppAssetCatalogs {
    let colorSet = folder.url.appendingPathComponent("Assets.xcassets/Brand.colorset")
    try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
    try Data(
      #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0x00", "red" : "0xFF" } }, "idiom" : "universal" }, { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "0x00", "red" : "0x00" } }, "idiom" : "universal" } ] }"#
        .utf8
    ).write(to: colorSet.appendingPathComponent("Contents.json"))
    try AssetCatalogImageTests.write(
      "Glyph", entries: [AssetCatalogImageTests.entry("g.png", scale: "2x")],
      files: ["g.png": try AssetCatalogImageTests.png(20, 20)],
      properties: #", "properties" : { "template-rendering-intent" : "template" }"#, in: folder)
    return AppAssetCatalogs(root: folder.url, catalogs: ["Assets.xcassets"])
  }

  static let model = LaunchScreen(
    source: .storyboard,
    root: LaunchView(
      id: "root", attributes: LaunchViewAttributes(backgroundColor: .named("Brand")),
      subviews: [
        LaunchView(
          id: "box",
          attributes: LaunchViewAttributes(
            backgroundColor: .system("systemBackgroundColor"), clipsToBounds: true),
          subviews: [
            LaunchView(
              id: "glyph", content: .image(LaunchImage(name: "Glyph")),
              attributes: LaunchViewAttributes(contentMode: .center))
          ]),
        LaunchView(
          id: "title", content: .label(LaunchLabel(text: "Hello", alignment: .center))),
        LaunchView(id: "gone", content: .image(LaunchImage(name: "Missing"))),
      ]))

  static let frames: [String: Rect] = [
    "root": Rect(x: 0, y: 0, width: 100, height: 200),
    "box": Rect(x: 10, y: 20, width: 50, height: 50),
    "glyph": Rect(x: 20, y: 30, width: 30, height: 30),
    "title": Rect(x: 0, y: 150, width: 100, height: 20),
  ]

  @Test(arguments: Appearance.allCases)
  func theTreeIsResolvedForTheScreen(appearance: Appearance) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let drawer = LaunchScreenDrawer(
      launchScreen: Self.model, catalogs: try Self.catalogs(in: folder))
    let drawing = drawer.draw(
      frames: Self.frames, on: Self.screen, appearance: appearance, idiom: .phone)
    let root = drawing.root
    #expect(
      root.backgroundColor
        == (appearance == .dark
          ? RGBAColor(red: 0, green: 0, blue: 1)
          : RGBAColor(red: 1, green: 0, blue: 0)))
    // "gone" has no frame: not installed on this screen, not drawn.
    #expect(root.subviews.map(\.id) == ["box", "title"])
    let box = root.subviews[0]
    #expect(box.clipsToBounds)
    #expect(box.backgroundColor == (appearance == .dark ? .black : .white))
    let glyph = try #require(box.subviews.first)
    // In its superview's coordinates.
    #expect(glyph.frame == Rect(x: 10, y: 10, width: 30, height: 30))
    guard case .image(let source, .center) = glyph.content else {
      Issue.record("glyph has no image")
      return
    }
    // A template, tinted with the default tint (systemBlue) through its alpha.
    let pixel = try #require(drawing.images[source.name])[5, 5]
    let blue = try #require(SystemColors.color(named: "systemBlue", appearance: appearance))
    #expect(pixel.blue == blue.bytes.blue && pixel.red == blue.bytes.red)
    #expect(source.scale == 2)
    guard case .text(let text) = root.subviews[1].content else {
      Issue.record("title has no text")
      return
    }
    #expect(text.color == (appearance == .dark ? .white : .black))
    #expect(text.alignment == .center)
    #expect(drawing.notes.contains(LabelPainter.standInWarning))
    #expect(drawing.notes.contains { $0.contains("Missing") } == false)
  }

  @Test func aMissingImageIsSaid() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var frames = Self.frames
    frames["gone"] = Rect(x: 0, y: 0, width: 10, height: 10)
    let drawing = LaunchScreenDrawer(
      launchScreen: Self.model, catalogs: try Self.catalogs(in: folder)
    )
    .draw(frames: frames, on: Self.screen, appearance: .light, idiom: .phone)
    #expect(drawing.notes.contains { $0.contains("image Missing") })
  }
}
