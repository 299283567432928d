import ArgumentParser
import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// Issue #24: the commands' messages name the real cause, and check's work per launch is
/// bounded for an oversized image.
@MainActor @Suite struct RealCauseCommandTests {
  /// `curtain plan ''` printed "Error: : cannot read the file (it is a folder, not a file)".
  @Test(arguments: ["plan", "check", "preview", "generate"])
  func anEmptyConfigPathIsNamedAsSuch(_ command: String) {
    #expect {
      _ = try CurtainCommand.parseAsRoot(
        command == "generate" ? [command, "", "--output", "x"] : [command, ""])
    } throws: { error in
      CurtainCommand.message(for: error).contains("The config path is empty")
    }
  }

  /// A baseline median of 0 or less has no relative growth: `X --baseline X` is no regression,
  /// nor is a median that fell (-1.0 to -1.2 s was "+20% REGRESSION" when divided by it); one
  /// that grew is.
  @Test(arguments: [
    (-2.0, -2.0, false), (-1.0, -1.2, false), (0.0, 0.0, false), (-2.0, -1.9, true),
    (-1.0, 0.5, true), (0.0, 0.1, true),
  ])
  func aMedianOfZeroOrLessIsJudgedWithoutDividingByIt(
    baseline: Double, current: Double, regressed: Bool
  ) {
    let record = { (ready: Double) in
      LaunchRecord(
        appVersion: "1", prewarmed: false,
        marks: [.init(name: "processStart", seconds: 0), .init(name: "appReady", seconds: ready)])
    }
    let report = TimingsReport(
      records: [record(current)], baseline: [record(baseline)], threshold: 0.1)
    #expect(report.regressions.map(\.name).contains("total") == regressed, "\(report.text)")
  }

  /// A 700 px logo on an iPhone SE drawn at 0.25 px per point (167 px at most): no frame shows
  /// more than 334 px of it, so it is decoded once at 175 px, for every launch of the run.
  @Test func anOversizedLogoIsReducedOnceForTheRun() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-big-logo-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in try FileManager.default.contentsOfDirectory(atPath: BuiltInExample.directory.path) {
      try FileManager.default.copyItem(
        at: BuiltInExample.directory.appendingPathComponent(name),
        to: folder.appendingPathComponent(name))
    }
    let side = 700
    var pixels = [UInt8](repeating: 0, count: side * side * 4)
    for y in 200..<500 {
      for index in (y * side + 200) * 4..<(y * side + 500) * 4 { pixels[index] = 255 }
    }
    let logo = folder.appendingPathComponent("logo.png")
    try FileManager.default.removeItem(at: logo)
    try ImageCodec.writePNG(RGBAImage(width: side, height: side, pixels: pixels), to: logo)
    let loaded = try DesignLoader().load(from: folder.appendingPathComponent("curtain.yml"))
    let device = try DeviceCatalog.device(named: "iPhone SE (3rd generation)")
    var screen = device.screen(.portrait)
    screen.scale = 0.25
    let resources = SceneResources(baseDirectory: loaded.directory, screens: [screen])
    for reduceMotion in [false, true] {
      _ = try LaunchScene(
        loaded: loaded,
        settings: LaunchSceneSettings(
          device: device, orientation: .portrait, appearance: .light, scenario: .first,
          readyAfter: 0.3, reduceMotion: reduceMotion, pixelScale: 0.25),
        resources: resources)
    }
    let decoded = try resources.files.image(named: "logo.png")
    #expect(decoded.width == 175 && decoded.height == 175)
  }
}
