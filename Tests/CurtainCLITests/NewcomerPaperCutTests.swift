import ArgumentParser
import CurtainAssets
import CurtainCore
import Foundation
import Testing

@testable import CurtainCLI

/// What a new user ran into, each now a clear next step rather than a silent example or a raw
/// error.
@Suite struct NewcomerPaperCutTests {
  static func folder() throws -> URL {
    try ConfigOptionsTests.folder()
  }

  /// `curtain.yaml` is found as `curtain.yml` is.
  @Test func aYAMLExtensionIsFound() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(ConfigOptionsTests.minimalConfig.utf8)
      .write(to: folder.appendingPathComponent("curtain.yaml"))
    let source = try ConfigOptions.parse([]).source(in: folder)
    #expect(
      source
        == .file(
          folder.appendingPathComponent("curtain.yaml").standardizedFileURL,
          displayName: "curtain.yaml"))
  }

  /// A config one folder down is named, never replaced by the built-in example, for every
  /// command (preview and check fell back to the example; generate wrote its assets).
  @Test(arguments: [true, false])
  func aConfigInASubfolderIsNamed(allowFallback: Bool) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App", isDirectory: true)
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(ConfigOptionsTests.minimalConfig.utf8)
      .write(to: app.appendingPathComponent("curtain.yml"))
    var notices: [String] = []
    #expect {
      _ = try ConfigOptions.parse([]).load(in: folder, allowFallback: allowFallback) {
        notices.append($0)
      }
    } throws: { error in
      String(describing: error).contains("App/curtain.yml")
    }
    #expect(notices.isEmpty)
  }

  /// `generate --output` with no config found is an error, and writes nothing: the example is
  /// generated only when asked for (`--example`). The tests run in the package's folder, which
  /// holds no config.
  @Test func generateWithoutAConfigWritesNothing() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Generated").path
    #expect(throws: (any Error).self) {
      try GenerateCommand.parse(["--output", output]).run()
    }
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// An app whose Info.plist Xcode generates is told the build setting, not only "add these
  /// keys to the app's Info.plist".
  @Test(arguments: [
    (LaunchScreenForm.storyboard, "INFOPLIST_KEY_UILaunchStoryboardName = CurtainLaunchScreen"),
    (.infoPlist, "add an Info.plist file to the target"),
  ])
  func generatedInfoPlistsGetTheirNextStep(form: LaunchScreenForm, advice: String) {
    let entries = LaunchInfoPlistEntries(
      form: form, storyboardName: "CurtainLaunchScreen", colorName: "Background",
      imageName: "Logo")
    let text = GenerateCommand.generatedInfoPlistAdvice(entries)
    #expect(text.contains(advice))
    #expect(text.contains("--project"))
  }

  /// A JSON array of records (one line or pretty-printed) is named as such.
  @Test(arguments: ["[{\"appVersion\": \"1\"}]", "[\n  {\n    \"appVersion\": \"1\"\n  }\n]\n"])
  func aJSONArrayTimingsFileIsNamed(text: String) {
    #expect {
      _ = try LaunchRecordLines.records(in: text, source: "launches.json")
    } throws: { error in
      let message = String(describing: error)
      return message.hasPrefix("launches.json:1: not JSON lines") && !message.contains("''")
    }
  }

  /// `--trace` to a path that cannot be written says why in words and what to do.
  @Test func anUnwritableTracePathIsExplained() throws {
    let command = try TimingsCommand.parse([
      TimingsCommandTests.sample("launches-1.7.jsonl"), "--trace",
      "/nonexistent-\(UUID().uuidString)/trace.json",
    ])
    #expect {
      try command.run()
    } throws: { error in
      let message = String(describing: error)
      return message.contains("choose a writable path") && !message.contains("NSCocoaErrorDomain")
        && !message.contains("Error Domain")
    }
  }
}
