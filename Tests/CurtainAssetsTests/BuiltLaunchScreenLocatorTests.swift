import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// `curtain preview`, `check` and `layout` given an app folder draw the launch screen the app's
/// build ships (``BuiltLaunchScreen``, the doctor's rule), not the Info.plist file's key alone
/// nor the first storyboard marked as a launch screen: an `INFOPLIST_KEY_*` setting over the
/// file, the Release configuration's, the device's `~ipad` variant, `$(SETTING)` resolved.
@Suite struct BuiltLaunchScreenLocatorTests {
  typealias App = DoctorFixtureApp

  /// One app: its Info.plist, build settings, storyboards in the target and outside it (each
  /// with the background colour of its name), the device; the background colour drawn, or
  /// `error: ...` and a part of the error; the line saying what was drawn and why.
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var plist: String
    var settings: [String: String] = [:]
    var release: [String: String] = [:]
    var storyboards: [String]
    var stray: [String] = []
    var pad = false
    var drawn: String
    var origin = ""
    var testDescription: String { name }
  }

  static let generated = ["GENERATE_INFOPLIST_FILE": "YES"]
  static let key = "INFOPLIST_KEY_UILaunchStoryboardName"

  static let settingOrigin =
    "INFOPLIST_KEY_UILaunchStoryboardName in App.xcodeproj, target App, Release)"

  static func storyboard(_ name: String) -> String {
    "<key>UILaunchStoryboardName</key><string>\(name)</string>"
  }

  static let rows: [Row] = [
    Row(
      name: "the setting declares it, the file nothing; a stray launch storyboard sorts first",
      plist: "", settings: generated.merging([key: "Zeta"]) { $1 }, storyboards: ["Zeta"],
      stray: ["Stray"], drawn: "Zeta",
      origin: "App/Base.lproj/Zeta.storyboard (UILaunchStoryboardName = Zeta, " + settingOrigin),
    Row(
      name: "the setting's name replaces the file's",
      plist: storyboard("Old"), settings: generated.merging([key: "Zeta"]) { $1 },
      storyboards: ["Old", "Zeta"], drawn: "Zeta",
      origin: "App/Base.lproj/Zeta.storyboard (UILaunchStoryboardName = Zeta, " + settingOrigin),
    Row(
      name: "the configurations differ: Release's",
      plist: "", settings: generated.merging([key: "Debugs"]) { $1 },
      release: [key: "Releases"], storyboards: ["Debugs", "Releases"], drawn: "Releases",
      origin: "App/Base.lproj/Releases.storyboard (UILaunchStoryboardName = Releases, "
        + settingOrigin),
    Row(
      name: "an iPad reads its variant",
      plist: storyboard("Phone") + "<key>UILaunchStoryboardName~ipad</key><string>Pad</string>",
      storyboards: ["Pad", "Phone"], pad: true, drawn: "Pad",
      origin: "App/Base.lproj/Pad.storyboard (UILaunchStoryboardName~ipad = Pad, App/Info.plist, "
        + "target App, Release)"),
    Row(
      name: "an iPhone reads the key",
      plist: storyboard("Phone") + "<key>UILaunchStoryboardName~ipad</key><string>Pad</string>",
      storyboards: ["Pad", "Phone"], drawn: "Phone",
      origin: "App/Base.lproj/Phone.storyboard (UILaunchStoryboardName = Phone, App/Info.plist, "
        + "target App, Release)"),
    Row(
      name: "the file's key names a setting",
      plist: storyboard("$(LAUNCH_NAME)"), settings: ["LAUNCH_NAME": "Zeta"],
      storyboards: ["Zeta"], drawn: "Zeta",
      origin: "App/Base.lproj/Zeta.storyboard (UILaunchStoryboardName = Zeta from "
        + "$(LAUNCH_NAME), App/Info.plist, target App, Release)"),
    Row(
      name: "no app target declares one: the first storyboard marked as a launch screen",
      plist: "", storyboards: [], stray: ["Stray"], drawn: "Stray",
      origin: #"Alt/Stray.storyboard (no app target declares one: the first storyboard or xib "#
        + #"marked launchScreen="YES")"#),
    Row(
      name: "a UILaunchScreen colour named by a setting, in Release",
      plist: "<key>UILaunchScreen</key><dict><key>UIColorName</key>"
        + "<string>$(LAUNCH_COLOR)</string></dict>",
      settings: ["LAUNCH_COLOR": "DebugColor"], release: ["LAUNCH_COLOR": "ReleaseColor"],
      storyboards: [], stray: ["Stray"], drawn: "ReleaseColor",
      origin: "App/Info.plist UILaunchScreen with UIColorName 'ReleaseColor' (target App, "
        + "Release)"),
    Row(
      name: "the declared storyboard is not in the target",
      plist: storyboard("Gone"), storyboards: [], stray: ["Gone"],
      drawn: "error: not in the app target"),
  ]

  @Test(arguments: rows)
  func anAppFolderDrawsWhatItsBuildShips(_ row: Row) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.files["App/Base.lproj/LaunchScreen.storyboard"] = nil
    app.resources = ["App/Assets.xcassets"]
    app.files["App/Info.plist"] = App.infoPlist(row.plist + App.sceneManifest)
    for name in row.storyboards {
      app.files["App/Base.lproj/\(name).storyboard"] = Self.drawn(name)
      app.resources.append("App/Base.lproj/\(name).storyboard")
    }
    // Outside the target, in a folder sorted before the app's.
    for name in row.stray { app.files["Alt/\(name).storyboard"] = Self.drawn(name) }
    app.settings.merge(row.settings) { $1 }
    app.releaseSettings = row.release
    try app.write(to: folder.url)
    let drawn: String
    do {
      let (screen, origin) = try LaunchScreenLocator.located(at: folder.url.path, pad: row.pad)
      #expect(origin == row.origin)
      guard case .named(let name) = screen.root.attributes.backgroundColor else {
        Issue.record("no named background: \(String(describing: screen.root.attributes))")
        return
      }
      drawn = name
    } catch {
      drawn = "error: " + error.reason
    }
    if row.drawn.hasPrefix("error: ") {
      #expect(drawn.contains(row.drawn.dropFirst("error: ".count)), "\(drawn)")
    } else {
      #expect(drawn == row.drawn)
    }
  }

  static func drawn(_ name: String) -> String {
    App.launchStoryboard(background: #"<color key="backgroundColor" name="\#(name)"/>"#)
  }
}
