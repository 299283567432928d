import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// A config naming the app's own launch storyboard (`launchScreen: {storyboard, logo}`): that
/// tree is the system launch screen and the splash, and the exits reveal through its logo.
@MainActor @Suite struct OwnLaunchScreenConfigTests {
  static let variant = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/CurtainExample/OwnLaunchScreen")

  /// A temporary copy of the example's variant with `config` as its curtain.yml.
  static func variantCopy(config: String? = nil) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-own-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.copyItem(at: variant, to: folder)
    if let config {
      try Data(config.utf8).write(to: folder.appendingPathComponent("curtain.yml"))
    }
    return folder
  }

  @Test func checkPassesTheExamplesOwnStoryboardWithAReveal() throws {
    let folder = try Self.variantCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = try CheckCommand.parse([
      folder.appendingPathComponent("curtain.yml").path, "--device", "iPhone 14",
      "--scale", "0.5", "--ready-after", "0.2", "--out", folder.appendingPathComponent("bad").path,
    ])
    var report = ""
    #expect(try command.run(output: &report), "\(report)")
  }

  /// Issue 27's devices: the first launch on the smallest iPhone and the largest iPad passes
  /// check with the reveal through the storyboard's logo (one light launch each, at a quarter
  /// point: the whole matrix is `check --matrix` on the variant).
  @Test(arguments: ["iPhone SE (3rd generation)", "iPad Pro 12.9-inch"])
  func theFirstLaunchPassesOnTheSmallestPhoneAndTheLargestPad(device name: String) throws {
    let folder = try Self.variantCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try DesignSource.load(
      config: ConfigOptions(path: folder.appendingPathComponent("curtain.yml").path),
      appPath: nil)
    var settings = try LaunchCheckerTests.settings(
      .whenReadyForDisplay, readyAfter: 0.2)
    settings.device = try PreviewChoices.device(name)
    settings.pixelScale = 0.25
    let scene = try LaunchScene(
      loaded: source.loaded, settings: settings, launchScreen: source.launchScreen)
    #expect(scene.simulation.input.plan.exit.animation == .reveal)
    let result = try LaunchChecker().check(scene)
    #expect(result.failures.map(\.message) == [])
  }

  /// The splash's logo is the storyboard's image view, where the layout engine put it (width
  /// 0.4 of the screen, centre at 0.85 of its centre), and the tree marks its layer.
  @Test(arguments: ["iPhone SE (3rd generation)", "iPad Pro 12.9-inch"])
  func theRevealCutsItsHoleWithTheStoryboardsLogo(device name: String) throws {
    let folder = try Self.variantCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let loaded = try DesignLoader().load(from: folder.appendingPathComponent("curtain.yml"))
    let screen = try #require(
      try DesignSource.load(
        config: ConfigOptions(path: loaded.fileURL.path), appPath: nil
      ).launchScreen)
    let device = try PreviewChoices.device(name)
    let drawn = screen.draw(on: device, orientation: .portrait, appearance: .light, scale: 1)
    let logo = try #require(drawn.logo)
    let size = device.screen(.portrait).size
    #expect(abs(logo.frame.width - size.width * 0.4) <= 1)
    #expect(abs(logo.frame.midY - size.height / 2 * 0.85) <= 1)
    #expect(drawn.layer.layer(withID: LaunchScreenLayout.logoID) != nil)
    var design = loaded.design
    design.launchScreen.drawn = drawn.layer
    design.showsDrawnLogo(logo, on: device.screen(.portrait))
    let layout = LaunchScreenLayout(
      design: design, screen: device.screen(.portrait), appearance: .light)
    #expect(layout.logo.frame == logo.frame)
    // Under the reveal, the background splash keeps the bars and label, not the logo.
    let background = layout.rootLayer(
      id: "b", bounds: device.screen(.portrait).bounds,
      showsLogo: false)
    #expect(background.layer(withID: LaunchScreenLayout.logoID)?.isHidden == true)
    #expect(background.sublayers.count == drawn.layer.sublayers.count)
  }

  @Test(arguments: [
    ("  logo: Nothing\n", "launchScreen.logo", "is neither an element id"),
    ("  form: infoPlist\n  logo: BrandLogo\n", "launchScreen.form", "does not apply"),
    ("", "launchScreen.logo", "is required"),
    ("  logo: Lbl-Ch-4rp\n", "launchScreen.logo", "not an image view"),
  ])
  func aBadLogoIsNamedWithItsKey(extra: String, key: String, message: String) throws {
    let folder = try Self.variantCopy(
      config: "launchScreen:\n  storyboard: Base.lproj/LaunchScreen.storyboard\n" + extra)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect {
      _ = try DesignLoader().load(from: folder.appendingPathComponent("curtain.yml"))
    } throws: { "\($0)".contains(key) && "\($0)".contains(message) }
  }

  @Test func anAmbiguousImageNameIsRefused() throws {
    let storyboard = try String(
      contentsOf: Self.variant.appendingPathComponent("Base.lproj/LaunchScreen.storyboard"),
      encoding: .utf8)
    // A second image view showing BrandLogo.
    let doubled = storyboard.replacingOccurrences(
      of: "<label opaque=\"NO\"",
      with: "<imageView image=\"BrandLogo\" id=\"Two-Lg-000\"/>\n<label opaque=\"NO\"")
    let screen = try LaunchScreenReader.read(path: "x.storyboard", data: Data(doubled.utf8))
    #expect {
      _ = try screen.logo(named: "BrandLogo")
    } throws: { "\($0)".contains("ambiguous") }
    #expect(try screen.logo(named: "BrL-go-3Lg").subviewPath == [1])
  }
}
