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
    #expect(decoded.version == LaunchLayoutResource.versionWithoutBackgroundImage)
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

/// The runtime resource is checked as a config is: `generate` refuses a design out of bounds,
/// and the app's reader refuses a hand-edited file, naming the key.
@Suite struct LaunchLayoutResourceBoundsTests {
  static func resource() throws -> LaunchLayoutResource {
    try LaunchAssetGenerator(codec: RawTestCodec()).generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read
    ).resource
  }

  /// A file an app could be shipped with after a hand edit or a bad merge. (A version newer
  /// than this Curtain reads is refused with its own error: `RuntimeDesignRoundTripTests`.)
  static let damage: [(String, @Sendable (inout LaunchLayoutResource) -> Void, String)] = [
    ("offset 1e160", { $0.logo.offset.x = 1e160 }, "logo.offset.x: must be <= 2048 points"),
    ("size 1e6", { $0.logo.size.height = 1e6 }, "logo.size.height: must be <= 2048 points"),
    ("margin -1", { $0.branding?.bottomMargin = -1 }, "branding.bottomMargin: must be >= 0"),
  ]

  @Test(arguments: damage.indices)
  func aDamagedResourceIsADecodingErrorNamingTheKey(index: Int) throws {
    let (_, change, message) = Self.damage[index]
    var resource = try Self.resource()
    change(&resource)
    let data = try JSONEncoder().encode(resource)
    do {
      _ = try JSONDecoder().decode(LaunchLayoutResource.self, from: data)
      Issue.record("a damaged resource decoded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == message)
    }
  }

  @Test func generateRefusesADesignOutOfBounds() {
    var design = TestDesigns.withBranding
    design.logo.offset = Point(x: 1e160, y: 0)
    #expect(throws: LaunchAssetError.self) {
      try LaunchAssetGenerator(codec: RawTestCodec()).generate(
        design: design, readFile: TestDesigns.read)
    }
  }
}
