import CurtainAssets
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct ConfigOptionsTests {
  @Test func noArgumentLoadsTheBuiltInExample() throws {
    let options = try ConfigOptions.parse([])
    #expect(options.path == nil)
    let loaded = try options.load()
    #expect(loaded.fileURL == BuiltInExample.configURL)
    #expect(loaded.design.name == "Chirp")
  }

  @Test func helpDescribesTheArgument() {
    let help = ConfigOptions.helpMessage()
    #expect(help.contains("<config>"))
    #expect(help.contains("built-in Chirp example"))
  }

  @Test func problemsPrintAsOneLineEach() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-cli-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
