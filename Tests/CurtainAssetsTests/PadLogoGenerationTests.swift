import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainAssets

/// A logo with an iPad size and image (`logo.size: {phone, pad}`, `logo.padImage`) generated as
/// Xcode writes them: the size constraints carry a `heightClass=regular-widthClass=regular`
/// variation, the image set `ipad` entries; the layout engine, reading the storyboard back,
/// places the logo where the replica does on every device.
@Suite struct PadLogoGenerationTests {
  /// A 60 x 30 px picture (so the pad image is told apart by its shape too).
  static let padPicture = RGBAImage(width: 60, height: 30, fill: (20, 60, 200, 255))

  /// The built-in example with a 256-pt iPad logo showing `padPicture` (dark: the same).
  static func generate(padImage: Bool = true) throws -> GeneratedLaunchAssets {
    let loaded = try BuiltInExample.load()
    var design = loaded.design
    design.logo.padSize = Size(width: 256, height: 256)
    design.logo.padImage = padImage ? AppearanceImage(light: "pad.png") : nil
    return try LaunchAssetGenerator(codec: RenderImageCodec()).generate(
      design: design,
      readFile: { path in
        if path == "pad.png" { return try RenderImageCodec().encode(png: padPicture) }
        return try Data(contentsOf: loaded.directory.appendingPathComponent(path))
      })
  }

  static let output = Result { try generate() }

  @Test(arguments: DeviceCatalog.matrix.map(\.name))
  func theStoryboardsVariationPlacesTheLogoWhereTheReplicaDoes(device name: String) throws {
    let output = try Self.output.get()
    let storyboard = try #require(
      output.files.first { $0.path == "\(LaunchStoryboard.name).storyboard" })
    let screen = try LaunchScreenReader.read(path: "generated", data: storyboard.contents)
    let logoView = try #require(
      screen.allViews.first {
        if case .image(let image) = $0.content {
          return image.name == output.resource.logo.imageName
        }
        return false
      })
    let device = try DeviceCatalog.device(named: name)
    for orientation in Orientation.allCases {
      let layout = LaunchLayout.layout(
        screen, in: LaunchLayoutEnvironment(device: device, orientation: orientation))
      #expect(layout.broken.isEmpty, "\(layout.broken)")
      let frame = try #require(layout.frame(of: logoView.id))
      let replica = output.resource.layout(
        on: device.screen(orientation), appearance: .light
      ).logo.frame
      let side: Double = device.isPad ? 256 : output.resource.logo.size.width
      #expect(
        replica.size
          == Size(
            width: side,
            height: side * output.resource.logo.size.height
              / output.resource.logo.size.width))
      for (a, b) in [
        (frame.minX, replica.minX), (frame.minY, replica.minY), (frame.width, replica.width),
        (frame.height, replica.height),
      ] {
        #expect(abs(a - b) <= 0.5, "\(name) \(orientation): \(frame) vs \(replica)")
      }
    }
  }

  /// The image set: `universal` 1x/2x/3x from the phone logo at its size, `ipad` 1x/2x from
  /// the pad image fitted in 256 points; the storyboard's width and height constraints each
  /// hold one regular-regular variation of 256; the resource carries the pad size (format 4).
  @Test func theImageSetHasIPadEntriesAndTheConstraintsAVariation() throws {
    let output = try Self.output.get()
    let name = output.resource.logo.imageName
    let folder = "CurtainLaunch.xcassets/\(name).imageset/"
    let contents = try #require(output.files.first { $0.path == folder + "Contents.json" })
    let json = try #require(
      try JSONSerialization.jsonObject(with: contents.contents) as? [String: Any])
    let images = try #require(json["images"] as? [[String: Any]])
    let entries = images.map {
      "\($0["idiom"] ?? "")/\($0["scale"] ?? "")/\($0["appearances"] == nil ? "any" : "dark")"
    }
    // The example's logo has no dark image, nor has the pad image.
    #expect(
      entries == [
        "universal/1x/any", "universal/2x/any", "universal/3x/any", "ipad/1x/any", "ipad/2x/any",
      ])
    let pad2x = try #require(
      images.first { $0["idiom"] as? String == "ipad" && $0["scale"] as? String == "2x" })
    let file = try #require(
      output.files.first { $0.path == folder + (pad2x["filename"] as? String ?? "") })
    let decoded = try ImageCodec.decode(file.contents, name: file.path)
    // 60 x 30 fitted in 256 x 256 points is 256 x 128, at 2x 512 x 256 px.
    #expect(decoded.width == 512 && decoded.height == 256)
    #expect(decoded.pixels[0] == 20 && decoded.pixels[2] == 200)

    let xml = String(
      decoding: try #require(
        output.files.first { $0.path == "\(LaunchStoryboard.name).storyboard" }
      ).contents, as: UTF8.self)
    #expect(
      xml.components(
        separatedBy: "<variation key=\"heightClass=regular-widthClass=regular\" constant=\"256\"/>"
      ).count == 3)
    #expect(output.resource.version == 4)
    #expect(output.resource.logo.padSize == Size(width: 256, height: 256))
    let json4 = try JSONEncoder().encode(output.resource)
    #expect(try LaunchLayoutResource.decode(json4).logo.padSize == Size(width: 256, height: 256))
  }

  /// The pad size alone: the `ipad` entries are the phone image at the pad size (sharp on an
  /// iPad, not the phone's pixels stretched).
  @Test func aPadSizeAloneGivesIPadEntriesOfThePhoneImage() throws {
    let output = try Self.generate(padImage: false)
    let name = output.resource.logo.imageName
    let file = try #require(
      output.files.first { $0.path.hasSuffix("/\(name)-ipad@2x.png") })
    let decoded = try ImageCodec.decode(file.contents, name: file.path)
    #expect(max(decoded.width, decoded.height) == 512)
  }

  /// The doctor finds the assets of a pad logo clean in Xcode's templates.
  @Test(arguments: ["UIKitTemplate", "SwiftUITemplate"])
  func theDoctorIsClean(fixture: String) throws {
    let sandbox = try ProjectSandbox(fixture: fixture)
    defer { sandbox.remove() }
    var design = TestDesigns.withBranding
    design.logo.padSize = Size(width: 64, height: 64)
    design.logo.padImage = AppearanceImage(light: "logo.raw")
    _ = try LaunchAssetWriter(generator: LaunchAssetGenerator(codec: RawTestCodec())).write(
      sandbox.loaded(design), to: .project(ProjectOptions(folder: sandbox.app)),
      videoPoster: false)
    let findings = LaunchDoctor().check(projectAt: sandbox.root)
    #expect(findings.isEmpty, "\(findings.map(\.humanDescription))")
  }
}
