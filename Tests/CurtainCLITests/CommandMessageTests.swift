import ArgumentParser
import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// Whether the tests that need ffmpeg run: wherever it is installed, and always in CI.
enum FFmpegAvailability {
  static let runs =
    FFmpeg.locate() != nil || ProcessInfo.processInfo.environment["CI"] == "true"
}

/// Every message names the value, the file or the option, and says what to do.
@MainActor @Suite struct CommandMessageTests {
  static func parseMessage<Command: ParsableCommand>(_ type: Command.Type, _ arguments: [String])
    -> String
  {
    do {
      _ = try type.parse(arguments)
      return ""
    } catch {
      return type.message(for: error)
    }
  }

  @Test(arguments: [
    ("--orientation", "sideways", ["'portrait'", "'landscape'"]),
    ("--appearance", "sepia", ["'light'", "'dark'"]),
    ("--launch", "warm", ["'first'", "'update'", "'later'", "'notification'"]),
  ])
  func choicesAreEnumsWithOneKindOfError(option: String, value: String, valid: [String]) {
    let message = Self.parseMessage(PreviewCommand.self, [option, value])
    #expect(message.contains("The value '\(value)' is invalid for '\(option) <"))
    for choice in valid { #expect(message.contains(choice)) }
  }

  @Test func choicesIgnoreCase() throws {
    let command = try PreviewCommand.parse(["--orientation", "Landscape", "--appearance", "DARK"])
    #expect(command.orientation == .landscape && command.appearance == .dark)
  }

  @Test(arguments: [
    ("--ready-after", "-1"), ("--predicted-wait", "-2"), ("--fps", "-5"),
  ])
  func negativeNumbersAreNamedNotMissing(option: String, value: String) {
    let message = Self.parseMessage(PreviewCommand.self, [option, value])
    #expect(!message.contains("Missing value"))
    #expect(message.contains("is invalid for '\(option)'"))
    #expect(message.contains(value))
  }

  @Test(arguments: [("--ready-after", "-1"), ("--scale", "-3"), ("--naive-player", "-0.5")])
  func checkNamesNegativeNumbersToo(option: String, value: String) {
    let message = Self.parseMessage(CheckCommand.self, [option, value])
    #expect(!message.contains("Missing value"))
    #expect(message.contains("is invalid for '\(option)'"))
  }

  @Test func anUnwritablePreviewOutputIsRefusedBeforeRendering() throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: file)
    let out = file.appendingPathComponent("launch.gif").path
    let message = Self.parseMessage(PreviewCommand.self, ["--out", out])
    #expect(message.contains("Cannot write '--out' \(out)"))
    #expect(message.contains("\(file.path) is a file, not a folder"))
    #expect(message.contains("Choose another path with --out"))
  }

  @Test func anUnwritableCheckOutputIsRefusedBeforeChecking() throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // --out lies under a file, so no frame could be saved: refused before any launch runs.
    let blocker = folder.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    let out = blocker.appendingPathComponent("frames").path
    let message = Self.parseMessage(CheckCommand.self, ["--out", out])
    #expect(message.contains("Cannot write '--out' \(out)"))
    #expect(message.contains("\(blocker.path) is a file, not a folder"))
    #expect(message.contains("Choose another path with --out"))
  }

  @Test func progressWithoutATerminalIsAPlainLinePerTenth() {
    var lines: [String] = []
    var progress = ProgressBar(
      total: 48, unit: "launches", style: .lines, write: { lines.append($0) })
    for done in 1...48 { progress.update(done) }
    progress.finish()
    #expect(lines.count == 10)
    #expect(lines.first == "5/48 launches (10%)\n")
    #expect(lines.last == "48/48 launches (100%)\n")
  }

  @Test func theBarCountsItsUnit() {
    #expect(
      ProgressBar.line(done: 3, total: 12, unit: "launches", width: 4) == "[#---]  3/12 launches")
  }

  @Test(arguments: [("a.mp4", 1179, true), ("a.mp4", 1180, false), ("a.gif", 1179, false)])
  func anOddMP4SaysItWasPadded(name: String, width: Int, notes: Bool) throws {
    let url = URL(fileURLWithPath: "/tmp/\(name)")
    let format = try #require(AnimationFormat(pathExtension: url.pathExtension))
    let written = PreviewRender.Written(
      frameCount: 2, width: width, height: 2556, framesPerSecond: 60, duration: 0.03)
    let summary = written.summary(device: "iPhone 15", output: .animation(url, format))
    #expect(summary.contains("\(width)x2556 px"))
    #expect(summary.contains("(encoded 1180x2556 px: H.264 needs even sizes") == notes)
  }
}
