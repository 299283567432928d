import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// `generate --project` with a config naming the app's own launch storyboard
/// (`launchScreen: {storyboard, logo}`): the app keeps it, with no second storyboard and its
/// launch keys unchanged; only the splash's runtime resource is added.
@Suite struct KeepAppLaunchScreenTests {
  static let variant = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/CurtainExample/OwnLaunchScreen")

  static let config = """
    name: Chirp
    launchScreen:
      storyboard: Base.lproj/LaunchScreen.storyboard
      logo: BrandLogo
    exit: {animation: reveal}

    """

  /// Xcode's UIKit template whose launch storyboard is the example's own (bars, a
  /// multiplier-centred logo, a label), with its images and colours in the app's catalog and a
  /// curtain.yml beside it naming it.
  static func sandbox(config: String = config) throws -> ProjectSandbox {
    let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
    let files = FileManager.default
    let storyboard = sandbox.app.appendingPathComponent("Base.lproj/LaunchScreen.storyboard")
    try files.removeItem(at: storyboard)
    try files.copyItem(
      at: variant.appendingPathComponent("Base.lproj/LaunchScreen.storyboard"), to: storyboard)
    let catalog = variant.appendingPathComponent("Assets.xcassets")
    for item in try files.contentsOfDirectory(atPath: catalog.path) where item != "Contents.json" {
      try files.copyItem(
        at: catalog.appendingPathComponent(item),
        to: sandbox.app.appendingPathComponent("Assets.xcassets/\(item)"))
    }
    try Data(config.utf8).write(to: sandbox.app.appendingPathComponent("curtain.yml"))
    return sandbox
  }

  static func write(_ sandbox: ProjectSandbox) throws -> LaunchAssetWriteResult {
    let loaded = try DesignLoader().load(from: sandbox.app.appendingPathComponent("curtain.yml"))
    return try LaunchAssetWriter(generator: LaunchAssetGenerator(codec: RawTestCodec())).write(
      loaded, to: .project(ProjectOptions(folder: sandbox.app)), videoPoster: false)
  }

  @Test func keepsTheAppsStoryboardAndItsLaunchKeys() throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let before = try sandbox.tree()
    let findingsBefore = LaunchDoctor().check(projectAt: sandbox.root).map(\.humanDescription)
    let result = try Self.write(sandbox)
    let after = try sandbox.tree()

