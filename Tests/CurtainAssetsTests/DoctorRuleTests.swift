import Foundation
import Testing

@testable import CurtainAssets

/// One rule per case: the clean app, changed the way real projects go wrong, gives exactly the
/// expected (rule, file) findings; the negative cases are the near misses that must stay quiet.
@Suite struct DoctorRuleTests {
  typealias App = DoctorFixtureApp

  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var change: @Sendable (inout App) -> Void
    var expected: [String]
  }

  static let storyboard = "App/Base.lproj/LaunchScreen.storyboard"
  static let plist = "App/Info.plist"
  static let project = "App.xcodeproj/project.pbxproj"

  static func plistBody(_ extra: String, launch: Bool = true) -> String {
    (launch ? "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>" : "")
      + App.sceneManifest + extra
  }

  static let cases: [Case] = [
    Case(description: "clean", change: { _ in }, expected: []),
    Case(
      description: "no launch screen",
      change: { $0.files[plist] = App.infoPlist(plistBody("", launch: false)) },
      expected: ["no-launch-screen \(plist)"]),
    Case(
      description: "UILaunchScreen with display-name keys",
      change: {
        $0.files[plist] = App.infoPlist(
          App.sceneManifest
            + "<key>UILaunchScreen</key><dict><key>Image Name</key><string>LaunchLogo</string></dict>"
        )
      }, expected: ["launch-screen-display-name-keys \(plist)"]),
    Case(
      description: "UILaunchScreen with real keys",
      change: {
        $0.files[plist] = App.infoPlist(
          App.sceneManifest
            + "<key>UILaunchScreen</key><dict><key>UIImageName</key><string>LaunchLogo</string>"
            + "<key>UIColorName</key><string>LaunchBackground</string></dict>")
      }, expected: []),
    Case(
      description: "UILaunchScreens definitions name a missing colour",
      change: {
        $0.files[plist] = App.infoPlist(
          App.sceneManifest
            + "<key>UILaunchScreens</key><dict><key>UILaunchScreenDefinitions</key><array><dict>"
            + "<key>UILaunchScreenIdentifier</key><string>main</string>"
            + "<key>UIColorName</key><string>Nope</string></dict></array>"
            + "<key>UIDefaultLaunchScreen</key><string>main</string></dict>")
      }, expected: ["launch-screen-missing-asset \(plist)"]),
    Case(
      description: "~ipad launch storyboard that does not exist",
      change: {
        $0.files[plist] = App.infoPlist(
          plistBody("<key>UILaunchStoryboardName~ipad</key><string>LaunchPad</string>"))
      }, expected: ["launch-storyboard-missing \(plist)"]),
    Case(
      description: "storyboard name from a build setting",
      change: {
        $0.settings["LAUNCH_STORYBOARD"] = "LaunchScreen"
        $0.files[plist] = App.infoPlist(
          App.sceneManifest
            + "<key>UILaunchStoryboardName</key><string>$(LAUNCH_STORYBOARD)</string>")
      }, expected: []),
    Case(
      description: "launch storyboard not in the target",
      change: { $0.resources.removeAll { $0.hasSuffix(".storyboard") } },
      expected: ["launch-storyboard-not-in-target \(storyboard)"]),
    Case(
      description: "two storyboards of one name",
      change: {
        $0.files["App/Other/LaunchScreen.storyboard"] = App.launchStoryboard()
        $0.resources.append("App/Other/LaunchScreen.storyboard")
      }, expected: ["duplicate-storyboard App/Other/LaunchScreen.storyboard"]),
    Case(
      description: "a localisation of the launch storyboard is not a duplicate",
      change: {
        $0.files["App/en.lproj/LaunchScreen.storyboard"] = App.launchStoryboard()
        $0.resources.append("App/en.lproj/LaunchScreen.storyboard")
      }, expected: []),
    Case(
      description: "a copy of the launch storyboard in no target",
      change: { $0.files["App/CurtainLaunch/LaunchScreen.storyboard"] = App.launchStoryboard() },
      expected: ["stray-launch-storyboard App/CurtainLaunch/LaunchScreen.storyboard"]),
    Case(
      description: "main storyboard that does not exist",
      change: {
        $0.files[plist] = App.infoPlist(
          plistBody("<key>UIMainStoryboardFile</key><string>Main</string>"))
      }, expected: ["main-storyboard-missing \(plist)"]),
    Case(
      description: "generated Info.plist: both launch forms in build settings",
      change: {
        $0.files[plist] = nil
        $0.settings = [
          "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
          "INFOPLIST_KEY_UILaunchScreen_Generation[sdk=iphoneos*]": "YES",
          "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
          "SDKROOT": "iphoneos",
        ]
      }, expected: ["both-launch-keys \(project)", "scene-manifest-missing \(project)"]),
    Case(
      description: "generated Info.plist: keys conditioned on macOS only",
      change: {
        $0.files[plist] = nil
        $0.settings = [
          "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
          "INFOPLIST_KEY_UILaunchScreen_Generation[sdk=macosx*]": "YES", "SDKROOT": "iphoneos",
        ]
        $0.files["App/SceneDelegate.swift"] =
          App.sceneDelegate
          + "extension AppDelegate { func configurationForConnecting() {} }\n"
      }, expected: []),
    Case(
      description: "INFOPLIST_FILE names a missing file",
      change: { $0.settings["INFOPLIST_FILE"] = "App/Missing-Info.plist" },
      expected: ["info-plist-missing \(project)"]),
    Case(
      description: "custom class, outlet and extra top-level object in the launch screen",
      change: {
        $0.files[storyboard] = App.launchStoryboard(
          extraObjects: #"<tapGestureRecognizer id="tap-ge-st1"/>"#,
          viewController: #"viewController customClass="LaunchViewController""#,
          connections:
            #"<connections><outlet property="logo" destination="Lgo-aa-Img" id="out-le-t01"/></connections>"#
        )
      },
      expected: [
        "launch-screen-custom-class \(storyboard)", "launch-screen-connections \(storyboard)",
        "launch-screen-connections \(storyboard)",
      ]),
    Case(
      description: "image view in a stack view, exit placeholder, relationship segue",
      change: {
        $0.files[storyboard] = App.launchStoryboard(
          views:
            #"<stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001"><subviews>"#
            + App.logoImageView.replacingOccurrences(of: "Lgo-aa-Img", with: "Lgo-in-Stk")
            + "</subviews></stackView>",
          constraints: App.centring.replacingOccurrences(of: "Lgo-aa-Img", with: "stk-vw-001"),
          extraObjects: #"<exit id="ext-id-001" userLabel="Exit" sceneMemberID="exit"/>"#,
          connections:
            #"<connections><segue destination="x" kind="relationship" relationship="rootViewController" id="seg-ue-001"/></connections>"#
        )
      }, expected: []),
    Case(
      description: "text in the launch screen",
      change: {
        $0.files[storyboard] = App.launchStoryboard(
          views: App.logoImageView + #"<label text="Hello" id="lab-el-001"/>"#)
      }, expected: ["text-in-launch-screen \(storyboard)"]),
    Case(
      description: "image view without constraints",
      change: { $0.files[storyboard] = App.launchStoryboard(constraints: "") },
      expected: ["launch-image-unconstrained \(storyboard)"]),
    Case(
      description: "image view centred by autoresizing",
      change: {
        $0.files[storyboard] = App.launchStoryboard(
          views:
            #"<imageView image="LaunchLogo" id="Lgo-aa-Img"><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/></imageView>"#,
          constraints: "")
      }, expected: []),
    Case(
      // Interface Builder's prototyping constraints pin a fixed-frame view at its saved frame,
      // so the layout places it and judges it: here under the status bar on the devices.
      description: "fixed-frame image view under the status bar",
      change: {
        $0.files[storyboard] = App.launchStoryboard(
          views:
            #"<imageView fixedFrame="YES" image="LaunchLogo" translatesAutoresizingMaskIntoConstraints="NO" id="Lgo-aa-Img"><rect key="frame" x="146" y="10" width="100" height="30"/></imageView>"#,
          constraints: "")
      },
      expected: [
        "launch-image-unconstrained \(storyboard)", "launch-view-under-system-ui \(storyboard)",
      ]),
    Case(
      description: "missing image and colour",
      change: {
        $0.files["App/Assets.xcassets/LaunchLogo.imageset/Contents.json"] = nil
        $0.files["App/Assets.xcassets/LaunchBackground.colorset/Contents.json"] = nil
      },
      expected: [
        "launch-screen-missing-asset \(storyboard)", "launch-screen-missing-asset \(storyboard)",
      ]),
    Case(
      description: "image found as a loose file in the target",
      change: {
        $0.files["App/Assets.xcassets/LaunchLogo.imageset/Contents.json"] = nil
        $0.files["App/LaunchLogo.png"] = "png"
        $0.resources.append("App/LaunchLogo.png")
      }, expected: []),
    Case(
      description: "colour set without dark appearance",
      change: {
        $0.files["App/Assets.xcassets/LaunchBackground.colorset/Contents.json"] = App.colorSet(
          dark: false)
      }, expected: ["launch-color-ignores-dark-mode \(storyboard)"]),
    Case(
      description: "colour set without dark appearance in an app pinned to Dark",
      change: {
        $0.files["App/Assets.xcassets/LaunchBackground.colorset/Contents.json"] = App.colorSet(
          dark: false)
        $0.files[plist] = App.infoPlist(
          plistBody("<key>UIUserInterfaceStyle</key><string>Dark</string>"))
      }, expected: []),
    Case(
      description: "fixed background colour",
      change: {
        $0.files[storyboard] = App.launchStoryboard(
          background:
            #"<color key="backgroundColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        )
      }, expected: ["launch-color-ignores-dark-mode \(storyboard)"]),
    Case(
      description: "clear background and tint on a non-template image",
      change: {
        $0.files[storyboard] = App.launchStoryboard(
          views: App.logoImageView.replacingOccurrences(
            of: "</imageView>",
            with:
              #"<color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></imageView>"#
          ),
          background:
            #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        )
      }, expected: []),
    Case(
      description: "black tint on a template image",
      change: {
        $0.files["App/Assets.xcassets/LaunchLogo.imageset/Contents.json"] = App.imageSet
          .replacingOccurrences(
            of: #""info""#, with: #""properties":{"template-rendering-intent":"template"},"info""#)
        $0.files[storyboard] = App.launchStoryboard(
          views: App.logoImageView.replacingOccurrences(
            of: "</imageView>",
            with:
              #"<color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></imageView>"#
          ))
      }, expected: ["launch-color-ignores-dark-mode \(storyboard)"]),
    Case(
      description: "image without 3x",
      change: {
        $0.files["App/Assets.xcassets/LaunchLogo.imageset/Contents.json"] =
          #"{"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},{"filename":"logo@2x.png","idiom":"universal","scale":"2x"}]}"#
      },
      expected: [
        "launch-image-missing-scales App/Assets.xcassets/LaunchLogo.imageset/Contents.json"
      ]),
    // GoMap: a 3x file alone is drawn scaled down on 2x screens, sharp, not blurry.
    Case(
      description: "image with only a 3x file",
      change: {
        $0.files["App/Assets.xcassets/LaunchLogo.imageset/Contents.json"] =
          #"{"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","scale":"2x"},{"filename":"1024.png","idiom":"universal","scale":"3x"}]}"#
      }, expected: []),
    // Flutter's LaunchBackground: a 1×1 colour at 1x only is a fill, not blurry.
    Case(
      description: "1×1 image without 3x",
      change: {
        $0.files["App/Assets.xcassets/LaunchLogo.imageset/Contents.json"] =
          #"{"images":[{"filename":"background.png","idiom":"universal","scale":"1x"}]}"#
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
        $0.binaryFiles["App/Assets.xcassets/LaunchLogo.imageset/background.png"] = header
      }, expected: []),
    // Rocket.Chat: `image="YES"` on accessibility traits names no image.
    Case(
      description: "accessibility traits of an image",
      change: {
        $0.files[storyboard] = App.launchStoryboard(
          views: App.logoImageView.replacingOccurrences(
            of: "</imageView>",
            with: #"<accessibilityTraits key="traits" image="YES" notEnabled="YES"/></imageView>"#
          ))
      }, expected: []),
    Case(
      description: "launch image over the decoded-size budget",
      change: {
        // A PNG header saying 4000 x 6000 pixels is enough: the size is read, not decoded.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0x0F, 0xA0, 0, 0, 0x17, 0x70, 8, 6, 0, 0, 0]
        $0.binaryFiles["App/Assets.xcassets/LaunchLogo.imageset/logo@3x.png"] = header
      }, expected: ["launch-image-too-large App/Assets.xcassets/LaunchLogo.imageset/logo@3x.png"]),
    Case(
      description: "legacy LaunchImage set missing device sizes",
      change: {
        $0.files["App/Assets.xcassets/LaunchImage.launchimage/Contents.json"] =
          #"{"images":[{"extent":"full-screen","idiom":"iphone","subtype":"736h","filename":"a.png","scale":"3x"},{"extent":"full-screen","idiom":"iphone","filename":"b.png","scale":"2x"}]}"#
      },
      expected: [
        "legacy-launch-image App/Assets.xcassets/LaunchImage.launchimage/Contents.json",
        "launch-image-missing-device-size App/Assets.xcassets/LaunchImage.launchimage/Contents.json",
      ]),
    Case(
      description: "legacy LaunchImage set with every iPhone size",
      change: {
        let entries = ["retina4", "667h", "736h", "2436h", "1792h", "2688h"].map {
          #"{"extent":"full-screen","idiom":"iphone","subtype":""# + $0
            + #"","filename":"\#($0).png","scale":"\#($0 == "736h" || $0.hasPrefix("2") ? "3x" : "2x")"}"#
        }
        $0.files["App/Assets.xcassets/LaunchImage.launchimage/Contents.json"] =
          #"{"images":["# + entries.joined(separator: ",") + "]}"
      },
      expected: ["legacy-launch-image App/Assets.xcassets/LaunchImage.launchimage/Contents.json"]),
    Case(
      description: "launch image exactly at the budget (3000 x 2000 x 4 = 24,000,000 bytes)",
      change: {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0x0B, 0xB8, 0, 0, 0x07, 0xD0, 8, 6, 0, 0, 0]
        $0.binaryFiles["App/Assets.xcassets/LaunchLogo.imageset/logo@3x.png"] = header
      }, expected: []),
    Case(
      description: "launch image one pixel row over the budget (3000 x 2001)",
      change: {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0x0B, 0xB8, 0, 0, 0x07, 0xD1, 8, 6, 0, 0, 0]
        $0.binaryFiles["App/Assets.xcassets/LaunchLogo.imageset/logo@3x.png"] = header
      }, expected: ["launch-image-too-large App/Assets.xcassets/LaunchLogo.imageset/logo@3x.png"]),
    Case(
      description: "launch image within the budget",
      change: {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0x01, 0x68, 0, 0, 0x01, 0x68, 8, 6, 0, 0, 0]
        $0.binaryFiles["App/Assets.xcassets/LaunchLogo.imageset/logo@3x.png"] = header
      }, expected: []),
    Case(
      description: "no scene manifest in a UIKit app",
      change: {
        $0.files[plist] = App.infoPlist(
          "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>")
      },
      expected: ["scene-manifest-missing \(plist)"]),
    Case(
      description: "no scene manifest in a SwiftUI app",
      change: {
        $0.files[plist] = App.infoPlist(
          "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>")
        $0.files["App/AppDelegate.swift"] =
          "import SwiftUI\n@main struct MyApp: App {\n  var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n"
      }, expected: []),
    Case(
      description: "Mastodon: storyboard set, window built in one file, root set in another",
      change: {
        $0.files["App/Main.storyboard"] = App.launchStoryboard()
          .replacingOccurrences(of: #"launchScreen="YES" "#, with: "")
        $0.resources.append("App/Main.storyboard")
        $0.files[plist] = App.infoPlist(
          plistBody("<key>UIMainStoryboardFile</key><string>Main</string>"))
        $0.files["App/SceneDelegate.swift"] = App.sceneDelegate.replacingOccurrences(
          of: "_ = windowScene",
          with:
            "let window = UIWindow(windowScene: windowScene)\n    self.window = window\n    Coordinator(delegate: self).start()"
        )
        $0.files["App/Coordinator.swift"] =
          "final class Coordinator {\n  weak var delegate: SceneDelegate?\n  func start() {\n    delegate?.window?.rootViewController = HomeViewController()\n  }\n}\n"
        $0.sources.append("App/Coordinator.swift")
      }, expected: ["main-storyboard-and-code-window App/SceneDelegate.swift"]),
    Case(
      description: "windows in comments, strings and tests are not the app's",
      change: {
        $0.files["App/Main.storyboard"] = App.launchStoryboard()
          .replacingOccurrences(of: #"launchScreen="YES" "#, with: "")
        $0.resources.append("App/Main.storyboard")
        $0.files[plist] = App.infoPlist(
          plistBody("<key>UIMainStoryboardFile</key><string>Main</string>"))
        $0.files["App/SceneDelegate.swift"] = App.sceneDelegate.replacingOccurrences(
          of: "_ = windowScene",
          with:
            "// self.window = UIWindow(windowScene: windowScene)\n    let hint = \"window = UIWindow(frame: .zero); window.rootViewController = x\"\n    print(hint)"
        )
        $0.files["AppTests/WindowTests.swift"] =
          "class T: UIApplicationDelegate { func f() { self.window = UIWindow(frame: .zero); window.rootViewController = nil; window?.rootViewController = UIViewController() } }\n"
      }, expected: []),
    Case(
      description: "Xcode 16 synchronised folder holds the storyboard",
      change: {
        $0.resources = []
        $0.sources = []
        $0.synchronizedFolders = ["App"]
      }, expected: []),
  ]

  @Test(arguments: cases)
  func findsExactlyTheExpected(_ testCase: Case) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    testCase.change(&app)
    try app.write(to: folder.url)
    let findings = LaunchDoctor().check(projectAt: folder.url)
    let found = findings.map { "\($0.rule.rawValue) \($0.file)" }.sorted()
    #expect(found == testCase.expected.sorted(), "\(findings.map(\.humanDescription))")
  }
}
