import ArgumentParser
import CurtainAssets
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct ConfigOptionsTests {
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-cli-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static let minimalConfig =
    "background: \"#000000\"\nlogo:\n  image: logo.png\n  size: [10, 10]\n"

  @Test func noConfigFoundFallsBackToTheExampleWithALine() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var notices: [String] = []
    let loaded = try ConfigOptions.parse([]).load(in: folder) { notices.append($0) }
    #expect(loaded.fileURL == BuiltInExample.configURL)
    #expect(loaded.design.name == "Chirp")
    #expect(notices.count == 1)
    #expect(notices.first?.contains("using the built-in Chirp example") == true)
  }

  @Test func theExampleAskedForSaysNothing() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.minimalConfig.utf8).write(to: folder.appendingPathComponent("curtain.yml"))
    var notices: [String] = []
    let loaded = try ConfigOptions.parse(["--example"]).load(in: folder) { notices.append($0) }
    #expect(loaded.design.name == "Chirp")
    #expect(notices.isEmpty)
  }

  /// `curtain.yml` wins over `curtain.json`; either is found without a path.
  @Test(arguments: [
    (["curtain.yml", "curtain.json"], "curtain.yml"), (["curtain.json"], "curtain.json"),
    (["curtain.yml"], "curtain.yml"),
  ])
  func aConfigInTheFolderIsFound(present: [String], expected: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in present {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    let source = try ConfigOptions.parse([]).source(in: folder)
    #expect(
      source
        == .file(folder.appendingPathComponent(expected).standardizedFileURL, displayName: expected)
    )
  }

  @Test func titlesNameWhereTheConfigCameFrom() throws {
    let options = try ConfigOptions.parse([])
    let example = try BuiltInExample.load()
    #expect(options.label(for: example) == "built-in example")
    var found = example
    found.fileURL = URL(fileURLWithPath: "/app/curtain.yml")
    #expect(options.label(for: found) == "curtain.yml")
    #expect(try ConfigOptions.parse(["my/c.yml"]).label(for: found) == "my/c.yml")
  }

  @Test func withoutFallbackAMissingConfigIsAnError() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect {
      _ = try ConfigOptions.parse([]).load(in: folder, allowFallback: false) { _ in }
    } throws: { error in
      String(describing: error).contains("No config")
    }
  }

  @Test func generateProjectNeverUsesTheExample() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The tests run in the package's folder, which holds no curtain.yml.
    let command = try GenerateCommand.parse(["--project", folder.path])
    #expect(throws: ValidationError.self) { try command.run() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func helpDescribesTheArgument() {
    let help = ConfigOptions.helpMessage()
    #expect(help.contains("<config>"))
    #expect(help.contains("./curtain.yml"))
    #expect(help.contains("--example"))
  }

  @Test func problemsPrintAsOneLineEach() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.yml")
    try Data("background: \"#000000\"\nlogo:\n  image: gone.png\ndeadline: -1\n".utf8)
      .write(to: file)
    let options = try ConfigOptions.parse([file.path])
    do {
      _ = try options.load()
      Issue.record("loaded a bad config")
    } catch {
      let message = ConfigOptions.message(for: error)
      #expect(
        message == """
          \(file.path): logo.size: is required (line 2)
          \(file.path): logo.image: file 'gone.png' not found (paths are relative to the config's folder) (line 3)
          \(file.path): deadline: must be > 0 (line 4)
          """)
      #expect(ConfigOptions.exitCode(for: error) == .failure)
    }
  }
}
