import CurtainAssets
import CurtainCore
import Foundation
import Testing

/// Issue #27: the example app's `ChirpOwnLaunchScreen` variant bundles
/// `OwnLaunchScreen/CurtainLaunchLayout.json`, the design its splash is made from on the device:
/// it is what Curtain computes from `OwnLaunchScreen/curtain.yml` and its storyboard (the logo
/// view's subview path on iPhone and iPad, the storyboard's bundle name, the config's exit and
/// deadline), byte for byte, and the variant's `UILaunchStoryboardName` names that storyboard.
@Suite struct ExampleOwnLaunchScreenResourceTests {
  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/CurtainExample")
  static let variant = example.appendingPathComponent("OwnLaunchScreen")

  /// The resource computed from the variant's config and storyboard, as the generator formats
  /// its JSON.
  static func computed() throws -> (resource: LaunchLayoutResource, data: Data) {
    let loaded = try DesignLoader().load(from: variant.appendingPathComponent("curtain.yml"))
    let app = try #require(loaded.design.launchScreen.app)
    let screen = try AppLaunchScreen(path: loaded.url(forPath: app.path).path, logo: app.logo)
    let resource = LaunchLayoutResource(
      appLaunchScreen: BundledLaunchScreen(
        app, phoneLogo: screen.phoneLogo, padLogo: screen.padLogo),
      design: loaded.design)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (resource, try encoder.encode(resource) + Data("\n".utf8))
  }

  @Test func theBundledResourceIsWhatCurtainComputes() throws {
    let (resource, data) = try Self.computed()
    let file = Self.variant.appendingPathComponent(LaunchLayoutResource.fileName)
    let committed = try Data(contentsOf: file)
    #expect(
      committed == data,
      "\(file.path) differs from what Curtain computes:\n\(String(decoding: data, as: UTF8.self))")
    let design = try LaunchLayoutResource.decode(committed).design
    let bundled = try #require(design.launchScreen.bundled)
    #expect(resource.version == 4)
    #expect(bundled.name == "LaunchScreen" && bundled.kind == .storyboard)
    // The logo is the second subview of the root (after the top bar), on both idioms.
    #expect(bundled.phoneLogo?.subviewPath == [1] && bundled.padLogo?.subviewPath == [1])
    #expect(bundled.phoneLogo?.imageName == "BrandLogo")
    #expect(design.exit.animation == .reveal && design.deadline == 6 && design.name == "Chirp")
  }

  /// The variant's target declares the storyboard as the system launch screen and bundles the
  /// variant's folder (storyboard, catalog, resource), not the generated one.
  @Test func theVariantTargetLaunchesWithItsOwnStoryboard() throws {
    let spec = try String(
      contentsOf: Self.example.appendingPathComponent("project.yml"), encoding: .utf8)
    let target = try #require(spec.components(separatedBy: "\n  ChirpOwnLaunchScreen:\n").last)
    let body = target.components(separatedBy: "\n  Chirp").first ?? target
    #expect(body.contains("UILaunchStoryboardName: LaunchScreen\n"))
    #expect(body.contains("- path: OwnLaunchScreen"))
    #expect(!body.contains("- path: Generated"))
  }
}
