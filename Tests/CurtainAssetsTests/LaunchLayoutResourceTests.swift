import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

@Suite struct LaunchLayoutResourceTests {
  @Test func generatedJSONDecodesToTheSameResource() throws {
    let output = try LaunchAssetGenerator(codec: RawTestCodec()).generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read)
    let file = try #require(output.files.first { $0.path == LaunchLayoutResource.fileName })
    let decoded = try JSONDecoder().decode(LaunchLayoutResource.self, from: file.contents)
    #expect(decoded == output.resource)
    #expect(decoded.version == LaunchLayoutResource.currentVersion)
  }

  @Test(arguments: Appearance.allCases)
  func layoutEqualsTheDesignsLayoutWithAssetNames(appearance: Appearance) throws {
    let output = try LaunchAssetGenerator(codec: RawTestCodec()).generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read)
    let screen = LaunchStoryboard.designScreen
    let fromResource = output.resource.layout(on: screen, appearance: appearance)
    let fromDesign = LaunchScreenLayout(
      design: TestDesigns.withBranding, screen: screen, appearance: appearance)
    #expect(fromResource.background.bytes == fromDesign.background.bytes)
    #expect(fromResource.logo.frame == fromDesign.logo.frame)
    #expect(fromResource.branding?.frame == fromDesign.branding?.frame)
    #expect(fromResource.logo.image.name == output.resource.logo.imageName)
  }
}
