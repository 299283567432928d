import Foundation
import Testing

@testable import CurtainAssets

/// The shapes real repositories come in: two apps in one folder, XcodeGen and Tuist projects,
/// symbolic links, bytes no XML parser should see.
@Suite struct DoctorProjectShapeTests {
  typealias App = DoctorFixtureApp

  static func findings(_ folder: TemporaryFolder) -> [String] {
    LaunchDoctor().check(projectAt: folder.url).map {
      "\($0.rule.rawValue) \($0.file)\($0.line.map { ":\($0)" } ?? "")"
    }.sorted()
  }

  static func write(_ text: String, _ path: String, in folder: TemporaryFolder) throws {
    let url = folder.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// firefox-ios holds focus-ios/: the outer app builds its window in code without a main
  /// storyboard; the inner one sets a main storyboard and has none of that code. Judged
  /// together, the outer delegate would be flagged because of the inner Info.plist.
  @Test func twoAppsInOneFolderAreJudgedApart() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var outer = App.clean("Client")
    outer.files["Client/SceneDelegate.swift"] = App.sceneDelegate.replacingOccurrences(
      of: "_ = windowScene",
      with: "window = UIWindow(windowScene: windowScene)\n    window?.rootViewController = Root()")
    try outer.write(to: folder.url)
    var inner = App.clean("Blockzilla")
    inner.files["Blockzilla/Info.plist"] = App.infoPlist(
      "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>"
        + "<key>UIMainStoryboardFile</key><string>Main</string>" + App.sceneManifest)
    inner.files["Blockzilla/Base.lproj/Main.storyboard"] = App.launchStoryboard()
      .replacingOccurrences(of: #"launchScreen="YES" "#, with: "")
    inner.resources.append("Blockzilla/Base.lproj/Main.storyboard")
    try inner.write(to: folder.url.appendingPathComponent("focus-ios"))
    #expect(Self.findings(folder) == [])
    // The inner app's storyboard is judged against the inner project only.
    inner.resources.removeAll { $0.hasSuffix("LaunchScreen.storyboard") }
    try inner.write(to: folder.url.appendingPathComponent("focus-ios"))
    #expect(
      Self.findings(folder) == [
        "launch-storyboard-not-in-target focus-ios/Blockzilla/Base.lproj/LaunchScreen.storyboard"
      ])
  }

