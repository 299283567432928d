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
  static let cases: [(String, Orientation, Appearance)] = DeviceCatalog.matrix.flatMap { device in
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

  /// The example with a full-screen poster (a 1179x2556 picture standing in for a video's
  /// first frame) in place of the logo.
  static let withPoster: Result<GeneratedLaunchAssets, any Error> = Result {
    let loaded = try BuiltInExample.load()
    let frame = try Data(contentsOf: BuiltInExample.appScreenshotURL(for: .light))
    return try LaunchAssetGenerator(codec: RenderImageCodec()).generate(
      design: loaded.design,
      readFile: { try Data(contentsOf: loaded.directory.appendingPathComponent($0)) },
      posterOverride: (name: "first-frame.png", data: frame))
  }

  @Test(arguments: DeviceCatalog.matrix.map(\.name), Orientation.allCases)
  func aPosterReplicaEqualsTheStoryboard(device: String, orientation: Orientation) throws {
    let output = try Self.withPoster.get()
    var screen = try DeviceCatalog.device(named: device).screen(orientation)
    screen.scale = 1
    let reader = try Self.storyboard(of: output)
    let posterView = try #require(
      reader.images.first { $0.value == output.resource.poster?.imageName })
    let brandingView = try #require(
      reader.images.first { $0.value == output.resource.branding?.imageName })
    let replica = output.resource.layout(on: screen, appearance: .light)
    var launchScreen = replica
    launchScreen.poster?.frame = try LaunchStoryboardTests.frame(
      of: posterView.key, in: reader, on: screen)
    launchScreen.branding?.frame = try LaunchStoryboardTests.frame(
      of: brandingView.key, in: reader, on: screen)
    let compositor = try Self.compositor(for: output)
    let replicaPixels = try Self.draw(replica, with: compositor, on: screen)
    #expect(replicaPixels == (try Self.draw(launchScreen, with: compositor, on: screen)))
    // The poster reaches every corner: none shows the background colour.
    let background = output.resource.background.color.light.bytes
    for (x, y) in [(0, 0), (screen.pixelWidth - 1, 0), (0, screen.pixelHeight - 1)] {
      let pixel = replicaPixels[x, y]
      #expect((pixel.red, pixel.green, pixel.blue) != (background.0, background.1, background.2))
    }
  }

  /// The generated storyboard, parsed.
  static func storyboard(of output: GeneratedLaunchAssets) throws -> LaunchStoryboardTests.Reader {
    let storyboard = try #require(
      output.files.first { $0.path == "CurtainLaunchScreen.storyboard" })
    return try LaunchStoryboardTests.read(String(decoding: storyboard.contents, as: UTF8.self))
  }

  /// A compositor holding every generated image set's 3x image under its set's name.
  static func compositor(for output: GeneratedLaunchAssets) throws -> Compositor {
    var images: [String: RGBAImage] = [:]
    for file in output.files where file.path.hasSuffix("@3x.png") {
      let name = String(file.path.split(separator: "/")[1].dropLast(".imageset".count))
      images[name] = try ImageCodec.decode(file.contents, name: file.path)
    }
    return Compositor(images: InMemoryImageProvider(images))
  }

  /// `layout` alone on `screen`, as the system launch screen.
  static func draw(_ layout: LaunchScreenLayout, with compositor: Compositor, on screen: Screen)
    throws -> RGBAImage
  {
    try compositor.render(
      Stage(
        screen: screen,
        windows: [
          Window(
            role: .systemLaunchScreen, level: 0,
            layer: layout.rootLayer(id: "launch", bounds: screen.bounds))
        ]))
  }

  @Test(arguments: cases)
  func replicaEqualsTheStoryboard(device: String, orientation: Orientation, appearance: Appearance)
    throws
  {
    let output = try Self.example.get()
    var screen = try DeviceCatalog.device(named: device).screen(orientation)
    screen.scale = 1
    let reader = try Self.storyboard(of: output)
    let logoView = try #require(reader.images.first { $0.value == output.resource.logo.imageName })
    let brandingView = try #require(
      reader.images.first { $0.value == output.resource.branding?.imageName })

    let replica = output.resource.layout(on: screen, appearance: appearance)
    var launchScreen = replica
    launchScreen.logo.frame = try LaunchStoryboardTests.frame(
      of: logoView.key, in: reader, on: screen)
    launchScreen.branding?.frame = try LaunchStoryboardTests.frame(
      of: brandingView.key, in: reader, on: screen)

    let compositor = try Self.compositor(for: output)
    let replicaPixels = try Self.draw(replica, with: compositor, on: screen)
    #expect(replicaPixels == (try Self.draw(launchScreen, with: compositor, on: screen)))
    // The logo really is drawn (not two empty screens compared).
    #expect(Set(replicaPixels.pixels).count > 2)
  }
}
