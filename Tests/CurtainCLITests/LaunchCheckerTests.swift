import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

@MainActor @Suite struct LaunchCheckerTests {
  /// Pixels per point: small, so the checks stay quick in debug builds.
  static let scale = 0.25

  static func settings(_ attachment: PlayerAttachment) throws -> LaunchSceneSettings {
    LaunchSceneSettings(
      device: try DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait,
      appearance: .light, scenario: .first, readyAfter: 1, pixelScale: scale,
      playerAttachment: attachment, framesPerSecond: 60)
  }

  /// The built-in example with a splash video whose frames are its launch screen, as seed 000
  /// asks (a folder of PNG frames in `folder`).
  static func exampleWithVideo(in folder: URL) throws -> LoadedDesign {
    let example = try BuiltInExample.load()
    let launchScreen = try LaunchScene(
      loaded: example, settings: try settings(.whenReadyForDisplay))
    let frame = try launchScreen.compositor.render(launchScreen.simulation.systemLaunchScreen)
    let frames = folder.appendingPathComponent("intro", isDirectory: true)
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    for index in 0..<3 {
      try ImageCodec.writePNG(frame, to: frames.appendingPathComponent("\(index).png"))
    }
    var design = example.design
    design.video = VideoDesign(file: frames.path, when: .always)
    return LoadedDesign(design: design, fileURL: example.fileURL)
  }

  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-check-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func theBuiltInExamplePasses() throws {
    let scene = try LaunchScene(
      loaded: try BuiltInExample.load(), settings: try Self.settings(.whenReadyForDisplay))
    let result = try LaunchChecker().check(scene)
    #expect(result.failures.map(\.message) == [])
  }

  @Test func aVideoAttachedWhenReadyPasses() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try LaunchScene(
      loaded: try Self.exampleWithVideo(in: folder),
      settings: try Self.settings(.whenReadyForDisplay))
    let result = try LaunchChecker().check(scene)
    #expect(result.failures.map(\.message) == [])
  }

  /// Seed 000's naive start: the player's black layer on screen before the video is ready,
  /// for one frame (the "tiny black flash") and for the whole load.
  @Test(arguments: [1.0 / 60, 0.25])
  func aPlayerAttachedBeforeItIsReadyFails(lead: Double) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try LaunchScene(
      loaded: try Self.exampleWithVideo(in: folder), settings: try Self.settings(.early(lead: lead))
    )
    let result = try LaunchChecker().check(scene)
    let failure = try #require(result.failures.first)
    let ready =
      LaunchScript.defaultFirstFrameTime
      + LaunchScript.defaultPlayerReadyDelay
    #expect(failure.time >= ready - lead - 1.0 / 60 && failure.time < ready)
    #expect(FrameSignature(failure.image).isBlack())
  }
}
