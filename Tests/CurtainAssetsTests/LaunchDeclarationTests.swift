import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// What a target declares as its launch screen (``LaunchDeclaration``), as both "not declared"
/// rules judge it: `generated-launch-screen-not-declared` (the storyboard `curtain generate`
/// wrote) and `bundled-launch-screen-not-declared` (the app's own storyboard named as the
/// splash). Every configuration and every device variant must declare the splash's document.
@Suite struct LaunchDeclarationTests {
  typealias App = DoctorFixtureApp

  /// The rule under test and the document it wants declared.
  enum Rule: CaseIterable {
    case generated, bundled

    var wanted: String { self == .generated ? "CurtainLaunchScreen" : "LaunchScreen" }
    var rule: DoctorRule {
      self == .generated ? .generatedLaunchScreenNotDeclared : .bundledLaunchScreenNotDeclared
    }
  }

  /// One target's launch keys: the Info.plist's (`W` is the wanted document), the settings of
  /// both configurations and of Release alone; what the finding says it declares instead
  /// (nil: no finding) and the configurations it names.
  struct Row: Sendable {
    var plist: String
    var settings: [String: String] = [:]
    var release: [String: String] = [:]
    var says: String?
    var configuration: String?
  }

  static let generates = ["GENERATE_INFOPLIST_FILE": "YES"]
  static let storyboardKey = "INFOPLIST_KEY_UILaunchStoryboardName"

  static let rows: [Row] = [
    Row(plist: "<key>UILaunchStoryboardName</key><string>W</string>"),
    Row(plist: "<key>UILaunchStoryboardName</key><string>W.storyboard</string>"),
    // The storyboard key wins over UILaunchScreen (both-launch-keys says the rest).
    Row(
      plist: "<key>UILaunchStoryboardName</key><string>W</string>"
        + "<key>UILaunchScreen</key><dict/>"),
    // iPads show their own document.
    Row(
      plist: "<key>UILaunchStoryboardName</key><string>W</string>"
        + "<key>UILaunchStoryboardName~ipad</key><string>Pad</string>",
      says: "declares UILaunchStoryboardName~ipad 'Pad'"),
    Row(plist: "<key>UILaunchScreen</key><dict/>", says: "declares UILaunchScreen"),
    Row(plist: "", says: "declares no launch"),
    // An Info.plist the doctor cannot find (its path names an unknown setting): what it
    // declares is unknown, so nothing is said.
    Row(plist: "", settings: ["INFOPLIST_FILE": "$(PLIST_FOLDER)/Info.plist"]),
    // Generated keys, per configuration.
    Row(plist: "", settings: generates.merging([storyboardKey: "W"]) { $1 }),
    Row(
      plist: "", settings: generates.merging([storyboardKey: "W"]) { $1 },
      release: [storyboardKey: "Other"], says: "declares UILaunchStoryboardName 'Other'",
      configuration: "Release"),
    Row(
      plist: "", settings: generates.merging([storyboardKey: "W"]) { $1 },
      release: [storyboardKey: ""], says: "declares no launch", configuration: "Release"),
    // A build setting's string replaces the Info.plist file's.
    Row(
      plist: "<key>UILaunchStoryboardName</key><string>Other</string>",
      settings: generates.merging([storyboardKey: "W"]) { $1 }),
    Row(
      plist: "<key>UILaunchStoryboardName</key><string>W</string>",
      settings: generates.merging([storyboardKey: "Other"]) { $1 },
      says: "declares UILaunchStoryboardName 'Other'", configuration: "Debug, Release"),
    // A setting the name refers to, resolved in each configuration.
    Row(
      plist: "<key>UILaunchStoryboardName</key><string>$(LAUNCH_NAME)</string>",
      settings: ["LAUNCH_NAME": "W"]),
    Row(
      plist: "<key>UILaunchStoryboardName</key><string>$(LAUNCH_NAME)</string>",
      settings: ["LAUNCH_NAME": "W"], release: ["LAUNCH_NAME": "Other"],
      says: "declares UILaunchStoryboardName 'Other'", configuration: "Release"),
  ]

