import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainAssets

/// `generate` writes the reveal's larger mask image when the config's logo has more pixels than
/// the logo set's 3x file: the example's 1024 px bird for a 120 pt logo (3x file: 360 px).
@Suite struct RevealMaskGenerationTests {
  static func generate(_ change: (inout LaunchDesign) -> Void = { _ in }, logo: RGBAImage? = nil)
    throws -> GeneratedLaunchAssets
  {
    let loaded = try BuiltInExample.load()
    var design = loaded.design
    change(&design)
    return try LaunchAssetGenerator(codec: RenderImageCodec()).generate(
      design: design,
      readFile: { path in
        if path == design.logo.image.light, let logo {
          return try RenderImageCodec().encode(png: logo)
        }
        return try Data(contentsOf: loaded.directory.appendingPathComponent(path))
      })
  }

  static func maskFiles(_ output: GeneratedLaunchAssets) -> [GeneratedFile] {
    let folder = RevealMaskSource.setName(forLogo: output.resource.logo.imageName) + ".imageset/"
    return output.files.filter { $0.path.contains(folder) }
  }

  @Test func theExamplesLogoGetsIts1024PixelMask() throws {
    let output = try Self.generate()
    let files = Self.maskFiles(output)
    #expect(files.count == 2)
    let png = try #require(files.first { $0.path.hasSuffix("@3x.png") })
    let image = try RenderImageCodec().decode(png.contents, name: png.path)
    #expect(image.width == 1024 && image.height == 1024)
    let contents = try #require(files.first { $0.path.hasSuffix("Contents.json") })
    #expect(String(decoding: contents.contents, as: UTF8.self).contains("\"3x\""))
  }

  @Test func aLargerSourceIsCappedAtTheLargestSide() throws {
    let big = RGBAImage(width: 3000, height: 1500, fill: (255, 255, 255, 255))
    let output = try Self.generate({ $0.logo.size = Size(width: 120, height: 60) }, logo: big)
    let png = try #require(Self.maskFiles(output).first { $0.path.hasSuffix(".png") })
    let image = try RenderImageCodec().decode(png.contents, name: png.path)
    #expect(image.width == RevealMaskSource.largestSide && image.height == 1024)
  }

  @Test func noMaskWhenTheFileHasThePixelsOrTheLogoIsPositional() throws {
    let small = RGBAImage(width: 300, height: 300, fill: (255, 255, 255, 255))
    #expect(Self.maskFiles(try Self.generate(logo: small)).isEmpty)
    let positional = try Self.generate { $0.logo.contentMode = .center }
    #expect(Self.maskFiles(positional).isEmpty)
  }
}
