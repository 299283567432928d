import CurtainAssets
import CurtainCore
import Foundation
import Testing

@testable import CurtainCLI

@MainActor @Suite struct PlanCommandTests {
  func output(_ arguments: [String]) throws -> String {
    let command = try PlanCommand.parse(arguments)
    var text = ""
    try command.run(output: &text)
    return text
  }

  @Test func isASubcommandOfCurtain() throws {
    let command = try CurtainCommand.parseAsRoot(["plan", "--launch", "later"])
    #expect(command is PlanCommand)
  }

  @Test func firstLaunchOfTheExamplePlansAndEndsWithTheApp() throws {
    let text = try output([])
    #expect(text.contains("Launch plan for Chirp (built-in example)"))
    #expect(text.contains("launch:          first (first launch; reason: normal)"))
    #expect(text.contains("deadline:"))
    #expect(text.contains("remove splash; replay taps"))
    #expect(text.contains("App on screen at"))
  }

  @Test func notificationLaunchGetsTheSameSplashAsALaterLaunch() throws {
    let later = try output(["--launch", "later"])
    let notification = try output(["--launch", "notification"])
    let afterHeader: (String) -> String = { text in
      text.split(separator: "\n").dropFirst(2).joined(separator: "\n")
    }
    #expect(afterHeader(later) == afterHeader(notification))
    #expect(notification.contains("reason: notification"))
  }

  @Test func reduceMotionChangesTheExit() throws {
    let text = try output(["--launch", "later", "--reduce-motion"])
    #expect(text.contains("reduce motion:   on"))
    #expect(text.contains("exit:            fade") || text.contains("exit:            none"))
  }

  @Test func readyAfterMovesTheExit() throws {
    let text = try output(["--launch", "later", "--ready-after", "2.5"])
    #expect(text.contains("2.500 s  app ready"))
  }

  @Test(arguments: [["--launch", "sometimes"], ["--ready-after", "-1"]])
  func badArgumentsAreRejected(_ arguments: [String]) {
    #expect(throws: (any Error).self) { try PlanCommand.parse(arguments) }
  }

  /// The example app's config (a first-launch video and a reveal) and the runtime resource
  /// `curtain generate` makes from it print the same plan and timeline for every launch.
  @Test(arguments: [
    ["--launch", "first"], ["--launch", "later"], ["--launch", "update", "--reduce-motion"],
    ["--launch", "first", "--no-video-autoplay", "--ready-after", "7"],
  ])
  func theGeneratedResourcePlansAsItsConfig(_ arguments: [String]) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../..").standardizedFileURL
    let config = root.appendingPathComponent("Examples/CurtainExample/curtain.yml").path
    let loaded = try ConfigOptions(path: config).load()
    let assets = try LaunchAssetGenerator(codec: RenderImageCodec()).generate(
      design: loaded.design, readFile: { try Data(contentsOf: loaded.url(forPath: $0)) })
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-plan-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let resource = folder.appendingPathComponent(LaunchLayoutResource.fileName)
    let file = try #require(assets.files.first { $0.path == LaunchLayoutResource.fileName })
    try file.contents.write(to: resource)
    let afterTitle: (String) -> String = { text in
      text.split(separator: "\n").dropFirst().joined(separator: "\n")
    }
    let fromConfig = try output([config] + arguments)
    let fromResource = try output([resource.path] + arguments)
    #expect(afterTitle(fromResource) == afterTitle(fromConfig))
    #expect(fromResource.contains("Launch plan for Chirp"))
    // The video's limits reach the device: the resource plans them as the config does.
    if arguments == ["--launch", "first"] {
      #expect(fromResource.contains("light only, portrait only"))
    }
  }

  @Test func aNewerResourceIsRefusedNamingTheFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-plan-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let resource = folder.appendingPathComponent(LaunchLayoutResource.fileName)
    let newer = LaunchLayoutResource.currentVersion + 1
    try Data(#"{"version": \#(newer)}"#.utf8).write(to: resource)
    #expect {
      try output([resource.path])
    } throws: { error in
      "\(error)".contains("format version \(newer)")
        && "\(error)".contains(resource.path)
    }
  }

  @Test func secondsAreFormattedWithMilliseconds() {
    #expect(PlanReport.seconds(0.05) == "0.050 s")
    #expect(PlanReport.seconds(12.3456) == "12.346 s")
  }
}