    // Nothing the generator did not write changed, except the project gaining the folder.
    let changed = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }
    #expect(
      changed.sorted() == [
        "App.xcodeproj/project.pbxproj", "App/CurtainLaunch", "App/CurtainLaunch/.curtain-manifest",
        "App/CurtainLaunch/CurtainLaunchLayout.json",
      ])
    #expect(result.changedFiles.map(\.lastPathComponent) == ["project.pbxproj"])
    let project = try #require(after["App.xcodeproj/project.pbxproj"])
    #expect(!project.contains("CurtainLaunchScreen"))
    #expect(project.contains("INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;"))
    #expect(project.contains("CurtainLaunchLayout.json in Resources"))

    // The resource names the document and its logo view for the device.
    let json = try #require(after["App/CurtainLaunch/CurtainLaunchLayout.json"])
    let resource = try LaunchLayoutResource.decode(Data(json.utf8))
    let app = try #require(resource.appLaunchScreen)
    #expect(app.kind == .storyboard)
    #expect(app.name == "LaunchScreen")
    #expect(app.phoneLogo?.imageName == "BrandLogo" && app.padLogo == app.phoneLogo)
    #expect(resource.exit.animation == .reveal)
    #expect(resource.design.launchScreen.bundled == app)

    // The doctor finds nothing new; a second run changes no byte.
    let findingsAfter = LaunchDoctor().check(projectAt: sandbox.root).map(\.humanDescription)
    #expect(findingsAfter == findingsBefore)
    _ = try Self.write(sandbox)
    #expect(try sandbox.tree() == after)
  }

  /// A change to the app's launch keys, and what `generate` does with the config naming its
  /// own storyboard: keeps it when the build ships that storyboard alone (an `INFOPLIST_KEY_*`
  /// setting over the Info.plist file, per configuration, per device, as the doctor reads it),
  /// else refuses with a reason holding `refused`, writing nothing.
  struct KeyChange: Sendable, CustomTestStringConvertible {
    var name: String
    /// Keys added to the Info.plist file.
    var plist: [String: String] = [:]
    /// Text replaced in the project file: every occurrence, or the last (Release's) only.
    var project: [(String, String)] = []
    var releaseOnly = false
    var refused: String?
    var testDescription: String { name }
  }

  static let storyboardSetting = "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;"

  static let keyChanges: [KeyChange] = [
    KeyChange(
      name: "an iPad variant names another storyboard",
      plist: ["UILaunchStoryboardName~ipad": "OtherScreen"], refused: "OtherScreen"),
    KeyChange(
      name: "the file names another storyboard, which the build setting replaces",
      plist: ["UILaunchStoryboardName": "Other"]),
    KeyChange(
      name: "Release's build setting names another storyboard",
      project: [(storyboardSetting, "INFOPLIST_KEY_UILaunchStoryboardName = Other;")],
      releaseOnly: true, refused: "'Other' (App.xcodeproj/project.pbxproj) in Release"),
    KeyChange(
      name: "no Info.plist is generated: the setting never reaches the app",
      project: [("GENERATE_INFOPLIST_FILE = YES;", "GENERATE_INFOPLIST_FILE = NO;")],
      refused: "it declares no launch screen"),
  ]

  @Test(arguments: keyChanges)
  func keepsTheStoryboardOnlyWhenTheBuildShipsItAlone(_ change: KeyChange) throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let plist = sandbox.app.appendingPathComponent("Info.plist")
    var dictionary = try #require(
      try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil)
        as? [String: Any])
    dictionary.merge(change.plist) { $1 }
    try PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0)
      .write(to: plist)
    let pbxproj = sandbox.root.appendingPathComponent("App.xcodeproj/project.pbxproj")
    var project = try String(contentsOf: pbxproj, encoding: .utf8)
    for (old, new) in change.project {
      let range = change.releaseOnly ? project.range(of: old, options: .backwards) : nil
      project =
        range.map { project.replacingCharacters(in: $0, with: new) }
        ?? project.replacingOccurrences(of: old, with: new)
    }
    try Data(project.utf8).write(to: pbxproj)
    let before = try sandbox.tree()
    guard let refused = change.refused else {
      let result = try Self.write(sandbox)
      #expect(result.notes.contains { $0.hasPrefix("kept the app's own launch screen") })
      return
    }
    #expect {
      _ = try Self.write(sandbox)
    } throws: { error in
      "\(error)".contains(refused) && "\(error)".contains("Nothing was written")
    }
    #expect(try sandbox.tree() == before)
  }

  /// After a generated launch screen (the key names CurtainLaunchScreen), a config naming the
  /// app's own is refused rather than leaving the key on a storyboard no longer written.
  @Test func refusesAfterAGeneratedLaunchScreenUntilTheKeyNamesTheAppsOwn() throws {
    let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
    defer { sandbox.remove() }
    _ = try LaunchAssetWriter(generator: LaunchAssetGenerator(codec: RawTestCodec())).write(
      sandbox.loaded(), to: .project(ProjectOptions(folder: sandbox.app)), videoPoster: false)
    let own = try Self.sandbox()
    defer { own.remove() }
    // The generated project, with the app's own storyboard and config added.
    for item in ["Base.lproj/LaunchScreen.storyboard", "curtain.yml", "Assets.xcassets"] {
      let target = sandbox.app.appendingPathComponent(item)
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: own.app.appendingPathComponent(item), to: target)
    }
    let before = try sandbox.tree()
    #expect {
      _ = try Self.write(sandbox)
    } throws: { "\($0)".contains("CurtainLaunchScreen") }
    #expect(try sandbox.tree() == before)
  }
}
