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

  @Test func parsesTheJSONFlag() throws {
    let command = try DoctorCommand.parse([NSTemporaryDirectory(), "--json"])
    #expect(command.json)
  }
}
