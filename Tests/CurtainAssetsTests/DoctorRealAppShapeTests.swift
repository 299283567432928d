import Foundation
import Testing

@testable import CurtainAssets

/// issue 29: the shapes of real apps the doctor misjudged (AltStore, Kiwix, ownCloud, Brave,
/// isowords, ACHNBrowserUI, Tuist's own template, Element X, project-less folders), each as a
/// small fixture of its own.
@Suite struct DoctorRealAppShapeTests {
  typealias App = DoctorFixtureApp

  static func findings(_ folder: TemporaryFolder) -> [String] {
    DoctorProjectShapeTests.findings(folder)
  }

  static func write(_ text: String, _ path: String, in folder: TemporaryFolder) throws {
    try DoctorProjectShapeTests.write(text, path, in: folder)
  }

  /// AltStore's AltServer: `SDKROOT = macosx` in its own configurations under a project-wide
  /// `SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"`: a macOS app, never judged as
  /// iOS; a target with `SDKROOT = auto` that lists iphoneos is.
  @Test(arguments: [
    (["SDKROOT": "macosx"], false), (["SDKROOT": "auto"], true),
    (["SUPPORTED_PLATFORMS": "macosx iphoneos"], true), ([:], true),
    (["SUPPORTED_PLATFORMS": "appletvos appletvsimulator"], false),
  ])
  func platformComesFromTheTargetsOwnSettings(own: [String: String], judged: Bool) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean("AltServer")
    app.files["AltServer/Info.plist"] = App.infoPlist("<key>LSUIElement</key><true/>")
    app.settings = own.merging(["INFOPLIST_FILE": "AltServer/Info.plist"]) { old, _ in old }
    app.projectSettings = [
      "SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx",
    ]
    try app.write(to: folder.url)
    #expect(
      Self.findings(folder)
        == (judged
          ? [
            "no-launch-screen AltServer/Info.plist", "scene-manifest-missing AltServer/Info.plist",
          ]
          : ["no-app-found ."]))
  }

  /// ACHNBrowserUI: a tvOS target's launch storyboard is in that target, not "in no target".
  @Test func aTVOSTargetsLaunchStoryboardIsNotAStray() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try App.clean().write(to: folder.url)
    var tv = App.clean("TV")
    tv.settings["SDKROOT"] = "appletvos"
    try tv.write(to: folder.url)
    #expect(Self.findings(folder) == [])
  }

  /// Kiwix: the app's `type: application` and its sources come from a `targetTemplates` entry;
  /// its own settings set `INFOPLIST_KEY_UILaunchStoryboardName` while the project's set
  /// `INFOPLIST_KEY_UILaunchScreen_Generation`.
  @Test func xcodeGenTargetTemplatesAreApplied() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Info.plist"] = App.infoPlist(App.sceneManifest)
    for (path, text) in app.files { try Self.write(text, path, in: folder) }
    try Self.write(
      """
      name: App
      settings:
        GENERATE_INFOPLIST_FILE: YES
        INFOPLIST_KEY_UILaunchScreen_Generation: YES
      targetTemplates:
        ApplicationTemplate:
          type: application
          supportedDestinations: [iOS, macOS]
          sources:
            - path: ${target_name}
      targets:
        App:
          templates:
            - ApplicationTemplate
          settings:
            base:
              INFOPLIST_FILE: App/Info.plist
              INFOPLIST_KEY_UILaunchStoryboardName: LaunchScreen

      """, "project.yml", in: folder)
    #expect(Self.findings(folder) == ["both-launch-keys project.yml:4"])
  }

  /// The manifest `tuist init` writes: `.extendingDefault(` and `with:` on separate lines.
  @Test func tuistManifestLaidOutOverLinesIsRead() throws {
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
                  bundleId: "io.tuist.App",
                  infoPlist: .extendingDefault(
                      with: [
                          // the launch screen
                          "UILaunchStoryboardName": "Launch",
                      ]
                  ),
                  sources: ["App/**"],
                  resources: [.glob(pattern: "App/Resources/**", excluding: ["App/Resources/x"])],
                  dependencies: []
              ),
              .target(
                  name: "AppWidget",
                  destinations: .iOS,
                  product: .appExtension,
                  bundleId: "io.tuist.App.widget",
                  infoPlist: .default,
                  sources: ["Widget/**"]
              ),
          ]
      )

      """, "Project.swift", in: folder)
    #expect(Self.findings(folder) == ["launch-storyboard-missing Project.swift:14"])
  }

  /// ownCloud: `#ifndef` lines in an Info.plist the target preprocesses are not a broken file;
  /// the branch the definitions select is what the app gets.
  @Test(arguments: [("", false), ("NO_LAUNCH=1", true)])
  func preprocessedInfoPlistIsRead(definitions: String, launchScreenGone: Bool) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Info.plist"] = App.infoPlist(
      "#ifndef NO_LAUNCH\n<key>UILaunchStoryboardName</key><string>LaunchScreen</string>\n#endif\n"
        + App.sceneManifest)
    app.settings["INFOPLIST_PREPROCESS"] = "YES"
    app.settings["INFOPLIST_PREPROCESSOR_DEFINITIONS"] = definitions
    try app.write(to: folder.url)
    #expect(Self.findings(folder) == (launchScreenGone ? ["no-launch-screen App/Info.plist"] : []))
  }

  /// ownCloud: a Run Script phase declares the PNGs it copies into the bundle.
  @Test func imagesARunScriptPhaseCopiesAreTheApps() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Base.lproj/LaunchScreen.storyboard"] = App.launchStoryboard(
      views: App.logoImageView.replacingOccurrences(
        of: #"image="LaunchLogo""#, with: #"image="branding-logo.png""#))
    try app.write(to: folder.url)
    #expect(
      Self.findings(folder) == [
        "launch-screen-missing-asset App/Base.lproj/LaunchScreen.storyboard:12"
      ])
    app.extraPhases = [
      #"PBXShellScriptBuildPhase; files = (); outputPaths = ("${TARGET_BUILD_DIR}/${WRAPPER_NAME}/branding-logo.png",); shellPath = /bin/sh; shellScript = "cp x y";"#
    ]
    try app.write(to: folder.url)
    #expect(Self.findings(folder) == [])
  }

  /// Brave: `ThirdParty/Static/Example` is a vendored library's example app, not the product.
  @Test func aVendoredExampleAppIsNotTheProduct() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try App.clean().write(to: folder.url)
    var example = App.clean("Example")
    example.files["Example/Info.plist"] = App.infoPlist(App.sceneManifest)
    try example.write(to: folder.url.appendingPathComponent("ThirdParty/Static"))
    #expect(Self.findings(folder) == [])
    // Pointed at the library itself, its example is the only app and is judged.
    let library = LaunchDoctor().check(
      projectAt: folder.url.appendingPathComponent("ThirdParty/Static"))
    #expect(
      library.map { "\($0.rule.rawValue) \($0.file)" } == ["no-launch-screen Example/Info.plist"])
  }

  /// isowords: a label with `text=""` and a 0-pt frame shows no text.
  @Test func aLabelWithoutTextIsNotText() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Base.lproj/LaunchScreen.storyboard"] = App.launchStoryboard(
      views: App.logoImageView
        + #"<label text="" id="Emp-ty-Lbl"><rect key="frame" x="0" y="876" width="414" height="0.0"/>"#
        + #"<color key="textColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom"/></label>"#
    )
    try app.write(to: folder.url)
    #expect(Self.findings(folder) == [])
    app.files["App/Base.lproj/LaunchScreen.storyboard"] = App.launchStoryboard(
      views: App.logoImageView + #"<label text="Hi" id="Emp-ty-Lbl"/>"#)
    try app.write(to: folder.url)
    #expect(
      Self.findings(folder) == ["text-in-launch-screen App/Base.lproj/LaunchScreen.storyboard:14"])
  }

  /// A folder without a project holding two apps: each is judged on its own folder (no
  /// cross-app finding), and two launch storyboards of one name in one app are duplicates.
  @Test func aFolderWithoutAProjectIsSplitIntoApps() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var first = App.clean("First")
    first.files["First/Info.plist"] = App.infoPlist(
      "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>"
        + "<key>UIMainStoryboardFile</key><string>Main</string>" + App.sceneManifest)
    first.files["First/Base.lproj/Main.storyboard"] = App.launchStoryboard()
      .replacingOccurrences(of: #"launchScreen="YES" "#, with: "")
    var second = App.clean("Second")
    second.files["Second/SceneDelegate.swift"] = App.sceneDelegate.replacingOccurrences(
      of: "_ = windowScene",
      with: "window = UIWindow(windowScene: windowScene)\n    window?.rootViewController = Root()")
    for app in [first, second] {
      for (path, text) in app.files { try Self.write(text, path, in: folder) }
    }
    #expect(Self.findings(folder) == [])
    try Self.write(App.launchStoryboard(), "First/Old/LaunchScreen.storyboard", in: folder)
    #expect(Self.findings(folder) == ["duplicate-storyboard First/Old/LaunchScreen.storyboard"])
  }

  /// An empty folder, or one whose apps are all for other platforms: an error, not an
  /// all-clear.
  @Test func noAppIsAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(Self.findings(folder) == ["no-app-found ."])
    try Self.write("print(1)\n", "main.swift", in: folder)
    #expect(Self.findings(folder) == ["no-app-found ."])
  }

  /// Element X: `UIColorName` = `colors/background-color`, a set in a group folder that
  /// provides a namespace.
  @Test func namespacedAssetNamesAreFound() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Info.plist"] = App.infoPlist(
      "<key>UILaunchScreen</key><dict><key>UIColorName</key><string>colors/Brand</string></dict>"
        + App.sceneManifest)
    app.files["App/Assets.xcassets/colors/Contents.json"] =
      #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#
    app.files["App/Assets.xcassets/colors/Brand.colorset/Contents.json"] = App.colorSet(dark: true)
    try app.write(to: folder.url)
    #expect(Self.findings(folder) == [])
  }
}

/// issue 29: the launch screen `curtain generate` wrote is in the app, but the app declares
/// another (an XcodeGen app after `generate --project` until project.yml is edited; an Xcode 16
/// app after `generate --output` into its synchronised folder).
@Suite struct DoctorGeneratedLaunchScreenTests {
  typealias App = DoctorFixtureApp

  static let manifest = """
    # Written by `curtain generate`, which replaces only the files listed here.
    CurtainLaunchScreen.storyboard

    """

  static func writeGenerated(in folder: TemporaryFolder) throws {
    try DoctorProjectShapeTests.write(
      manifest, "App/CurtainLaunch/.curtain-manifest", in: folder)
    try DoctorProjectShapeTests.write(
      App.launchStoryboard(), "App/CurtainLaunch/CurtainLaunchScreen.storyboard", in: folder)
  }

  @Test(arguments: ["LaunchScreen", "CurtainLaunchScreen"])
  func synchronisedFolder(declared: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Info.plist"] = App.infoPlist(
      "<key>UILaunchStoryboardName</key><string>\(declared)</string>" + App.sceneManifest)
    app.resources = []
    app.sources = []
    app.synchronizedFolders = ["App"]
    app.settings["INFOPLIST_FILE"] = "App/Info.plist"
    try app.write(to: folder.url)
    try Self.writeGenerated(in: folder)
    #expect(
      DoctorProjectShapeTests.findings(folder)
        == (declared == "LaunchScreen"
          ? ["generated-launch-screen-not-declared App/Info.plist:6"] : []))
  }

  @Test func xcodeGenAfterGenerateProject() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = App.clean()
    for (path, text) in app.files { try DoctorProjectShapeTests.write(text, path, in: folder) }
    try Self.writeGenerated(in: folder)
    try DoctorProjectShapeTests.write(
      """
      name: App
      targets:
        App:
          type: application
          platform: iOS
          sources:
            - path: App
          settings:
            INFOPLIST_FILE: App/Info.plist

      """, "project.yml", in: folder)
    #expect(
      DoctorProjectShapeTests.findings(folder)
        == ["generated-launch-screen-not-declared App/Info.plist:6"])
  }
}
