import Foundation
import Testing

@testable import CurtainAssets

/// issue 29: the lines `generate --project` prints for XcodeGen and Tuist are complete: they
/// change the launch declarations already there (keeping `[sdk=iphoneos*]`), remove the other
/// form's, and filter the resources to iOS for a target that builds for more.
@Suite struct AppProjectKindInstructionTests {
  static let entries = LaunchInfoPlistEntries(
    form: .storyboard, storyboardName: "CurtainLaunchScreen", colorName: "CurtainBackground-1",
    imageName: "CurtainLogo-1")

  @Test func xcodeGenMultiplatformTarget() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let spec = try folder.write(
      """
      name: Kiwix
      targets:
        Kiwix:
          type: application
          supportedDestinations: [iOS, macOS]
          settings:
            base:
              INFOPLIST_KEY_UILaunchStoryboardName[sdk=iphoneos*]: SplashScreen
              INFOPLIST_KEY_UILaunchScreen_Generation: YES
          info:
            path: Support/Info.plist
            properties:
              UILaunchScreen: {}

      """, to: "project.yml")
    let lines = AppProjectKind.xcodeGen(spec: spec).linesToAdd(
      appFolder: folder.url.appendingPathComponent("App"), target: "Kiwix",
      entries: Self.entries)
    let text = lines.joined(separator: "\n")
    #expect(text.contains("- path: App/CurtainLaunch\n          destinationFilters: [iOS]"))
    #expect(
      text.contains(
        "project.yml:8: set INFOPLIST_KEY_UILaunchStoryboardName[sdk=iphoneos*] to "
          + "CurtainLaunchScreen"))
    #expect(text.contains("project.yml:9: remove INFOPLIST_KEY_UILaunchScreen_Generation"))
    #expect(text.contains("project.yml:13: remove UILaunchScreen"))
    // The storyboard setting is changed in place, not declared a second time.
    #expect(!text.contains("UILaunchStoryboardName: CurtainLaunchScreen"))
  }

  @Test func tuistInitManifest() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let manifest = try folder.write(
      """
      import ProjectDescription

      let project = Project(
          name: "App",
          targets: [
              .target(
                  name: "App",
                  destinations: [.iPhone, .iPad, .macCatalyst],
                  product: .app,
                  bundleId: "dev.tuist.App",
                  infoPlist: .extendingDefault(
                      with: [
                          "UILaunchScreen": [
                              "UIColorName": "",
                              "UIImageName": "",
                          ],
                      ]
                  ),
                  sources: ["App/Sources/**"]
              ),
          ]
      )

      """, to: "Project.swift")
    let lines = AppProjectKind.tuist(manifest: manifest).linesToAdd(
      appFolder: folder.url.appendingPathComponent("App"), target: "App", entries: Self.entries)
    let text = lines.joined(separator: "\n")
    #expect(text.contains("Project.swift:13: remove UILaunchScreen"))
    #expect(
      text.contains(
        #"resources: [.glob(pattern: "App/CurtainLaunch/**", inclusionCondition: .when([.ios]))]"#
      ))
    #expect(text.contains(#"infoPlist: .extendingDefault(with: ["UILaunchStoryboardName": "#))
  }
}
