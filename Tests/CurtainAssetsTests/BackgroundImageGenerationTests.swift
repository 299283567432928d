import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainAssets

/// A background image or gradient generated into the asset catalog and the storyboard: the
/// storyboard's image view (laid out by its own constraints) and the replica (laid out from the
/// runtime layout) draw the same pixels on every device, and the picture is really there.
@Suite struct BackgroundImageGenerationTests {
  static let gradient = BackgroundGradient(
    from: AppearanceColor(
      light: RGBAColor(red: 1, green: 0, blue: 0), dark: RGBAColor(red: 0, green: 0, blue: 0)),
    to: AppearanceColor(
      light: RGBAColor(red: 0, green: 0, blue: 1), dark: RGBAColor(red: 1, green: 1, blue: 1)))

  /// The built-in example with `picture` under its logo.
  static func generate(_ picture: BackgroundImage) throws -> GeneratedLaunchAssets {
    let loaded = try BuiltInExample.load()
    var design = loaded.design
    design.backgroundImage = picture
    return try LaunchAssetGenerator(codec: RenderImageCodec()).generate(
      design: design,
      readFile: { path in
        if path.hasPrefix("screen-") {
          return try RenderImageCodec().encode(png: pattern(dark: path == "screen-dark"))
        }
        return try Data(contentsOf: loaded.directory.appendingPathComponent(path))
      })
  }

  /// A small 90 x 150 px picture: diagonal bands, different in each appearance.
  static func pattern(dark: Bool) -> RGBAImage {
    var image = RGBAImage(width: 90, height: 150)
    for y in 0..<150 {
      for x in 0..<90 {
        let band = UInt8(((x + y) / 10 % 2) * 200)
        let index = (y * 90 + x) * 4
        image.pixels[index] = dark ? 20 : band
        image.pixels[index + 1] = dark ? band : 40
        image.pixels[index + 2] = 90
        image.pixels[index + 3] = 255
      }
    }
    return image
  }

  static let outputs: [String: Result<GeneratedLaunchAssets, any Error>] = [
    "gradient": Result { try generate(BackgroundImage(source: .gradient(gradient))) },
    "image": Result {
      try generate(
        BackgroundImage(
          source: .image(AppearanceImage(light: "screen-light", dark: "screen-dark")),
          contentMode: .scaleAspectFit))
    },
  ]

  /// Each output's compositor per appearance, decoded once for every device's case.
  static let compositors: [String: [Appearance: Result<Compositor, any Error>]] =
    outputs.mapValues { output in
      Dictionary(
        uniqueKeysWithValues: Appearance.allCases.map { appearance in
          (appearance, Result { try compositor(for: output.get(), appearance: appearance) })
        })
    }

