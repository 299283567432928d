import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainAssets

/// Image sets: the entry iOS picks for a screen, and vector files drawn by poppler and librsvg.
@Suite struct AssetCatalogImageTests {
  /// Whether pdftocairo and rsvg-convert are installed (`Scripts/setup.sh` installs them on
  /// Linux; on macOS `brew install poppler librsvg`): the vector tests are skipped, visibly,
  /// without them.
  static let hasVectorTools =
    VectorRasterizer.locate("pdftocairo") != nil && VectorRasterizer.locate("rsvg-convert") != nil

  /// A set named `name` with `entries` (JSON objects) and `files` (name: bytes).
  static func write(
    _ name: String, entries: [String], files: [String: Data], properties: String = "",
    in folder: TemporaryFolder
  ) throws {
    let set = folder.url.appendingPathComponent("Assets.xcassets/\(name).imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let json =
      #"{ "images" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 }\#(properties) }"#
    try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    for (file, data) in files { try data.write(to: set.appendingPathComponent(file)) }
  }

  /// A PNG of `width` x `height` pixels in one grey `level`.
  static func png(_ width: Int, _ height: Int, level: UInt8 = 255) throws -> Data {
    try ImageCodec.encodePNG(
      RGBAImage(width: width, height: height, fill: (level, level, level, 255)), name: "t.png")
  }

  static func entry(
    _ file: String, scale: String? = nil, idiom: String = "universal", dark: Bool = false
  ) -> String {
    let appearance =
      dark ? #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "# : ""
    let scaleKey = scale.map { #", "scale" : "\#($0)""# } ?? ""
    return #"{ \#(appearance)"filename" : "\#(file)", "idiom" : "\#(idiom)"\#(scaleKey) }"#
  }

  @Test(arguments: [(3.0, 3.0, 30), (2.0, 2.0, 20), (1.0, 1.0, 10)])
  func theScreensScaleIsPicked(screen: Double, expectedScale: Double, width: Int) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.write(
      "Logo",
      entries: [
        Self.entry("a.png", scale: "1x"), Self.entry("b.png", scale: "2x"),
        Self.entry("c.png", scale: "3x"),
      ],
      files: [
        "a.png": try Self.png(10, 5), "b.png": try Self.png(20, 10), "c.png": try Self.png(30, 15),
      ],
      in: folder)
    let catalogs = AppAssetCatalogs(root: folder.url, catalogs: ["Assets.xcassets"])
    let image = try catalogs.image(named: "Logo", appearance: .light, idiom: .phone, scale: screen)
    #expect(image.scale == expectedScale)
    #expect(image.image.width == width)
  }

  @Test func aMissingScaleTakesTheNearestLargerThenTheLargestSmaller() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.write(
      "Logo", entries: [Self.entry("a.png", scale: "1x"), Self.entry("b.png", scale: "2x")],
      files: ["a.png": try Self.png(10, 5), "b.png": try Self.png(20, 10)], in: folder)
    try Self.write(
      "Big", entries: [Self.entry("c.png", scale: "3x")], files: ["c.png": try Self.png(30, 15)],
      in: folder)
    let catalogs = AppAssetCatalogs(root: folder.url, catalogs: ["Assets.xcassets"])
    #expect(
      try catalogs.image(named: "Logo", appearance: .light, idiom: .phone, scale: 3).scale == 2)
    #expect(
      try catalogs.image(named: "Big", appearance: .light, idiom: .phone, scale: 1).scale == 3)
  }

  @Test func darkAndIPadEntriesArePickedForTheirScreens() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.write(
      "Logo",
      entries: [
        Self.entry("light.png", scale: "2x"), Self.entry("dark.png", scale: "2x", dark: true),
        Self.entry("pad.png", scale: "2x", idiom: "ipad"),
      ],
      files: [
        "light.png": try Self.png(2, 2, level: 250), "dark.png": try Self.png(2, 2, level: 10),
        "pad.png": try Self.png(2, 2, level: 128),
      ],
      in: folder)
    let catalogs = AppAssetCatalogs(root: folder.url, catalogs: ["Assets.xcassets"])
    func level(_ appearance: Appearance, _ idiom: AssetIdiom) throws -> UInt8 {
      try catalogs.image(named: "Logo", appearance: appearance, idiom: idiom, scale: 2).image[0, 0]
        .red
    }
    #expect(try level(.light, .phone) == 250)
    #expect(try level(.dark, .phone) == 10)
    #expect(try level(.light, .pad) == 128)
  }

  static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">
    <rect x="0" y="0" width="20" height="20" fill="#ff0000"/></svg>
    """

  /// A one-page PDF of 40 x 20 points whose left half is red, with a correct cross-reference
  /// table.
  static func pdf() -> Data {
    let stream = "1 0 0 rg 0 0 20 20 re f"
    let objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 40 20] /Contents 4 0 R /Resources << >> >>",
      "<< /Length \(stream.utf8.count) >>\nstream\n\(stream)\nendstream",
    ]
    var text = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (index, object) in objects.enumerated() {
      offsets.append(text.utf8.count)
      text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
    }
    let xref = text.utf8.count
    text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
    text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return Data(text.utf8)
  }

  @Test(.enabled(if: hasVectorTools), arguments: ["svg", "pdf"])
  func aVectorIsDrawnAtItsPointSizeTimesTheScale(format: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let data = format == "svg" ? Data(Self.svg.utf8) : Self.pdf()
    try Self.write(
      "Vector", entries: [Self.entry("logo.\(format)")], files: ["logo.\(format)": data],
      in: folder)
    let catalogs = AppAssetCatalogs(root: folder.url, catalogs: ["Assets.xcassets"])
    let drawn = try catalogs.image(named: "Vector", appearance: .light, idiom: .phone, scale: 3)
    #expect(drawn.isVector)
    #expect(drawn.scale == 3)
    #expect((drawn.image.width, drawn.image.height) == (120, 60))
    // Red on the left half, transparent on the right: the drawing, not a blank page.
    let left = drawn.image[30, 30], right = drawn.image[90, 30]
    #expect(left.red > 240 && left.green < 15 && left.alpha == 255)
    #expect(right.alpha == 0)
  }

  @Test(.enabled(if: hasVectorTools), arguments: ["svg", "pdf"])
  func aPreservedVectorIsRedrawnAtTheSizeItIsShown(format: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let data = format == "svg" ? Data(Self.svg.utf8) : Self.pdf()
    let properties = #", "properties" : { "preserves-vector-representation" : true }"#
    try Self.write(
      "Vector", entries: [Self.entry("logo.\(format)")], files: ["logo.\(format)": data],
      properties: properties, in: folder)
    let catalogs = AppAssetCatalogs(root: folder.url, catalogs: ["Assets.xcassets"])
    let drawn = try catalogs.image(
      named: "Vector", appearance: .light, idiom: .phone, scale: 2, drawnPixels: (400, 200))
    #expect(drawn.preservesVectorRepresentation)
    #expect((drawn.image.width, drawn.image.height) == (400, 200))
    // Without the property the same request gets the 2x bitmap Xcode would have made.
    try Self.write(
      "Plain", entries: [Self.entry("logo.\(format)")], files: ["logo.\(format)": data],
      in: folder)
    let plain = try AppAssetCatalogs(root: folder.url, catalogs: ["Assets.xcassets"]).image(
      named: "Plain", appearance: .light, idiom: .phone, scale: 2, drawnPixels: (400, 200))
    #expect((plain.image.width, plain.image.height) == (80, 40))
  }

  @Test func aTemplateSetSaysSo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.write(
      "Glyph", entries: [Self.entry("g.png", scale: "1x")], files: ["g.png": try Self.png(2, 2)],
      properties: #", "properties" : { "template-rendering-intent" : "template" }"#, in: folder)
    let catalogs = AppAssetCatalogs(root: folder.url, catalogs: ["Assets.xcassets"])
    #expect(
      try catalogs.image(named: "Glyph", appearance: .light, idiom: .phone, scale: 1).isTemplate)
  }

  @Test(.enabled(if: hasVectorTools)) func aDamagedVectorIsAnErrorNamingTheFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.write(
      "Broken", entries: [Self.entry("b.pdf")], files: ["b.pdf": Data("not a pdf".utf8)],
      in: folder)
    let catalogs = AppAssetCatalogs(root: folder.url, catalogs: ["Assets.xcassets"])
    let error = #expect(throws: AssetCatalogError.self) {
      try catalogs.image(named: "Broken", appearance: .light, idiom: .phone, scale: 2)
    }
    #expect(error?.file.hasSuffix("Broken.imageset/b.pdf") == true)
  }
}
