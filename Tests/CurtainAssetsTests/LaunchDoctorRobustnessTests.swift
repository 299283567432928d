import Foundation
import Testing

@testable import CurtainAssets

/// The doctor reads whatever a project folder holds: broken files are findings, never crashes.
@Suite struct LaunchDoctorRobustnessTests {
  static let garbage: [String] = [
    "", "\u{0}\u{1}\u{2}", "<?xml version=\"1.0\"?>", "{", "[1, 2", "bplist00\u{ff}\u{ff}",
    "<plist version=\"1.0\"><array><string>x</string></array></plist>",
    "<document launchScreen=\"YES\"><view customClass=\"",
    "{\"images\": 3, \"colors\": {\"a\": null}}",
  ]

  @Test(arguments: garbage)
  func brokenFilesAreReportedNotFatal(contents: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for path in [
      "App/Info.plist", "App/LaunchScreen.storyboard", "App/View.xib",
      "App/Assets.xcassets/Logo.imageset/Contents.json",
      "App/Assets.xcassets/Color.colorset/Contents.json", "App/AppDelegate.swift",
      "App.xcodeproj/project.pbxproj", "project.yml", "Project.swift", "App/Base.xcconfig",
    ] {
      let url = folder.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    let findings = LaunchDoctor().check(projectAt: folder.url)
    #expect(findings.contains { $0.rule == .malformedFile })
  }
}
