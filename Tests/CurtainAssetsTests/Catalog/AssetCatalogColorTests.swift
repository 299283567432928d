import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// Colour sets as Xcode writes them (the forms were checked against public catalogs: floats
/// as strings, 8-bit integers, `0x` bytes, Display P3, grey, system references).
@Suite struct AssetCatalogColorTests {
  static func catalog(_ sets: [String: String]) throws -> (AppAssetCatalogs, TemporaryFolder) {
    let folder = try TemporaryFolder()
    for (name, json) in sets {
      let set = folder.url.appendingPathComponent("App/Assets.xcassets/\(name).colorset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }
    return (AppAssetCatalogs(root: folder.url, catalogs: ["App/Assets.xcassets"]), folder)
  }

  static func entry(_ color: String, appearance: String? = nil, idiom: String = "universal")
    -> String
  {
    let appearances =
      appearance.map {
        #""appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ], "#
      } ?? ""
    return #"{ \#(appearances)"color" : \#(color), "idiom" : "\#(idiom)" }"#
  }

  static func set(_ entries: String...) -> String {
    #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
  }

  static let cases: [(String, String, [Int])] = [
    (
      "floats",
      #"{ "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.314", "green" : "0.686", "red" : "0.298" } }"#,
      [76, 175, 80, 255]
    ),
    (
      "eightBit",
      #"{ "color-space" : "srgb", "components" : { "alpha" : "0.500", "blue" : "80", "green" : "175", "red" : "76" } }"#,
      [76, 175, 80, 128]
    ),
    (
      "hex",
      #"{ "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x50", "green" : "0xAF", "red" : "0x4C" } }"#,
      [76, 175, 80, 255]
    ),
    (
      "numbers",
      #"{ "color-space" : "srgb", "components" : { "alpha" : 1, "blue" : 0.5, "green" : 1, "red" : 0 } }"#,
      [0, 255, 128, 255]
    ),
    (
      "p3",
      #"{ "color-space" : "display-p3", "components" : { "alpha" : "1.000", "blue" : "0.1386", "green" : "0.2003", "red" : "0.9175" } }"#,
      [255, 0, 0, 255]
    ),
    (
      "gray",
      #"{ "color-space" : "gray-gamma-22", "components" : { "white" : "1.000", "alpha" : "0.500" } }"#,
      [255, 255, 255, 128]
    ),
    (
      "extendedGray",
      #"{ "color-space" : "extended-gray", "components" : { "white" : "0.000", "alpha" : "1.000" } }"#,
      [0, 0, 0, 255]
    ),
    (
      "linear",
      #"{ "color-space" : "extended-linear-srgb", "components" : { "alpha" : "1.000", "blue" : "0.2159", "green" : "0.2159", "red" : "0.2159" } }"#,
      [128, 128, 128, 255]
    ),
    (
      "reference",
      #"{ "platform" : "ios", "reference" : "systemBlueColor" }"#,
      [0, 122, 255, 255]
    ),
  ]

  @Test(arguments: cases)
  func everyFormXcodeWrites(name: String, color: String, rgba: [Int]) throws {
    let (catalogs, folder) = try Self.catalog([name: Self.set(Self.entry(color))])
    defer { folder.remove() }
    let bytes = try catalogs.color(named: name, appearance: .light, idiom: .phone).bytes
    let drawn: [Int] = [Int(bytes.red), Int(bytes.green), Int(bytes.blue), Int(bytes.alpha)]
    #expect(drawn == rgba)
  }

  static func gray(_ white: String) -> String {
    #"{ "color-space" : "gray-gamma-22", "components" : { "white" : "\#(white)", "alpha" : "1.000" } }"#
  }

  @Test func theAppearanceAndTheIdiomPickTheEntry() throws {
    let set = Self.set(
      Self.entry(Self.gray("1.000")),
      Self.entry(Self.gray("0.000"), appearance: "dark"),
      Self.entry(Self.gray("0.500"), idiom: "ipad"),
      Self.entry(Self.gray("0.000"), appearance: "light", idiom: "mac"))
    let (catalogs, folder) = try Self.catalog(["Brand": set])
    defer { folder.remove() }
    func white(_ appearance: Appearance, _ idiom: AssetIdiom) throws -> UInt8 {
      try catalogs.color(named: "Brand", appearance: appearance, idiom: idiom).bytes.red
    }
    #expect(try white(.light, .phone) == 255)
    #expect(try white(.dark, .phone) == 0)
    // The iPad's own entry wins over the universal dark one (idiom before appearance).
    #expect(try white(.dark, .pad) == 128)
    #expect(try white(.light, .pad) == 128)
  }

  @Test func aSystemReferenceFollowsTheAppearance() throws {
    let set = Self.set(
      Self.entry(#"{ "platform" : "ios", "reference" : "systemBackgroundColor" }"#))
    let (catalogs, folder) = try Self.catalog(["Background": set])
    defer { folder.remove() }
    #expect(try catalogs.color(named: "Background", appearance: .dark, idiom: .phone) == .black)
    #expect(try catalogs.color(named: "Background", appearance: .light, idiom: .phone) == .white)
  }

  static let errors: [(String, String)] = [
    (#"{ "color-space" : "cmyk", "components" : { "red" : "1" } }"#, "\"color-space\""),
    (#"{ "color-space" : "srgb", "components" : { "red" : "1", "green" : "1" } }"#, "\"blue\""),
    (
      #"{ "color-space" : "srgb", "components" : { "red" : "0xZZ", "green" : "1", "blue" : "1" } }"#,
      "0xZZ"
    ),
    (#"{ "reference" : "systemMauveColor" }"#, "systemMauveColor"),
  ]

  @Test(arguments: errors)
  func aBadValueIsNamed(color: String, named: String) throws {
    let (catalogs, folder) = try Self.catalog(["Bad": Self.set(Self.entry(color))])
    defer { folder.remove() }
    let error = #expect(throws: AssetCatalogError.self) {
      try catalogs.color(named: "Bad", appearance: .light, idiom: .phone)
    }
    #expect(error?.file == "App/Assets.xcassets/Bad.colorset/Contents.json")
    #expect(error?.reason.contains(named) == true)
  }

  @Test func aMissingSetIsNamed() throws {
    let (catalogs, folder) = try Self.catalog([:])
    defer { folder.remove() }
    let error = #expect(throws: AssetCatalogError.self) {
      try catalogs.color(named: "Nope", appearance: .light, idiom: .phone)
    }
    #expect(error?.file == "Nope")
  }
}
