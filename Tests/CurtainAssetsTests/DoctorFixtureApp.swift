import Foundation

/// A small iOS app written to a temporary folder the way Xcode lays one out: an `.xcodeproj`
/// whose `project.pbxproj` has a PBXProject, an app target with Debug and Release
/// configurations, a Sources and a Resources phase, `Base.lproj` storyboards in variant groups,
/// and the files themselves. Tests change one thing and expect one finding.
struct DoctorFixtureApp {
  var name = "App"
  /// Files by path relative to the project folder (the `.xcodeproj`'s parent).
  var files: [String: String]
  /// Files in the target's Resources and Sources phases.
  var resources: [String]
  var sources: [String]
  /// Target build settings, in both configurations.
  var settings: [String: String] = [:]
  /// Target build settings of the Release configuration only, over `settings`.
  var releaseSettings: [String: String] = [:]
  /// Xcode 16 synchronised folders of the target, instead of listed files.
  var synchronizedFolders: [String] = []
  /// Files that are bytes, not text (images).
  var binaryFiles: [String: [UInt8]] = [:]
  /// Project-level build settings (under every target's own), in both configurations.
  var projectSettings: [String: String] = [:]
  /// Further build phases of the target, each a whole object body after `isa = ` (e.g. a
  /// `PBXShellScriptBuildPhase; outputPaths = (...); ...`).
  var extraPhases: [String] = []

  /// The app every test starts from: scenes, a clean launch storyboard, an asset catalog with a
  /// logo (1x, 2x, 3x) and a background colour with a dark appearance.
  static func clean(_ name: String = "App") -> DoctorFixtureApp {
    DoctorFixtureApp(
      name: name,
      files: [
        "\(name)/Info.plist": infoPlist(
          "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>" + sceneManifest),
        "\(name)/Base.lproj/LaunchScreen.storyboard": launchStoryboard(),
        "\(name)/SceneDelegate.swift": sceneDelegate,
        "\(name)/AppDelegate.swift": appDelegate,
        "\(name)/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
        "\(name)/Assets.xcassets/LaunchLogo.imageset/Contents.json": imageSet,
        "\(name)/Assets.xcassets/LaunchBackground.colorset/Contents.json": colorSet(dark: true),
      ],
      resources: ["\(name)/Base.lproj/LaunchScreen.storyboard", "\(name)/Assets.xcassets"],
      sources: ["\(name)/SceneDelegate.swift", "\(name)/AppDelegate.swift"],
      settings: ["INFOPLIST_FILE": "\(name)/Info.plist", "SDKROOT": "iphoneos"])
  }

  static let sceneManifest = """
    <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
    <key>UIWindowSceneSessionRoleApplication</key><array><dict>
    <key>UISceneConfigurationName</key><string>Default Configuration</string>
    <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
    </dict></array></dict></dict>
    """

  static func infoPlist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    <key>CFBundleName</key><string>App</string>
    \(body.replacingOccurrences(of: "><key>", with: ">\n<key>"))
    </dict>
    </plist>