  static func findings(_ row: Row, rule: Rule) throws -> [DoctorFinding] {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    let plist = row.plist.replacingOccurrences(of: ">W<", with: ">\(rule.wanted)<")
      .replacingOccurrences(of: ">W.", with: ">\(rule.wanted).")
    app.files["App/Info.plist"] = App.infoPlist(plist + App.sceneManifest)
    app.resources = []
    app.sources = []
    app.synchronizedFolders = ["App"]
    app.settings["INFOPLIST_FILE"] = "App/Info.plist"
    for (key, value) in row.settings { app.settings[key] = value == "W" ? rule.wanted : value }
    app.releaseSettings = row.release
    try app.write(to: folder.url)
    switch rule {
    case .generated:
      try DoctorGeneratedLaunchScreenTests.writeGenerated(in: folder)
    case .bundled:
      let bundled = BundledLaunchScreen(
        kind: .storyboard, name: "LaunchScreen", phoneLogo: nil, padLogo: nil)
      let resource = LaunchLayoutResource(
        appLaunchScreen: bundled, design: try BuiltInExample.load().design)
      try DoctorProjectShapeTests.write(
        String(decoding: try JSONEncoder().encode(resource), as: UTF8.self),
        "App/CurtainLaunch/\(LaunchLayoutResource.fileName)", in: folder)
    }
    return LaunchDoctor().check(projectAt: folder.url).filter { $0.rule == rule.rule }
  }

  @Test(arguments: rows.indices, Rule.allCases)
  func everyConfigurationDeclaresTheSplashsDocument(index: Int, rule: Rule) throws {
    let row = Self.rows[index]
    let found = try Self.findings(row, rule: rule)
    guard let says = row.says else {
      #expect(found.isEmpty, "\(found.map(\.humanDescription))")
      return
    }
    #expect(found.count == 1, "\(found.map(\.humanDescription))")
    #expect(found.first?.message.contains(says) == true, "\(found.map(\.message))")
    #expect(found.first?.configuration == row.configuration)
  }

  @Test(arguments: [
    (
      "<key>UILaunchScreen</key><dict><key>UIColorName</key><string>CurtainBack</string></dict>",
      nil
    ),
    (
      "<key>UILaunchScreen</key><dict><key>UIColorName</key><string>Other</string></dict>",
      "declares UILaunchScreen with UIColorName 'Other'"
    ),
    (
      "<key>UILaunchScreen</key><dict><key>UIColorName</key><string>CurtainBack</string></dict>"
        + "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>",
      "declares UILaunchStoryboardName 'LaunchScreen'"
    ),
  ])
  func aGeneratedColourIsDeclaredByItsName(plist: String, says: String?) throws {
    try Self.checkColour(plist: plist, settings: [:], says: says)
  }

  /// The empty dictionary `INFOPLIST_KEY_UILaunchScreen_Generation` adds merges into the file's.
  @Test func aGenerationSettingKeepsTheFilesColour() throws {
    try Self.checkColour(
      plist:
        "<key>UILaunchScreen</key><dict><key>UIColorName</key><string>CurtainBack</string></dict>",
      settings: Self.generates.merging(["INFOPLIST_KEY_UILaunchScreen_Generation": "YES"]) { $1 },
      says: nil)
  }

  static func checkColour(plist: String, settings: [String: String], says: String?) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Info.plist"] = App.infoPlist(plist + App.sceneManifest)
    app.resources = []
    app.sources = []
    app.synchronizedFolders = ["App"]
    app.settings["INFOPLIST_FILE"] = "App/Info.plist"
    app.settings.merge(settings) { $1 }
    try app.write(to: folder.url)
    try DoctorProjectShapeTests.write(
      OutputManifest(paths: ["CurtainBack.colorset/Contents.json"]).text,
      "App/CurtainLaunch/.curtain-manifest", in: folder)
    try DoctorProjectShapeTests.write(
      App.colorSet(dark: false), "App/CurtainLaunch/CurtainBack.colorset/Contents.json",
      in: folder)
    let found = LaunchDoctor().check(projectAt: folder.url)
      .filter { $0.rule == .generatedLaunchScreenNotDeclared }
    #expect(found.map(\.message).allSatisfy { says.map($0.contains) ?? false })
    #expect(found.count == (says == nil ? 0 : 1), "\(found.map(\.humanDescription))")
  }
}
