import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainAssets

/// The replica (laid out from the runtime layout) and the launch screen (laid out by solving the
/// generated storyboard's constraints) drawn by the renderer are the same pixels, for every
/// device of the catalogue, both orientations and both appearances.
///
/// Drawn at 1 pixel per point to keep the test fast: the frames, not the scale, are what could
/// differ.
@Suite struct LaunchScreenPixelTests {
  static let cases: [(String, Orientation, Appearance)] = DeviceCatalog.all.flatMap { device in
    Orientation.allCases.flatMap { orientation in
      Appearance.allCases.map { (device.name, orientation, $0) }
    }
  }

  static let example: Result<GeneratedLaunchAssets, any Error> = Result {
    let loaded = try BuiltInExample.load()
    return try LaunchAssetGenerator(codec: RenderImageCodec()).generate(
      design: loaded.design,
      readFile: { try Data(contentsOf: loaded.directory.appendingPathComponent($0)) })
  }

  @Test(arguments: cases)
  func replicaEqualsTheStoryboard(device: String, orientation: Orientation, appearance: Appearance)
    throws
  {
    let output = try Self.example.get()
    var screen = try DeviceCatalog.device(named: device).screen(orientation)
    screen.scale = 1
    let storyboard = try #require(output.files.first { $0.path == "LaunchScreen.storyboard" })
    let reader = try LaunchStoryboardTests.read(
      String(decoding: storyboard.contents, as: UTF8.self))
    let logoView = try #require(reader.images.first { $0.value == output.resource.logo.imageName })
    let brandingView = try #require(
      reader.images.first { $0.value == output.resource.branding?.imageName })

    let replica = output.resource.layout(on: screen, appearance: appearance)
    var launchScreen = replica
    launchScreen.logo.frame = try LaunchStoryboardTests.frame(
      of: logoView.key, in: reader, on: screen)
    launchScreen.branding?.frame = try LaunchStoryboardTests.frame(
      of: brandingView.key, in: reader, on: screen)

    var images: [String: RGBAImage] = [:]
    for file in output.files where file.path.hasSuffix("@3x.png") {
      let name = String(file.path.split(separator: "/")[1].dropLast(".imageset".count))
      images[name] = try ImageCodec.decode(file.contents, name: file.path)
    }
    let compositor = Compositor(images: InMemoryImageProvider(images))
    func draw(_ layout: LaunchScreenLayout) throws -> RGBAImage {
      try compositor.render(
        Stage(
          screen: screen,
          windows: [
            Window(
              role: .systemLaunchScreen, level: 0,
              layer: layout.rootLayer(id: "launch", bounds: screen.bounds))
          ]))
    }
    let replicaPixels = try draw(replica)
    #expect(replicaPixels == (try draw(launchScreen)))
    // The logo really is drawn (not two empty screens compared).
    #expect(Set(replicaPixels.pixels).count > 2)
  }
}
