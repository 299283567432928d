import CurtainCore
import CurtainRender
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
    #expect(paths.contains("CurtainLaunchScreen.storyboard"))
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
    let storyboard = try #require(
      output.files.first { $0.path == "CurtainLaunchScreen.storyboard" })
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

  /// A dark logo of another aspect ratio keeps its own: its files are sized from its pixels.
  @Test func eachAppearanceIsSizedFromItsOwnPixels() throws {
    var design = TestDesigns.withBranding
    design.logo.size = Size(width: 30, height: 30)
    design.logo.image = AppearanceImage(light: "square.raw", dark: "wide.raw")
    let wide = try RawTestCodec().encode(
      png: RGBAImage(width: 40, height: 20, fill: (9, 9, 9, 255)))
    let files = TestDesigns.files.merging(
      ["square.raw": RawTestCodec.square(size: 32, red: 1), "wide.raw": wide]
    ) { $1 }
    let output = try LaunchAssetGenerator(codec: RawTestCodec()).generate(
      design: design,
      readFile: { path in
        guard let data = files[path] else { throw CocoaError(.fileNoSuchFile) }
        return data
      })
    func size(_ suffix: String) throws -> (Int, Int) {
      let file = try #require(
        output.files.first {
          $0.path.contains("CurtainLogo") && $0.path.hasSuffix(suffix)
            && (suffix.hasPrefix("-dark") || !$0.path.contains("-dark"))
        })
      let image = try RawTestCodec().decode(file.contents, name: file.path)
      return (image.width, image.height)
    }
    #expect(try size("@3x.png") == (90, 90))
    #expect(try size("-dark@3x.png") == (90, 45))
    #expect(try size("-dark.png") == (30, 15))
  }

  @Test func imagesOverTheDecodedBudgetAreWarnedAbout() {
    let small = [3: [Appearance.light: 1_000_000]]
    let poster = [3: [Appearance.light: 3840 * 2160 * 4, .dark: 1_000_000]]
    #expect(LaunchAssetGenerator.budgetWarnings([small]).isEmpty)
    let warnings = LaunchAssetGenerator.budgetWarnings([small, poster])
    // Light: 33.2 + 1 MB over the budget; dark: 1 + 1 MB, under it.
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("light launch screen's @3x images decode to 34.2 MB") == true)
    // The bound itself: 25,000,000 bytes is iOS's limit, the budget keeps a margin under it.
    #expect(LaunchAssetGenerator.decodedSizeBudget < 25_000_000)
  }
}
