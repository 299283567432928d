import Foundation
import Testing

@testable import CurtainAssets

/// The doctor's other launch-key rules judge what the build ships (``LaunchDeclaration``), as
/// the two "not declared" rules do: `no-launch-screen`, `both-launch-keys`,
/// `launch-storyboard-missing` and the launch screen's `launch-screen-missing-asset` read each
/// configuration's built Info.plist (an `INFOPLIST_KEY_*` string over the file's value,
/// `$(SETTING)` resolved per configuration) and what each device reads of it (`~ipad`,
/// `~iphone`), never the Info.plist file alone.
@Suite struct BuiltLaunchKeysTests {
  typealias App = DoctorFixtureApp

  /// One target's launch keys: its Info.plist's, the settings of both configurations and of
  /// Release alone; the launch-key findings expected, as `rule` or `rule (configurations)`.
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var plist: String
    var settings: [String: String] = [:]
    var release: [String: String] = [:]
    var found: [String]
    var testDescription: String { name }
  }

  static let generates = ["GENERATE_INFOPLIST_FILE": "YES"]
  static let storyboardKey = "INFOPLIST_KEY_UILaunchStoryboardName"
  static let storyboard = "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>"
  static let screen = "<key>UILaunchScreen</key><dict/>"

  static let rows: [Row] = [
    Row(name: "the app as it is", plist: storyboard, found: []),
    Row(name: "no launch key at all", plist: "", found: ["no-launch-screen"]),
    Row(
      name: "the file's name, which the setting's replaces, names no storyboard",
      plist: "<key>UILaunchStoryboardName</key><string>Old</string>",
      settings: generates.merging([storyboardKey: "LaunchScreen"]) { $1 }, found: []),
    Row(
      name: "the setting's name, which replaces the file's, names no storyboard",
      plist: storyboard, settings: generates.merging([storyboardKey: "Gone"]) { $1 },
      found: ["launch-storyboard-missing (Debug, Release)"]),
    Row(
      name: "the setting declares the launch screen in Debug only",
      plist: "", settings: generates.merging([storyboardKey: "LaunchScreen"]) { $1 },
      release: [storyboardKey: ""], found: ["no-launch-screen (Release)"]),
    Row(
      name: "a name resolved per configuration, Release's missing",
      plist: "<key>UILaunchStoryboardName</key><string>$(LAUNCH_NAME)</string>",
      settings: ["LAUNCH_NAME": "LaunchScreen"], release: ["LAUNCH_NAME": "Gone"],
      found: ["launch-storyboard-missing (Release)"]),
    Row(
      name: "a name naming a setting the doctor cannot resolve",
      plist: "<key>UILaunchStoryboardName</key><string>$(LAUNCH_NAME)</string>", found: []),
    Row(name: "both keys in the file", plist: storyboard + screen, found: ["both-launch-keys"]),
    Row(
      name: "a storyboard for iPads, a launch screen for iPhones",
      plist: "<key>UILaunchStoryboardName~ipad</key><string>LaunchScreen</string>"
        + "<key>UILaunchScreen~iphone</key><dict/>", found: []),
    Row(
      name: "a storyboard for iPads, a launch screen for every device",
      plist: "<key>UILaunchStoryboardName~ipad</key><string>LaunchScreen</string>" + screen,
      found: ["both-launch-keys"]),
    Row(
      name: "Release's generated launch screen beside the file's storyboard",
      plist: storyboard, settings: generates,
      release: ["INFOPLIST_KEY_UILaunchScreen_Generation": "YES"],
      found: ["both-launch-keys (Release)"]),
    // The launch screen's colour and image, resolved per configuration.
    Row(
      name: "a colour resolved per configuration, Release's not in the catalog",
      plist: "<key>UILaunchScreen</key><dict><key>UIColorName</key>"
        + "<string>$(LAUNCH_COLOR)</string></dict>",
      settings: ["LAUNCH_COLOR": "LaunchBackground"], release: ["LAUNCH_COLOR": "Gone"],
      found: ["launch-screen-missing-asset"]),
    Row(
      name: "an image resolved per configuration, Release's not in the catalog",
      plist: "<key>UILaunchScreen</key><dict><key>UIImageName</key>"
        + "<string>$(LAUNCH_IMAGE)</string></dict>",
      settings: ["LAUNCH_IMAGE": "LaunchLogo"], release: ["LAUNCH_IMAGE": "Gone"],
      found: ["launch-screen-missing-asset"]),
    Row(
      name: "a colour and an image every configuration has",
      plist: "<key>UILaunchScreen</key><dict><key>UIColorName</key>"
        + "<string>$(LAUNCH_COLOR)</string><key>UIImageName</key><string>LaunchLogo</string>"
        + "</dict>",
      settings: ["LAUNCH_COLOR": "LaunchBackground"], found: []),
  ]

  static let rules: Set<DoctorRule> = [
    .noLaunchScreen, .bothLaunchKeys, .launchStoryboardMissing, .launchScreenMissingAsset,
  ]

  @Test(arguments: rows)
  func theLaunchKeyRulesJudgeWhatTheBuildShips(_ row: Row) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Info.plist"] = App.infoPlist(row.plist + App.sceneManifest)
    app.settings.merge(row.settings) { $1 }
    app.releaseSettings = row.release
    try app.write(to: folder.url)
    let found = LaunchDoctor().check(projectAt: folder.url).filter { Self.rules.contains($0.rule) }
    let described = found.map { finding in
      finding.rule.rawValue + (finding.configuration.map { " (\($0))" } ?? "")
    }
    #expect(described.sorted() == row.found.sorted(), "\(found.map(\.humanDescription))")
  }
}
