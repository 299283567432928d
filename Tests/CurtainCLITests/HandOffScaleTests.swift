import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// `check` judges a hand-off as a person sees it on the device, at its own density, so
/// `--scale 1` and the device's own scale give one verdict (an iPhone SE at 2 px per point
/// here, a third of an iPhone 15's pixels, so the test stays quick in debug builds): a video made at the screen's pixel size whose
/// logo is a point lower, or whose wordmark is two points lower, jumps at every scale; a video
/// of the launch screen itself passes at every scale.
@MainActor @Suite struct HandOffScaleTests {
  /// How the video's picture differs from the launch screen it replaces.
  enum Difference: Sendable, CustomStringConvertible {
    case none
    case logoLower(points: Double)
    case wordmarkLower(points: Double)

    var description: String {
      switch self {
      case .none: "the launch screen"
      case .logoLower(let points): "the logo \(points) pt lower"
      case .wordmarkLower(let points): "the wordmark \(points) pt lower"
      }
    }
  }

  static func settings(scale: Double?) throws -> LaunchSceneSettings {
    LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone SE (3rd generation)"),
      orientation: .portrait,
      appearance: .light, scenario: .first, readyAfter: 1, pixelScale: scale,
      framesPerSecond: 60)
  }

  /// The built-in example's launch screen drawn at the device's own density (750 x 1334 on an
  /// iPhone SE), with `difference`: what a designer exports as the video's first frame.
  static func launchScreen(_ difference: Difference, design base: LaunchDesign) throws
    -> RGBAImage
  {
    var design = base
    switch difference {
    case .none: break
    case .logoLower(let points): design.logo.offset.y += points
    case .wordmarkLower(let points): design.branding?.bottomMargin -= points
    }
    let example = try BuiltInExample.load()
    let scene = try LaunchScene(
      loaded: LoadedDesign(design: design, fileURL: example.fileURL),
      settings: try settings(scale: nil))
    return try scene.compositor.render(scene.simulation.systemLaunchScreen)
  }

  /// The example with a video (a folder of two frames of `frame`) played on every launch.
  static func example(playing frame: RGBAImage, in folder: URL) throws -> LoadedDesign {
    let example = try BuiltInExample.load()
    let frames = folder.appendingPathComponent("intro", isDirectory: true)
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    try ImageCodec.writePNG(frame, to: frames.appendingPathComponent("0.png"))
    try FileManager.default.copyItem(
      at: frames.appendingPathComponent("0.png"), to: frames.appendingPathComponent("1.png"))
    var design = example.design
    design.video = VideoDesign(file: frames.path, when: .always)
    return LoadedDesign(design: design, fileURL: example.fileURL)
  }

  /// The names of the hand-offs that jump when `loaded` is checked at `scale`.
  static func jumps(_ loaded: LoadedDesign, scale: Double) throws -> [String] {
    let scene = try LaunchScene(loaded: loaded, settings: try settings(scale: scale))
    return try LaunchChecker().handOffJumps(in: scene).map(\.handOff.name)
  }

  @Test(arguments: [
    (Difference.logoLower(points: 1), true), (.wordmarkLower(points: 2), true), (.none, false),
  ])
  func oneVerdictAtEveryScale(difference: Difference, jumps: Bool) throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let example = try BuiltInExample.load()
    let frame = try Self.launchScreen(difference, design: example.design)
    let loaded = try Self.example(playing: frame, in: folder)
    for scale in [1.0, 2.0] {
      let found = try Self.jumps(loaded, scale: scale)
      #expect(
        found == (jumps ? ["the video's first frame appears"] : []),
        "a video of \(difference) at --scale \(scale)")
    }
  }
}
