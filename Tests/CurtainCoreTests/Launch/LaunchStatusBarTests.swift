import Testing

@testable import CurtainCore

/// The splash's status bar before the app has a controller: the one the app launched with
/// (Info.plist's `UIStatusBarStyle` and `UIStatusBarHidden`), nothing when the status bar does
/// not follow view controllers.
@Suite struct LaunchStatusBarTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var info: [String: String]
    var flags: [String: Bool] = [:]
    var expected: LaunchStatusBar?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "no keys: UIKit's default", info: [:], expected: LaunchStatusBar()),
    Case(
      name: "light content", info: ["UIStatusBarStyle": "UIStatusBarStyleLightContent"],
      expected: LaunchStatusBar(style: .lightContent)),
    Case(
      name: "dark content", info: ["UIStatusBarStyle": "UIStatusBarStyleDarkContent"],
      expected: LaunchStatusBar(style: .darkContent)),
    Case(
      name: "the default style", info: ["UIStatusBarStyle": "UIStatusBarStyleDefault"],
      expected: LaunchStatusBar()),
    Case(
      name: "black opaque (deprecated): light content",
      info: ["UIStatusBarStyle": "UIStatusBarStyleBlackOpaque"],
      expected: LaunchStatusBar(style: .lightContent)),
    Case(
      name: "black translucent (deprecated): light content",
      info: ["UIStatusBarStyle": "UIStatusBarStyleBlackTranslucent"],
      expected: LaunchStatusBar(style: .lightContent)),
    Case(
      name: "hidden at launch", info: [:], flags: ["UIStatusBarHidden": true],
      expected: LaunchStatusBar(hidden: true)),
    Case(
      name: "hidden as a YES string", info: ["UIStatusBarHidden": "YES"],
      expected: LaunchStatusBar(hidden: true)),
    Case(
      name: "view-controller based said YES",
      info: ["UIStatusBarStyle": "UIStatusBarStyleLightContent"],
      flags: ["UIViewControllerBasedStatusBarAppearance": true],
      expected: LaunchStatusBar(style: .lightContent)),
    Case(
      name: "not view-controller based: the application's style, nothing from the splash",
      info: ["UIStatusBarStyle": "UIStatusBarStyleLightContent"],
      flags: ["UIViewControllerBasedStatusBarAppearance": false], expected: nil),
    Case(
      name: "not view-controller based as a NO string",
      info: ["UIViewControllerBasedStatusBarAppearance": "NO"], expected: nil),
  ]

  @Test(arguments: cases)
  func theSplashKeepsTheStatusBarTheAppLaunchedWith(_ item: Case) {
    let found = LaunchStatusBar.launched { key in item.flags[key] ?? item.info[key] }
    #expect(found == item.expected)
  }
}