    """
  }

  /// A launch storyboard as Xcode writes it, with `views` inside the root view and
  /// `extraObjects` beside the view controller.
  static func launchStoryboard(
    views: String = logoImageView,
    background: String = #"<color key="backgroundColor" name="LaunchBackground"/>"#,
    constraints: String = centring, extraObjects: String = "",
    viewController: String = "viewController",
    connections: String = ""
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="01J-lp-oVM">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="EHf-IW-A2E">
                <objects>
                    <\(viewController) id="01J-lp-oVM" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(views)
                            </subviews>
                            \(background)
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
    \(connections)
                    </\(viewController.split(separator: " ").first ?? "viewController")>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="iYj-Kq-Ea1" userLabel="First Responder" sceneMemberID="firstResponder"/>
    \(extraObjects)
                </objects>
            </scene>
        </scenes>
    </document>

    """
  }

  static let logoImageView = """
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="LaunchLogo" translatesAutoresizingMaskIntoConstraints="NO" id="Lgo-aa-Img">
                                <rect key="frame" x="136.5" y="366" width="120" height="120"/>
                            </imageView>
    """

  static let centring = """
                            <constraint firstItem="Lgo-aa-Img" firstAttribute="centerX" secondItem="Ze5-6b-2t3" secondAttribute="centerX" id="cX0-aa-Lgo"/>
                            <constraint firstItem="Lgo-aa-Img" firstAttribute="centerY" secondItem="Ze5-6b-2t3" secondAttribute="centerY" id="cY0-aa-Lgo"/>
    """

  static let sceneDelegate = """
    import UIKit

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
      ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        _ = windowScene
      }
    }

    """

  static let appDelegate = """
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        true
      }
    }

    """

  static let imageSet = """
    {"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},
    {"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
    {"filename":"logo@3x.png","idiom":"universal","scale":"3x"}],
    "info":{"author":"xcode","version":1}}
    """

  static func colorSet(dark: Bool) -> String {
    let light =
      #"{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xFF","green":"0xFF","red":"0xFF"}},"idiom":"universal"}"#
    let darkEntry =
      #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x1C","green":"0x1C","red":"0x1C"}},"idiom":"universal"}"#
    return #"{"colors":["# + light + (dark ? "," + darkEntry : "")
      + #"],"info":{"author":"xcode","version":1}}"#
  }

  /// Writes the files and `name.xcodeproj/project.pbxproj` under `folder`.
  func write(to folder: URL) throws {
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    for (path, bytes) in binaryFiles {
      try Data(bytes).write(to: folder.appendingPathComponent(path))
    }
    let project = folder.appendingPathComponent("\(name).xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(pbxproj().utf8).write(to: project.appendingPathComponent("project.pbxproj"))
  }

  /// The project file: ids are counters, comments as Xcode writes them.
  func pbxproj() -> String {
    var next = 0x1000
    func id() -> String {
      next += 1
      return String(format: "AA00000000000000%08X", next)
    }
    var objects: [String] = []
    var groupChildren: [String] = []
    func buildFiles(_ paths: [String], phase: String) -> [String] {
      paths.map { path in
        let file = (path as NSString).lastPathComponent
        let reference = id()
        if path.contains(".lproj/") {
          let folder = (path as NSString).deletingLastPathComponent
          let parent = (folder as NSString).deletingLastPathComponent
          let variantChild = id()
          let group = id()
          objects.append(
            "\(variantChild) /* Base */ = {isa = PBXFileReference; name = Base; "
              + "path = \((folder as NSString).lastPathComponent)/\(file); sourceTree = \"<group>\"; };"
          )
          objects.append(
            "\(reference) /* \(file) */ = {isa = PBXVariantGroup; children = (\(variantChild) /* Base */,); "
              + "name = \(file); sourceTree = \"<group>\"; };")
          objects.append(
            "\(group) = {isa = PBXGroup; children = (\(reference) /* \(file) */,); "
              + "path = \"\(parent)\"; sourceTree = \"<group>\"; };")
          groupChildren.append(group)
        } else {
          objects.append(
            "\(reference) /* \(file) */ = {isa = PBXFileReference; path = \"\(path)\"; "
              + "sourceTree = \"<group>\"; };")
          groupChildren.append(reference)
        }
        let buildFile = id()
        objects.append(
          "\(buildFile) /* \(file) in \(phase) */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(file) */; };"
        )
        return buildFile
      }
    }
    let resourceFiles = buildFiles(resources, phase: "Resources")
    let sourceFiles = buildFiles(sources, phase: "Sources")
    let resourcesPhase = id()
    let sourcesPhase = id()
    objects.append(
      "\(resourcesPhase) /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tfiles = (\n"
        + resourceFiles.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n\t\t};")
    objects.append(
      "\(sourcesPhase) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = (\n"
        + sourceFiles.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n\t\t};")
    var synchronized: [String] = []
    for folder in synchronizedFolders {
      let group = id()
      objects.append(
        "\(group) /* \(folder) */ = {isa = PBXFileSystemSynchronizedRootGroup; "
          + "explicitFileTypes = {}; explicitFolders = (); path = \"\(folder)\"; sourceTree = \"<group>\"; };"
      )
      synchronized.append(group)
      groupChildren.append(group)
    }
    func configurationList(
      _ common: [String: String], release: [String: String] = [:], owner: String
    ) -> String {
      var configurations: [String] = []
      for configuration in ["Debug", "Release"] {
        let settings = configuration == "Release" ? common.merging(release) { $1 } : common
        let configurationID = id()
        configurations.append(configurationID)
        let lines = settings.keys.sorted().map { key in
          "\t\t\t\t\(key.contains("[") ? "\"\(key)\"" : key) = \"\(settings[key] ?? "")\";\n"
        }
        objects.append(
          "\(configurationID) /* \(configuration) */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
            + "\t\t\tbuildSettings = {\n" + lines.joined()
            + "\t\t\t};\n\t\t\tname = \(configuration);\n\t\t};")
      }
      let list = id()
      objects.append(
        "\(list) /* Build configuration list for \(owner) */ = {isa = XCConfigurationList; "
          + "buildConfigurations = (\(configurations.joined(separator: ", ")),); };")
      return list
    }
    let list = configurationList(
      settings, release: releaseSettings, owner: "PBXNativeTarget \"\(name)\"")
    let projectList = configurationList(projectSettings, owner: "PBXProject \"\(name)\"")
    var phases = ["\(sourcesPhase) /* Sources */", "\(resourcesPhase) /* Resources */"]
    for phase in extraPhases {
      let phaseID = id()
      objects.append("\(phaseID) = {isa = \(phase) };")
      phases.append(phaseID)
    }
    let target = id()
    objects.append(
      "\(target) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list);\n"
        + "\t\t\tbuildPhases = (\(phases.joined(separator: ", ")),);\n"
        + (synchronized.isEmpty
          ? ""
          : "\t\t\tfileSystemSynchronizedGroups = (\(synchronized.joined(separator: ", ")),);\n")
        + "\t\t\tname = \(name);\n\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};"
    )
    let mainGroup = id()
    objects.append(
      "\(mainGroup) = {isa = PBXGroup; children = (\(groupChildren.joined(separator: ", ")),); "
        + "sourceTree = \"<group>\"; };")
    let root = id()
    objects.append(
      "\(root) /* Project object */ = {isa = PBXProject; buildConfigurationList = \(projectList); "
        + "mainGroup = \(mainGroup); "
        + "projectDirPath = \"\"; targets = (\(target) /* \(name) */,); };")
    return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n"
      + objects.map { "\t\t\($0)\n" }.joined()
      + "\t};\n\trootObject = \(root) /* Project object */;\n}\n"
  }
}
