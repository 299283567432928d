import ArgumentParser
import CurtainAssets
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct DoctorCommandTests {
  static let findings = [
    DoctorFinding(
      rule: .bothLaunchKeys, file: "App/Info.plist", line: 12, message: "both keys"),
    DoctorFinding(rule: .textInLaunchScreen, file: "App/L.storyboard", line: nil, message: "text"),
  ]

  @Test func humanReportListsFindingsAndCounts() throws {
    #expect(
      try DoctorReport(findings: Self.findings).text(json: false) == """
        App/Info.plist:12: error: both keys [both-launch-keys]
        App/L.storyboard: warning: text [text-in-launch-screen]
        1 error, 1 warning

        """)
    #expect(
      try DoctorReport(findings: []).text(json: false) == "No launch-setup problems found.\n")
  }

  @Test func jsonReportHasOneObjectPerFinding() throws {
    let text = try DoctorReport(findings: Self.findings).text(json: true)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let findings = try #require(object?["findings"] as? [[String: Any]])
    #expect(findings.count == 2)
    #expect(findings.first?["rule"] as? String == "both-launch-keys")
    #expect(findings.first?["line"] as? Int == 12)
  }

  @Test func aPathThatIsNotAFolderIsRefused() {
    #expect(throws: (any Error).self) {
      try DoctorCommand.parse(["/nonexistent/curtain-doctor"])
    }
  }

  /// issue 29: `doctor Leaf.xcodeproj` on a folder that is no project is refused; an empty
  /// folder exits 1 (no app found), not "No launch-setup problems found".
  @Test func notAProjectAndNoAppAreErrors() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "curtain-doctor-\(UUID().uuidString)")
    let leaf = folder.appendingPathComponent("Leaf.xcodeproj")
    try FileManager.default.createDirectory(at: leaf, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: (any Error).self) { try DoctorCommand.parse([leaf.path]) }
    let command = try DoctorCommand.parse([folder.path, "--json"])
    #expect(throws: ExitCode(1)) { try command.run() }
    // A real project file: its folder is checked.
    try Data("// !$*UTF8*$!\n{ objects = {}; }\n".utf8).write(
      to: leaf.appendingPathComponent("project.pbxproj"))
    #expect(try DoctorCommand.parse([leaf.path]).folder().path == folder.standardizedFileURL.path)
  }

  @Test func jsonCarriesFixTargetAndConfiguration() throws {
    let finding = DoctorFinding(
      rule: .bothLaunchKeys, file: "App.xcodeproj/project.pbxproj", line: 40, message: "both",
      fix: "keep one", target: "App (App.xcodeproj/project.pbxproj)",
      configuration: "Debug, Release")
    let text = try DoctorReport(findings: [finding]).text(json: true)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let first = try #require((object?["findings"] as? [[String: Any]])?.first)
    #expect(first["fix"] as? String == "keep one")
    #expect(first["target"] as? String == "App (App.xcodeproj/project.pbxproj)")
    #expect(first["configuration"] as? String == "Debug, Release")
    #expect(first["severity"] as? String == "error")
    #expect(
      try DoctorReport(findings: [finding]).text(json: false) == """
        App.xcodeproj/project.pbxproj:40: error: both [both-launch-keys]
        App.xcodeproj/project.pbxproj:40: note: keep one
        1 error, 0 warnings

        """)
  }

  @Test func ignoreTakesRuleNamesOnly() throws {
    let command = try DoctorCommand.parse([
      NSTemporaryDirectory(), "--ignore", "text-in-launch-screen", "--ignore", "no-launch-screen",
    ])
    #expect(command.ignored == ["text-in-launch-screen", "no-launch-screen"])
    #expect(throws: (any Error).self) {
      try DoctorCommand.parse([NSTemporaryDirectory(), "--ignore", "seed-002"])
    }
  }

  @Test func parsesTheJSONFlag() throws {
    let command = try DoctorCommand.parse([NSTemporaryDirectory(), "--json"])
    #expect(command.json)
  }
}
