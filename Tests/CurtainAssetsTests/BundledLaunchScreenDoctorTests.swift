import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// `bundled-launch-screen-not-declared`: after `generate --project` keeps the app's own launch
/// storyboard (Xcode's UIKit template holding the example's), the `CurtainLaunchLayout.json`
/// in the app names the splash's document; the doctor says when the app's declaration or its
/// files no longer match it.
@Suite struct BundledLaunchScreenDoctorTests {
  /// (what changes after generating: a replacement in project.pbxproj, one in the resource;
  /// the start of the finding's message, nil for none).
  static let cases: [(project: (String, String)?, resource: (String, String)?, says: String?)] =
    [
      (nil, nil, nil),
      (
        (
          "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;",
          "INFOPLIST_KEY_UILaunchStoryboardName = Main;"
        ), nil,
        "App/CurtainLaunch/CurtainLaunchLayout.json makes LaunchScreen.storyboard the splash, "
          + "but App declares UILaunchStoryboardName 'Main'"
      ),
      (
        (
          "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;",
          "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen.storyboard;"
        ), nil, nil
      ),
      (
        (
          "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;",
          "INFOPLIST_KEY_UILaunchScreen_Generation = YES;"
        ), nil,
        "App/CurtainLaunch/CurtainLaunchLayout.json makes LaunchScreen.storyboard the splash, "
          + "but App declares"
      ),
      (
        nil, ("\"kind\" : \"storyboard\"", "\"kind\" : \"xib\""),
        "App/CurtainLaunch/CurtainLaunchLayout.json names the launch xib LaunchScreen.xib, but "
          + "App holds LaunchScreen.storyboard"
      ),
    ]

  @Test(arguments: cases.indices)
  func theSplashsDocumentIsTheDeclaredOne(index: Int) throws {
    let (project, resource, says) = Self.cases[index]
    let sandbox = try KeepAppLaunchScreenTests.sandbox()
    defer { sandbox.remove() }
    _ = try KeepAppLaunchScreenTests.write(sandbox)
    for (file, change) in [
      ("App.xcodeproj/project.pbxproj", project),
      ("App/CurtainLaunch/CurtainLaunchLayout.json", resource),
    ] {
      guard let (from, to) = change else { continue }
      let url = sandbox.root.appendingPathComponent(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      #expect(text.contains(from), "\(file)")
      try Data(text.replacingOccurrences(of: from, with: to).utf8).write(to: url)
    }
    let findings = LaunchDoctor().check(projectAt: sandbox.root)
      .filter { $0.rule == .bundledLaunchScreenNotDeclared }
    if let says {
      #expect(findings.count >= 1)
      #expect(findings.allSatisfy { $0.message.hasPrefix(says) }, "\(findings.map(\.message))")
      #expect(findings.allSatisfy { $0.severity == .error })
    } else {
      #expect(findings.isEmpty, "\(findings.map(\.humanDescription))")
    }
  }
}
