import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

@Suite struct LaunchAssetGeneratorTests {
  let generator = LaunchAssetGenerator(codec: RawTestCodec())

  @Test func writesEveryPartOfTheLaunchSetup() throws {
    let output = try generator.generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read)
    let paths = output.files.map(\.path)
    let logo = output.resource.logo.imageName
    let branding = try #require(output.resource.branding?.imageName)
    let color = output.resource.background.colorName
    #expect(paths == paths.sorted())
    #expect(paths.contains("LaunchScreen.storyboard"))
    #expect(paths.contains("CurtainLaunchLayout.json"))
    #expect(paths.contains("LaunchInfoPlistKeys.plist"))
    #expect(paths.contains("CurtainLaunch.xcassets/Contents.json"))
    #expect(paths.contains("CurtainLaunch.xcassets/\(color).colorset/Contents.json"))
    for suffix in ["", "@2x", "@3x", "-dark", "-dark@2x", "-dark@3x"] {
      #expect(paths.contains("CurtainLaunch.xcassets/\(logo).imageset/\(logo)\(suffix).png"))
    }
    for suffix in ["", "@2x", "@3x"] {
      #expect(
        paths.contains("CurtainLaunch.xcassets/\(branding).imageset/\(branding)\(suffix).png"))
    }
    #expect(!paths.contains { $0.contains("\(branding)-dark") })
  }

  @Test func imagesHoldThePixelsShownAtEachScale() throws {
    let output = try generator.generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read)
    let logo = output.resource.logo.imageName
    for (suffix, pixels) in [("", 24), ("@2x", 48), ("@3x", 72)] {
      let file = try #require(output.files.first { $0.path.hasSuffix("/\(logo)\(suffix).png") })
      let image = try RawTestCodec().decode(file.contents, name: file.path)
      #expect(image.width == pixels && image.height == pixels)
    }
    // The 20 x 8 branding box fits the square 25 px source as 8 x 8 points.
    let branding = try #require(output.resource.branding?.imageName)
    let file = try #require(output.files.first { $0.path.hasSuffix("/\(branding)@3x.png") })
    let image = try RawTestCodec().decode(file.contents, name: file.path)
    #expect(image.width == 24 && image.height == 24)
  }

  @Test func sameInputsGiveTheSameBytes() throws {
    let first = try generator.generate(design: TestDesigns.withBranding, readFile: TestDesigns.read)
    let second = try generator.generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read)
    #expect(first.files == second.files)
  }

  @Test func aChangedLogoGetsANewNameAndTheRestKeepsTheirs() throws {
    let before = try generator.generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read)
    let after = try generator.generate(design: TestDesigns.withBranding) { path in
      path == "logo.raw" ? RawTestCodec.square(size: 32, red: 201) : try TestDesigns.read(path)
    }
    #expect(before.resource.logo.imageName != after.resource.logo.imageName)
    #expect(before.resource.branding == after.resource.branding)
    #expect(before.resource.background == after.resource.background)
    #expect(after.resource.logo.imageName.hasPrefix("CurtainLogo-"))
  }

  @Test func aChangedColourGetsANewName() throws {
    var design = TestDesigns.withBranding
    let before = try generator.generate(design: design, readFile: TestDesigns.read)
    design.background.dark = RGBAColor(red: 0, green: 0, blue: 0)
    let after = try generator.generate(design: design, readFile: TestDesigns.read)
    #expect(before.resource.background.colorName != after.resource.background.colorName)
  }

  @Test func infoPlistFormWritesNoStoryboardAndWarnsAboutWhatItCannotShow() throws {
    var design = TestDesigns.withBranding
    design.launchScreen.form = .infoPlist
    let output = try generator.generate(design: design, readFile: TestDesigns.read)
    #expect(!output.files.contains { $0.path.hasSuffix(".storyboard") })
    #expect(output.infoPlist.key == "UILaunchScreen")
    #expect(output.warnings.filter { $0.hasPrefix("launchScreen.form") }.count == 2)
  }

  @Test func aVideoPosterFillsTheScreenInPlaceOfTheLogo() throws {
    let poster = RawTestCodec.square(size: 30, red: 7)
    let output = try generator.generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read,
      posterOverride: (name: "poster", data: poster))
    let name = try #require(output.resource.poster?.imageName)
    #expect(name.hasPrefix("CurtainPoster"))
    // The 3x file is the frame's own pixels; 2x and 1x are resampled from it.
    let file = try #require(output.files.first { $0.path.hasSuffix("/\(name)@3x.png") })
    let threeX = try RawTestCodec().decode(file.contents, name: "")
    #expect(threeX.width == 30 && threeX.pixels.first == 7)
    #expect(output.files.contains { $0.path.hasSuffix("/\(name).png") })
    // The logo's set is still written (the reveal's mask), but the storyboard shows the poster.
    let logo = output.resource.logo.imageName
    #expect(output.files.contains { $0.path.hasSuffix("/\(logo)@3x.png") })
    let storyboard = try #require(output.files.first { $0.path == "LaunchScreen.storyboard" })
    let reader = try LaunchStoryboardTests.read(
      String(decoding: storyboard.contents, as: UTF8.self))
    #expect(Set(reader.images.values) == [name, try #require(output.resource.branding?.imageName)])
    let view = try #require(reader.images.first { $0.value == name }?.key)
    let screen = LaunchStoryboardTests.screens[2]
    #expect(try LaunchStoryboardTests.frame(of: view, in: reader, on: screen) == screen.bounds)
    let layout = output.resource.layout(on: screen, appearance: .light)
    #expect(layout.poster?.frame == screen.bounds)
    #expect(layout.poster?.contentMode == .scaleAspectFill)
    let root = layout.rootLayer(id: "root", bounds: screen.bounds)
    #expect(root.sublayers.map(\.id) == ["poster", "branding"])
  }

  @Test func theInfoPlistFormWarnsThatItCannotShowAPoster() throws {
    var design = TestDesigns.withBranding
    design.launchScreen.form = .infoPlist
    let output = try generator.generate(
      design: design, readFile: TestDesigns.read,
      posterOverride: (name: "poster", data: RawTestCodec.square(size: 30, red: 7)))
    #expect(output.warnings.contains { $0.contains("full-screen poster") })
  }

  @Test func unreadableSourceNamesTheFile() {
    var design = TestDesigns.withBranding
    design.logo.image = AppearanceImage(light: "missing.png")
    #expect {
      try generator.generate(design: design, readFile: TestDesigns.read)
    } throws: { error in
      String(describing: error).contains("missing.png")
    }
  }

  @Test(arguments: [
    (ContentMode.scaleAspectFit, 200, 100, Size(width: 120, height: 60)),
    (ContentMode.scaleAspectFill, 200, 100, Size(width: 240, height: 120)),
    (ContentMode.scaleToFill, 200, 100, Size(width: 120, height: 120)),
    (ContentMode.center, 100, 200, Size(width: 60, height: 120)),
  ])
  func naturalSizeFollowsTheContentMode(mode: ContentMode, width: Int, height: Int, expected: Size)
  {
    let size = LaunchAssetGenerator.naturalSize(
      pixelWidth: width, pixelHeight: height, box: Size(width: 120, height: 120),
      contentMode: mode)
    #expect(size == expected)
  }
}
