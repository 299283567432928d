import Foundation
import Testing

@testable import CurtainAssets

@Suite struct LaunchDoctorTests {
  static func fixture(_ name: String) throws -> URL {
    let resources = try #require(Bundle.module.resourceURL)
    return resources.appendingPathComponent("Fixtures/Doctor/\(name)", isDirectory: true)
  }

  /// Each fixture project holds one planted problem and what follows from it (the LaunchImage
  /// set is legacy, lacks Retina images and device sizes; the app-delegate app has no scenes);
  /// the clean project holds none.
  static let cases: [(fixture: String, expected: [Finding])] = [
    ("Clean", []),
    // Issue #26's visual rules, laid out on every iPhone of the table in both orientations.
    (
      "LayoutUnderStatusBar",
      [
        // 8 pt below the top edge: under the status bar on an SE, the sensor housing on an
        // iPhone 15 (one finding naming both).
        Finding(.launchViewUnderSystemUI, "App/Base.lproj/LaunchScreen.storyboard", 20)
      ]
    ),
    ("LayoutClipped", [Finding(.launchViewClipped, "App/Base.lproj/LaunchScreen.storyboard", 20)]),
    (
      "LayoutConflict",
      [Finding(.launchConstraintsUnsatisfiable, "App/Base.lproj/LaunchScreen.storyboard", 24)]
    ),
    (
      "LayoutDistorted",
      [Finding(.launchImageDistorted, "App/Base.lproj/LaunchScreen.storyboard", 20)]
    ),
    (
      "MainStoryboardWithCodeWindow",
      [
        Finding(.mainStoryboardAndCodeWindow, "App/AppDelegate.swift", 11),
        // An app-delegate-only UIKit app: true, and planted with it.
        Finding(.sceneManifestMissing, "App/Info.plist"),
      ]
    ),
    (
      "SceneStoryboardWithObjCWindow",
      [Finding(.mainStoryboardAndCodeWindow, "App/SceneDelegate.m", 6)]
    ),
    (
      "CustomClass",
      [Finding(.launchScreenCustomClass, "App/Base.lproj/LaunchScreen.storyboard", 15)]
    ),
    (
      "MissingAsset",
      [Finding(.launchScreenMissingAsset, "App/Base.lproj/LaunchScreen.storyboard", 20)]
    ),
    (
      "LegacyLaunchImage",
      [
        Finding(
          .launchImageMissingScales, "App/Assets.xcassets/LaunchImage.launchimage/Contents.json"),
        Finding(.legacyLaunchImage, "App/Assets.xcassets/LaunchImage.launchimage/Contents.json"),
        Finding(
          .launchImageMissingDeviceSize,
          "App/Assets.xcassets/LaunchImage.launchimage/Contents.json"),
      ]
    ),
    (
      "MissingScales",
      [Finding(.launchImageMissingScales, "App/Assets.xcassets/LaunchLogo.imageset/Contents.json")]
    ),
    ("BothLaunchKeys", [Finding(.bothLaunchKeys, "App/Info.plist")]),
    (
      "GeneratedPlistBothForms",
      [
        Finding(.bothLaunchKeys, "App.xcodeproj/project.pbxproj", 38),
        Finding(.sceneManifestMissing, "App.xcodeproj/project.pbxproj"),
      ]
    ),
    (
      "NotInTarget",
      [Finding(.launchStoryboardNotInTarget, "App/Base.lproj/LaunchScreen.storyboard")]
    ),
    ("StoryboardMissing", [Finding(.launchStoryboardMissing, "App/Info.plist", 24)]),
    (
      "TextInLaunchScreen",
      [
        // Its label has no constraints and no autoresizing: no defined place, so the layout
        // rules leave it alone.
        Finding(.textInLaunchScreen, "App/Base.lproj/LaunchScreen.storyboard", 27)
      ]
    ),
    (
      "FixedColors",
      [Finding(.launchColorIgnoresDarkMode, "App/Base.lproj/LaunchScreen.storyboard", 29)]
    ),
    (
      "ColorSetWithoutDark",
      [Finding(.launchColorIgnoresDarkMode, "App/Base.lproj/LaunchScreen.storyboard", 29)]
    ),
    (
      "Malformed",
      [
        Finding(.malformedFile, "App/Assets.xcassets/Broken.colorset/Contents.json"),
        Finding(.malformedFile, "App/Broken-Info.plist"),
        Finding(.malformedFile, "App/Broken.storyboard", 4),
      ]
    ),
  ]

  struct Finding: Hashable, Sendable, CustomStringConvertible {
    var rule: DoctorRule
    var file: String
    var line: Int?

    init(_ rule: DoctorRule, _ file: String, _ line: Int? = nil) {
      self.rule = rule
      self.file = file
      self.line = line
    }

    var description: String { "\(rule.rawValue) \(file):\(line.map(String.init) ?? "-")" }
  }

  @Test(arguments: cases)
  func findsExactlyThePlantedProblems(fixture: String, expected: [Finding]) throws {
    let findings = LaunchDoctor().check(projectAt: try Self.fixture(fixture))
    let found = findings.map { Finding($0.rule, $0.file, $0.line) }
    #expect(Set(found) == Set(expected))
    #expect(found.count == expected.count)
  }

  @Test func errorsComeBeforeWarnings() throws {
    let root = try Self.fixture("Malformed")
    let findings = LaunchDoctor().check(projectAt: root)
    #expect(findings.allSatisfy { $0.severity == .error })
    #expect(DoctorRule.textInLaunchScreen.severity == .warning)
    #expect(DoctorSeverity.error < .warning)
  }

  @Test func humanDescriptionIsACompilerDiagnostic() {
    let finding = DoctorFinding(
      rule: .textInLaunchScreen, file: "App/LaunchScreen.storyboard", line: 27, message: "text")
    #expect(
      finding.humanDescription
        == "App/LaunchScreen.storyboard:27: warning: text [text-in-launch-screen]")
  }

  /// issue 29: a mistyped path or an empty folder is not an all-clear.
  @Test func missingFolderGivesNoAppFoundNotACrash() {
    let findings = LaunchDoctor().check(
      projectAt: URL(fileURLWithPath: "/nonexistent/curtain-doctor-test"))
    #expect(findings.map(\.rule) == [.noAppFound])
    #expect(findings.first?.severity == .error)
  }
}
