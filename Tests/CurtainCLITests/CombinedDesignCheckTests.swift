import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// Issue 27's combined design through `check`: a background picture (centred at its own size),
/// a bigger logo with its own image on iPads, and a centred splash video with an iPad variant.
/// Each video is the launch screen of its idiom, drawn on one device and cut to the video's
/// size; another device of that idiom starts the video without a jump only when the picture,
/// the logo's pad size and image, the variant's choice and the centred rect all agree.
@MainActor @Suite struct CombinedDesignCheckTests {
  /// The video's size in points: an iPhone 14's screen.
  static let videoSize = Size(width: 390, height: 844)

  /// Diagonal bands, 600 x 900 px (200 x 300 pt at 3x, a third of its pixels on every device).
  static func picture() -> RGBAImage {
    var image = RGBAImage(width: 600, height: 900)
    for y in 0..<900 {
      for x in 0..<600 {
        let band = UInt8(((x + y) / 60 % 2) * 120)
        let index = (y * 600 + x) * 4
        image.pixels[index] = band
        image.pixels[index + 1] = 60 + band / 2
        image.pixels[index + 2] = 200
        image.pixels[index + 3] = 255
      }
    }
    return image
  }

  /// The middle `width` x `height` pixels of `image`.
  static func middle(of image: RGBAImage, width: Int, height: Int) -> RGBAImage {
    var cut = RGBAImage(width: width, height: height)
    let left = (image.width - width) / 2
    let top = (image.height - height) / 2
    for y in 0..<height {
      let from = ((top + y) * image.width + left) * 4
      cut.pixels.replaceSubrange(
        y * width * 4..<(y + 1) * width * 4, with: image.pixels[from..<from + width * 4])
    }
    return cut
  }

  /// The design: the example without branding, with the picture, the pad logo and `video`.
  static func design(in folder: URL, video: VideoDesign?) throws -> LoadedDesign {
    let example = try BuiltInExample.load()
    var design = example.design
    design.branding = nil
    let picture = folder.appendingPathComponent("picture.png")
    try ImageCodec.writePNG(Self.picture(), to: picture, fast: true)
    design.backgroundImage = BackgroundImage(
      source: .image(AppearanceImage(light: picture.path)), contentMode: .center)
    design.logo.padSize = Size(width: 200, height: 200)
    design.logo.padImage = AppearanceImage(
      light: example.directory.appendingPathComponent("branding.png").path)
    design.video = video
    return LoadedDesign(design: design, fileURL: example.fileURL)
  }

  /// Three frames of the light portrait launch screen of `device` at 1 px per point, cut to
  /// the video's size, in a folder (a video the tests read without ffmpeg).
  static func video(of device: String, design: LoadedDesign, in folder: URL) throws -> URL {
    var settings = try LaunchCheckerTests.videoSettings(.whenReadyForDisplay)
    settings.device = try DeviceCatalog.device(named: device)
    settings.pixelScale = 1
    let scene = try LaunchScene(loaded: design, settings: settings)
    let screen = try scene.compositor.render(scene.simulation.systemLaunchScreen)
    let frame = middle(
      of: screen, width: Int(videoSize.width), height: Int(videoSize.height))
    let frames = folder.appendingPathComponent(device, isDirectory: true)
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    for index in 0..<3 {
      try ImageCodec.writePNG(frame, to: frames.appendingPathComponent("\(index).png"), fast: true)
    }
    return frames
  }

  /// How the test's video is set up.
  enum Setup: CaseIterable, Sendable {
    /// Centred, with the iPad variant.
    case padVariant
    /// Centred, no variant: the phone's video plays on the iPad.
    case phoneVideoOnly
    /// The video fills the screen; the iPad variant is centred at its own size.
    case padVariantCentredOnItsOwn
  }

  /// With the iPad variant, the first launch passes on a small iPhone and the largest iPad
  /// (neither is the device the videos were drawn on); the phone's video on the iPad jumps
  /// at its first frame (its logo is the phone's, 120 pt of another image). A variant centred
  /// on its own while the video fills passes on the iPad: the splash draws the plan's choice.
  @Test(arguments: Setup.allCases)
  func theCombinedDesignPassesWhereEachVideoFitsItsIdiom(setup: Setup) throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let still = try Self.design(in: folder, video: nil)
    let phone = try Self.video(of: "iPhone 14", design: still, in: folder)
    let pad = try Self.video(of: "iPad Air (5th generation)", design: still, in: folder)
    let video: VideoDesign
    switch setup {
    case .padVariant, .phoneVideoOnly:
      video = VideoDesign(
        file: phone.path, when: .always, appearances: [.light], orientations: [.portrait],
        variants: setup == .padVariant ? [VideoVariant(idiom: .pad, file: pad.path)] : [],
        placement: .center, size: Self.videoSize)
    case .padVariantCentredOnItsOwn:
      video = VideoDesign(
        file: phone.path, when: .always, appearances: [.light], orientations: [.portrait],
        variants: [
          VideoVariant(idiom: .pad, file: pad.path, placement: .center, size: Self.videoSize)
        ])
    }
    let loaded = try Self.design(in: folder, video: video)
    let devices =
      (setup == .padVariant ? ["iPhone SE (3rd generation)"] : []) + ["iPad Pro 12.9-inch"]
    var jumps: [String: [String]] = [:]
    for device in devices {
      var settings = try LaunchCheckerTests.videoSettings(.whenReadyForDisplay)
      settings.device = try DeviceCatalog.device(named: device)
      settings.pixelScale = 0.25
      settings.readyAfter = 0.2
      let result = try LaunchChecker().check(LaunchScene(loaded: loaded, settings: settings))
      jumps[device] = result.failures.map(\.message)
    }
    switch setup {
    case .padVariant:
      #expect(jumps["iPhone SE (3rd generation)"] == [])
      #expect(jumps["iPad Pro 12.9-inch"] == [])
    case .padVariantCentredOnItsOwn:
      #expect(jumps["iPad Pro 12.9-inch"] == [])
    case .phoneVideoOnly:
      #expect(
        jumps["iPad Pro 12.9-inch"]?.contains { $0.contains("video's first frame appears") }
          == true, "\(jumps)")
    }
  }
}
