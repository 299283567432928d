import Foundation
import Testing

@testable import CurtainAssets

@Suite struct OutputInstallerTests {
  static func scratch(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "curtain-installer-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
  }

  @Test func replacesTheFolderWithExactlyTheNewFiles() throws {
    let root = Self.scratch("replace")
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Out")
    try OutputInstaller().install(
      [GeneratedFile(path: "a.txt", text: "1"), GeneratedFile(path: "old/b.txt", text: "2")],
      into: output)
    try OutputInstaller().install([GeneratedFile(path: "a.txt", text: "3")], into: output)
    #expect(try String(contentsOf: output.appendingPathComponent("a.txt"), encoding: .utf8) == "3")
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("old").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Out"])
  }

  @Test func aFailedRunLeavesThePreviousOutput() throws {
    let root = Self.scratch("failure")
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Out")
    try OutputInstaller().install([GeneratedFile(path: "a.txt", text: "kept")], into: output)
    // A file and a folder with the same path cannot both be written.
    #expect(throws: OutputInstallError.self) {
      try OutputInstaller().install(
        [GeneratedFile(path: "x", text: "file"), GeneratedFile(path: "x/y", text: "child")],
        into: output)
    }
    #expect(
      try String(contentsOf: output.appendingPathComponent("a.txt"), encoding: .utf8) == "kept")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Out"])
  }
}