  @Test func targetsSharingAStoryboardGiveOneFindingNamingBoth() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Base.lproj/LaunchScreen.storyboard"] = App.launchStoryboard(
      views: App.logoImageView + #"<label text="Hi" id="lab-el-001"/>"#)
    try app.write(to: folder.url)
    let project = folder.url.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
    // A second app target ("App Beta") with the same phases, as apps with variants have.
    let block = try #require(
      text.range(
        of: #"\t\t\w+ /\* App \*/ = \{\n\t\t\tisa = PBXNativeTarget;[^}]*\};\n"#,
        options: .regularExpression))
    let beta = text[block].replacingOccurrences(
      of: #"^\t\t\w+ /\* App \*/"#, with: "\t\tBB01 /* App Beta */", options: .regularExpression
    ).replacingOccurrences(of: "name = App;", with: "name = \"App Beta\";")
    let twoTargets = text.replacingCharacters(in: block, with: text[block] + beta)
      .replacingOccurrences(of: "targets = (", with: "targets = (BB01, ")
    try Data(twoTargets.utf8).write(to: project)
    let findings = LaunchDoctor().check(projectAt: folder.url)
    #expect(findings.map(\.rule) == [.textInLaunchScreen])
    #expect(findings.first?.target?.contains("App Beta") == true)
    #expect(findings.first?.target?.contains("App (") == true)
  }

  @Test func generatedInfoPlistIsReadFromBuildSettings() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Info.plist"] = nil
    app.settings = [
      "GENERATE_INFOPLIST_FILE": "YES", "SDKROOT": "iphoneos",
      "INFOPLIST_KEY_UILaunchStoryboardName": "Launch",
    ]
    app.files["App/SceneDelegate.swift"] =
      App.sceneDelegate
      + "extension SceneDelegate { func configurationForConnecting() {} }\n"
    try app.write(to: folder.url)
    let findings = LaunchDoctor().check(projectAt: folder.url)
    #expect(findings.map(\.rule) == [.launchStoryboardMissing])
    #expect(findings.first?.file == "App.xcodeproj/project.pbxproj")
    #expect(findings.first?.configuration == "Debug, Release")
    #expect(findings.first?.line != nil)
  }

  @Test func xcodeGenSpecIsRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Info.plist"] = nil
    for (path, text) in app.files { try Self.write(text, path, in: folder) }
    try Self.write(
      """
      name: App
      targets:
        App:
          type: application
          platform: iOS
          sources:
            - path: App
          info:
            path: App/Info.plist
            properties:
              UILaunchStoryboardName: Launch
              UIApplicationSceneManifest:
                UISceneConfigurations:
                  UIWindowSceneSessionRoleApplication:
                    - UISceneConfigurationName: Default
                      UISceneDelegateClassName: $(PRODUCT_MODULE_NAME).SceneDelegate
        Tests:
          type: bundle.unit-test
          platform: iOS
          sources: [AppTests]

      """, "project.yml", in: folder)
    #expect(Self.findings(folder) == ["launch-storyboard-missing project.yml:11"])
    // A source folder still to be generated may hold the storyboard: a warning, no error.
    let spec = try String(
      contentsOf: folder.url.appendingPathComponent("project.yml"), encoding: .utf8)
    try Self.write(
      spec.replacingOccurrences(
        of: "- path: App\n", with: "- path: App\n      - path: Generated\n"),
      "project.yml", in: folder)
    #expect(Self.findings(folder) == ["source-folder-missing project.yml:3"])
  }

  @Test func tuistManifestIsRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Info.plist"] = nil
    for (path, text) in app.files { try Self.write(text, path, in: folder) }
    try Self.write(
      """
      import ProjectDescription

      let project = Project(
        name: "App",
        targets: [
          .target(
            name: "App",
            destinations: .iOS,
            product: .app,
            bundleId: "dev.example.app",
            infoPlist: .dictionary([
              "UILaunchScreen": [
                "UIColorName": "Missing",
              ],
              "UIApplicationSceneManifest": [
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default"]]],
              ],
            ]),
            sources: ["App/**"]
          ),
        ]
      )

      """, "Project.swift", in: folder)
    #expect(Self.findings(folder) == ["launch-screen-missing-asset Project.swift:13"])
  }

  /// issue 19: a 60-byte storyboard with invalid UTF-8 trapped inside XMLParser on Linux; merge
  /// debris and control characters are the other bytes no parser should see.
  static let unreadable: [(bytes: [UInt8], line: Int)] = {
    let invalidName: [UInt8] = Array("<document a".utf8) + [0xFF] + Array("=\"x\"/>".utf8)
    var truncated: [UInt8] = Array("<?xml version=\"1.0\"?>\n<document>\n<!-- caf".utf8)
    truncated += [0xC3] + Array(" -->\n</document>".utf8)
    let conflict = Array(
      "<?xml version=\"1.0\"?>\n<document>\n<<<<<<< HEAD\n<a/>\n=======\n<b/>\n>>>>>>> main\n</document>"
        .utf8)
    let control = Array("<document>\u{1}</document>".utf8)
    return [(invalidName, 1), (truncated, 3), (conflict, 3), (control, 1)]
  }()

  @Test(arguments: unreadable)
  func unreadableBytesAreFindingsWithALine(bytes: [UInt8], line: Int) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try App.clean().write(to: folder.url)
    try Data(bytes).write(
      to: folder.url.appendingPathComponent("App/Base.lproj/LaunchScreen.storyboard"))
    #expect(
      Self.findings(folder) == ["malformed-file App/Base.lproj/LaunchScreen.storyboard:\(line)"])
  }

  @Test func symbolicLinksAreFollowedAndLoopsEnd() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shared = try TemporaryFolder()
    defer { shared.remove() }
    var app = App.clean()
    let plist = app.files.removeValue(forKey: "App/Info.plist") ?? ""
    try app.write(to: folder.url)
    // The Info.plist lives elsewhere and is linked in: a garbage one must not read as clean.
    try Data("garbage".utf8).write(to: shared.url.appendingPathComponent("Info.plist"))
    let manager = FileManager.default
    try manager.createSymbolicLink(
      at: folder.url.appendingPathComponent("App/Info.plist"),
      withDestinationURL: shared.url.appendingPathComponent("Info.plist"))
    // Links back up, beside the app and inside its asset catalog: the walks must end.
    try manager.createSymbolicLink(
      at: folder.url.appendingPathComponent("App/Loop"), withDestinationURL: folder.url)
    try manager.createSymbolicLink(
      at: folder.url.appendingPathComponent("App/Assets.xcassets/Group"),
      withDestinationURL: folder.url.appendingPathComponent("App/Assets.xcassets"))
    #expect(Self.findings(folder) == ["malformed-file App/Info.plist"])
    try Data(plist.utf8).write(to: shared.url.appendingPathComponent("Info.plist"))
    #expect(Self.findings(folder) == [])
  }

  @Test func xcconfigIncludeCyclesEnd() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.write(
      "#include \"B.xcconfig\"\nINFOPLIST_FILE = App/Info.plist\n", "A.xcconfig", in: folder)
    try Self.write(
      "#include? \"A.xcconfig\"\nSDKROOT = iphoneos // the SDK\n", "B.xcconfig", in: folder)
    let files = ProjectFiles(root: folder.url, fileManager: .default)
    let settings = XCConfigReader(files: files).settings(at: "A.xcconfig")
    #expect(settings["INFOPLIST_FILE"]?.value == "App/Info.plist")
    #expect(settings["SDKROOT"] == BuildSetting(value: "iphoneos", file: "B.xcconfig", line: 2))
  }

  @Test func linkedFolderIsRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shared = try TemporaryFolder()
    defer { shared.remove() }
    var app = App.clean()
    app.files["App/Assets.xcassets/LaunchBackground.colorset/Contents.json"] = nil
    try app.write(to: folder.url)
    let sets = shared.url.appendingPathComponent("LaunchBackground.colorset")
    try FileManager.default.createDirectory(at: sets, withIntermediateDirectories: true)
    try Data(App.colorSet(dark: false).utf8).write(to: sets.appendingPathComponent("Contents.json"))
    try FileManager.default.createSymbolicLink(
      at: folder.url.appendingPathComponent("App/Assets.xcassets/LaunchBackground.colorset"),
      withDestinationURL: sets)
    #expect(
      Self.findings(folder) == [
        "launch-color-ignores-dark-mode App/Base.lproj/LaunchScreen.storyboard:16"
      ])
  }

  /// Curtain's own repository: fixtures, tests, string literals about windows and the overlay
  /// windows of the Apple layer are not an app; the example app is judged by its XcodeGen spec.
  @Test func curtainsOwnRepositoryHasNoErrors() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let findings = LaunchDoctor().check(projectAt: root)
    #expect(
      findings.filter { $0.severity == .error }.isEmpty, "\(findings.map(\.humanDescription))")
    #expect(!findings.contains { $0.file.hasPrefix("Tests/") || $0.file.hasPrefix("Sources/") })
  }
}