  @Test(arguments: ["gradient", "image"], DeviceCatalog.all.map(\.name))
  func theStoryboardAndTheReplicaDrawTheSameBackground(kind: String, device: String) throws {
    let output = try #require(Self.outputs[kind]).get()
    let reader = try LaunchScreenPixelTests.storyboard(of: output)
    let name = try #require(output.resource.backgroundImage?.imageName)
    let view = try #require(reader.images.first { $0.value == name })
    for orientation in Orientation.allCases {
      var screen = try DeviceCatalog.device(named: device).screen(orientation)
      screen.scale = 1
      for appearance in Appearance.allCases {
        let compositor = try #require(Self.compositors[kind]?[appearance]).get()
        let replica = output.resource.layout(on: screen, appearance: appearance)
        var launchScreen = replica
        launchScreen.backgroundImage?.frame = try LaunchStoryboardTests.frame(
          of: view.key, in: reader, on: screen)
        launchScreen.logo.frame = try LaunchStoryboardTests.frame(
          of: try #require(reader.images.first { $0.value == output.resource.logo.imageName }).key,
          in: reader, on: screen)
        let pixels = try LaunchScreenPixelTests.draw(replica, with: compositor, on: screen)
        #expect(
          pixels == (try LaunchScreenPixelTests.draw(launchScreen, with: compositor, on: screen)))
        if kind == "gradient" {
          // The gradient runs from its first colour at the top edge to its last at the bottom.
          let top = Self.color(pixels[0, 0])
          let bottom = Self.color(pixels[0, screen.pixelHeight - 1])
          let first = Self.gradient.from.color(for: appearance)
          let last = Self.gradient.to.color(for: appearance)
          #expect(Self.distance(top, first) < 0.05, "\(top) vs \(first)")
          #expect(Self.distance(bottom, last) < 0.05, "\(bottom) vs \(last)")
        }
      }
    }
  }

  /// The image sets hold 1x/2x/3x files and a dark variant, the storyboard pins the image view
  /// to the root view's four edges (not the safe area) behind the logo, and the runtime layout
  /// names the set (as format version 3, which an older Curtain refuses).
  @Test(arguments: ["gradient", "image"])
  func theBackgroundIsAnImageSetPinnedToTheScreen(kind: String) throws {
    let output = try #require(Self.outputs[kind]).get()
    let resource = try #require(output.resource.backgroundImage)
    #expect(output.resource.version == 3)
    #expect(resource.contentMode == (kind == "gradient" ? .scaleToFill : .scaleAspectFit))
    let paths = output.files.map(\.path)
    let folder = "CurtainLaunch.xcassets/\(resource.imageName).imageset/"
    for suffix in ["", "@2x", "@3x", "-dark", "-dark@2x", "-dark@3x"] {
      #expect(paths.contains(folder + resource.imageName + suffix + ".png"))
    }
    let contents = try #require(output.files.first { $0.path == folder + "Contents.json" })
    let json = try #require(
      try JSONSerialization.jsonObject(with: contents.contents) as? [String: Any])
    let images = try #require(json["images"] as? [[String: Any]])
    #expect(images.count == 6)
    #expect(images.filter { $0["appearances"] != nil }.count == 3)
    let reader = try LaunchScreenPixelTests.storyboard(of: output)
    let view = try #require(reader.images.first { $0.value == resource.imageName }).key
    let pinned = reader.constraints.filter { $0.first == view }
    #expect(Set(pinned.map(\.firstAttribute)) == ["leading", "trailing", "top", "bottom"])
    #expect(pinned.allSatisfy { $0.second == reader.root && $0.constant == 0 })
    // Behind the logo: the first subview.
    #expect(reader.views.first == view)
    let storyboard = try #require(
      output.files.first { $0.path == "CurtainLaunchScreen.storyboard" })
    #expect(
      String(decoding: storyboard.contents, as: UTF8.self).contains(
        "contentMode=\"\(resource.contentMode.rawValue)\" image=\"\(resource.imageName)\""))
  }

  @Test func aDesignWithoutABackgroundImageKeepsFormatVersion2() throws {
    let loaded = try BuiltInExample.load()
    let output = try LaunchAssetGenerator(codec: RenderImageCodec()).generate(
      design: loaded.design,
      readFile: { try Data(contentsOf: loaded.directory.appendingPathComponent($0)) })
    #expect(output.resource.version == 2)
    #expect(output.resource.backgroundImage == nil)
  }

  /// A compositor holding each image set's 3x file for `appearance` (its dark file when it has
  /// one, as the asset catalog picks), under the set's name.
  static func compositor(for output: GeneratedLaunchAssets, appearance: Appearance) throws
    -> Compositor
  {
    var images: [String: RGBAImage] = [:]
    for file in output.files where file.path.hasSuffix("@3x.png") {
      let name = String(file.path.split(separator: "/")[1].dropLast(".imageset".count))
      let isDark = file.path.hasSuffix("-dark@3x.png")
      guard isDark == (appearance == .dark) || (!isDark && images[name] == nil) else { continue }
      images[name] = try ImageCodec.decode(file.contents, name: file.path)
    }
    return Compositor(images: InMemoryImageProvider(images))
  }

  static func color(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> RGBAColor {
    RGBAColor(
      red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
      blue: Double(pixel.blue) / 255)
  }

  static func distance(_ a: RGBAColor, _ b: RGBAColor) -> Double {
    max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
  }

  /// The doctor finds a generated gradient clean in Xcode's UIKit template: the 128-pt square
  /// stretched to the screen is a gradient still, not a distorted picture (it flagged it as
  /// `launch-image-distorted`, "stretched by 117.4%", on every device before).
  @Test(arguments: GradientDirection.allCases)
  func theDoctorIsCleanOnAGeneratedGradient(direction: GradientDirection) throws {
    let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
    defer { sandbox.remove() }
    var loaded = try BuiltInExample.load()
    var gradient = Self.gradient
    gradient.direction = direction
    loaded.design.backgroundImage = BackgroundImage(source: .gradient(gradient))
    _ = try LaunchAssetWriter(generator: LaunchAssetGenerator(codec: RenderImageCodec())).write(
      loaded, to: .project(ProjectOptions(folder: sandbox.app)), videoPoster: false)
    let findings = LaunchDoctor().check(projectAt: sandbox.root)
    #expect(findings.isEmpty, "\(findings.map(\.humanDescription))")
  }
}
