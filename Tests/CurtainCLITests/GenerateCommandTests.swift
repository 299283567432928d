import CurtainAssets
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct GenerateCommandTests {
  @Test(arguments: [
    ([String](), "--output"), (["--output", "a", "--project", "b"], "not both"),
    (["--output", "a", "--info-plist", "p"], "--info-plist goes with --project"),
    (["--output", "a", "--target", "App"], "--target goes with --project"),
    (["x.yml", "--example", "--output", "a"], "not both"),
  ])
  func destinationsAreChecked(arguments: [String], message: String) {
    #expect {
      try GenerateCommand.parse(arguments)
    } throws: { error in
      GenerateCommand.message(for: error).contains(message)
    }
  }

  @Test func generatesTheBuiltInExampleIntoAFolderTwiceWithTheSameBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "curtain-generate-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("Out")
    var command = try GenerateCommand.parse(["--example", "--output", out.path])
    try command.run()
    let storyboard = out.appendingPathComponent("CurtainLaunchScreen.storyboard")
    let first = try Data(contentsOf: storyboard)
    command = try GenerateCommand.parse(["--example", "--output", out.path])
    try command.run()
    #expect(try Data(contentsOf: storyboard) == first)
    #expect(
      FileManager.default.fileExists(
        atPath: out.appendingPathComponent("CurtainLaunchLayout.json").path))
  }

  @Test func aRegularFileOrAFolderItDidNotWriteIsRefusedAndKept() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "curtain-generate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.txt")
    try Data("keep me".utf8).write(to: file)
    try Data("class A {}".utf8).write(to: folder.appendingPathComponent("src/A.swift"))
    for (target, message) in [
      (file, "is a file Curtain did not write, and a folder goes there"),
      (folder.appendingPathComponent("src"), "did not write it"),
    ] {
      let command = try GenerateCommand.parse(["--example", "--output", target.path])
      #expect {
        try command.run()
      } throws: { error in
        GenerateCommand.message(for: error).contains(message)
      }
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("src").path)
        == ["A.swift"])
  }
}
