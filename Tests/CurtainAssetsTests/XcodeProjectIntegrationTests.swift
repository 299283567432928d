import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// `generate --project` on projects shaped as Xcode's templates make them (hand-written fixtures
/// in `Fixtures/Projects`): each reaches the expected project state, and a second run changes
/// nothing.
@Suite struct XcodeProjectIntegrationTests {
  static var writer: LaunchAssetWriter {
    LaunchAssetWriter(generator: LaunchAssetGenerator(codec: RawTestCodec()))
  }
  static let items = [
    "CurtainLaunch.xcassets", "CurtainLaunchLayout.json", "CurtainLaunchScreen.storyboard",
  ]

  static func generate(
    _ sandbox: ProjectSandbox, design: LaunchDesign = TestDesigns.withBranding,
    infoPlist: URL? = nil
  ) throws -> LaunchAssetWriteResult {
    try writer.write(
      sandbox.loaded(design),
      to: .project(ProjectOptions(folder: sandbox.app, infoPlist: infoPlist)), videoPoster: false,
      force: false)
  }

  /// The app target's resources (file reference paths) and each configuration's build settings.
  struct ProjectState {
    var resources: [String] = []
    var settings: [String: [String: String]] = [:]
    var fileReferences: [String] = []
  }

  static func state(of sandbox: ProjectSandbox) throws -> ProjectState {
    let document = try PBXProjDocument(
      data: try Data(contentsOf: sandbox.pbxproj), path: sandbox.pbxproj.path)
    var state = ProjectState()
    let target = try #require(document.objects(isa: "PBXNativeTarget").first?.node)
    for phase in target["buildPhases"]?.array ?? [] {
      guard let id = phase.string, let node = document.object(id),
        node["isa"]?.string == "PBXResourcesBuildPhase"
      else { continue }
      for file in node["files"]?.array ?? [] {
        let reference = file.string.flatMap(document.object)?["fileRef"]?.string
        let object = reference.flatMap(document.object)
        state.resources.append(object?["path"]?.string ?? object?["name"]?.string ?? "?")
      }
    }
    let list = target["buildConfigurationList"]?.string.flatMap(document.object)
    for configuration in list?["buildConfigurations"]?.array ?? [] {
      let node = configuration.string.flatMap(document.object)
      var settings: [String: String] = [:]
      for entry in node?["buildSettings"]?.entries ?? [] {
        settings[entry.key] = entry.value.string ?? "(...)"
      }
      state.settings[node?["name"]?.string ?? "?"] = settings
    }
    state.fileReferences = document.objects(isa: "PBXFileReference").compactMap {
      $0.node["path"]?.string
    }
    return state
  }

  static func launchSettings(_ settings: [String: String]) -> [String: String] {
    settings.filter { $0.key.hasPrefix("INFOPLIST_KEY_UILaunch") }
  }

  static func plist(_ url: URL) throws -> [String: Any] {
    let object = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: url), format: nil)
    return try #require(object as? [String: Any])
  }

  @Test func uiKitTemplateWithAnInfoPlistFile() throws {
    let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
    defer { sandbox.remove() }
    let result = try Self.generate(sandbox)
    let state = try Self.state(of: sandbox)
    for item in Self.items { #expect(state.resources.contains(item), "\(item) in Resources") }
    // The template's own storyboard stays, under its own name: no collision.
    #expect(state.resources.contains("LaunchScreen.storyboard"))
    for (name, settings) in state.settings {
      #expect(Self.launchSettings(settings).isEmpty, "\(name): \(settings)")
      #expect(settings["INFOPLIST_FILE"] == "App/Info.plist")
    }
    let plist = try Self.plist(sandbox.app.appendingPathComponent("Info.plist"))
    #expect(plist["UILaunchStoryboardName"] as? String == "CurtainLaunchScreen")
    #expect(plist["UIApplicationSceneManifest"] != nil)
    #expect(
      result.notes.contains(XcodeProjectIntegration.previousStoryboardNote("LaunchScreen")))
    let after = try sandbox.tree()
    _ = try Self.generate(sandbox)
    #expect(try sandbox.tree() == after, "a second run changes nothing")
  }

  @Test func swiftUITemplateWithAGeneratedInfoPlist() throws {
    let sandbox = try ProjectSandbox(fixture: "SwiftUITemplate")
    defer { sandbox.remove() }
    _ = try Self.generate(sandbox)
    let state = try Self.state(of: sandbox)
    for item in Self.items { #expect(state.resources.contains(item)) }
    #expect(state.settings.count == 2)
    for (name, settings) in state.settings {
      #expect(
        Self.launchSettings(settings) == [
          XcodeProjectIntegration.storyboardSetting: "CurtainLaunchScreen"
        ], "\(name)")
    }
    #expect(
      !FileManager.default.fileExists(atPath: sandbox.app.appendingPathComponent("Info.plist").path)
    )
    let after = try sandbox.tree()
    _ = try Self.generate(sandbox)
    #expect(try sandbox.tree() == after)
  }

  @Test func folderSynchronisedProjectNeedsNoFileReferences() throws {
    let sandbox = try ProjectSandbox(fixture: "SynchronizedTemplate")
    defer { sandbox.remove() }
    let result = try Self.generate(sandbox)
    let state = try Self.state(of: sandbox)
    #expect(state.resources.isEmpty)
    #expect(state.fileReferences == ["App.app"])
    for (_, settings) in state.settings {
      // The conditional INFOPLIST_KEY_UILaunchScreen_Generation[sdk=...] settings are gone.
      #expect(
        Self.launchSettings(settings) == [
          XcodeProjectIntegration.storyboardSetting: "CurtainLaunchScreen"
        ])
    }
    #expect(result.notes.contains { $0.contains("folder-synchronised") })
  }

  /// Without a Copy Bundle Resources phase a synchronised folder's resources are not copied:
  /// one is added (for a classic group, holding the items).
  @Test(arguments: ["SynchronizedTemplate", "UIKitTemplate"])
  func aMissingResourcesPhaseIsAdded(fixture: String) throws {
    let sandbox = try ProjectSandbox(fixture: fixture)
    defer { sandbox.remove() }
    var text = try String(contentsOf: sandbox.pbxproj, encoding: .utf8)
    let phaseLine = try #require(
      text.split(separator: "\n", omittingEmptySubsequences: false).first {
        $0.contains("/* Resources */,")
      })
    text = text.replacingOccurrences(of: phaseLine + "\n", with: "")
    try Data(text.utf8).write(to: sandbox.pbxproj)
    let result = try Self.generate(sandbox)
    #expect(result.notes.contains("added a Copy Bundle Resources phase to App"))
    let state = try Self.state(of: sandbox)
    let expected = fixture == "UIKitTemplate" ? Self.items : []
    #expect(state.resources == expected)
  }

  @Test func deviceVariantsAndLaunchScreensAreRemovedWithAMinimalDiff() throws {
    let sandbox = try ProjectSandbox(fixture: "DeviceVariants")
    defer { sandbox.remove() }
    let plistURL = sandbox.app.appendingPathComponent("Info.plist")
    let before = try String(contentsOf: plistURL, encoding: .utf8)
    let result = try Self.generate(sandbox)
    let after = try String(contentsOf: plistURL, encoding: .utf8)
    let plist = try Self.plist(plistURL)
    #expect(plist["UILaunchStoryboardName"] as? String == "CurtainLaunchScreen")
    for key in ["UILaunchStoryboardName~ipad", "UILaunchScreen~iphone", "UILaunchScreens"] {
      #expect(plist[key] == nil)
      #expect(result.notes.contains { $0.hasPrefix("removed \(key) from") })
    }
    // Every other line, comments and key order included, is unchanged.
    let removedLines = Set(before.split(separator: "\n")).subtracting(after.split(separator: "\n"))
    let addedLines = Set(after.split(separator: "\n")).subtracting(before.split(separator: "\n"))
    #expect(addedLines == ["\t<string>CurtainLaunchScreen</string>"])
    #expect(removedLines.allSatisfy { !$0.contains("CFBundle") && !$0.contains("<!--") })
    #expect(after.contains("<!-- The launch screen: iPhone and iPad differ. -->"))
    #expect(after.contains("<!-- Orientations: keep portrait first. -->"))
    let keys = after.components(separatedBy: "<key>").dropFirst().map {
      String($0.prefix { $0 != "<" })
    }
    #expect(
      Array(keys.prefix(4)) == [
        "CFBundleDevelopmentRegion", "CFBundleExecutable", "CFBundleIdentifier",
        "UILaunchStoryboardName",
      ])
  }

  @Test func theInfoPlistFormNeedsAFileWhenXcodeGeneratesThePlist() throws {
    let sandbox = try ProjectSandbox(fixture: "SwiftUITemplate")
    defer { sandbox.remove() }
    var design = TestDesigns.withBranding
    design.launchScreen.form = .infoPlist
    let before = try sandbox.tree()
    #expect {
      try Self.generate(sandbox, design: design)
    } throws: { error in
      String(describing: error).contains("cannot hold the UILaunchScreen dictionary")
    }
    #expect(try sandbox.tree() == before)
  }

  @Test func switchingToTheInfoPlistFormTakesTheStoryboardOutOfTheTarget() throws {
    let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
    defer { sandbox.remove() }
    _ = try Self.generate(sandbox)
    var design = TestDesigns.withBranding
    design.launchScreen.form = .infoPlist
    let result = try Self.generate(sandbox, design: design)
    let state = try Self.state(of: sandbox)
    #expect(!state.resources.contains("CurtainLaunchScreen.storyboard"))
    #expect(!state.fileReferences.contains("CurtainLaunchScreen.storyboard"))
    #expect(state.resources.contains("CurtainLaunch.xcassets"))
    let plist = try Self.plist(sandbox.app.appendingPathComponent("Info.plist"))
    #expect(plist["UILaunchStoryboardName"] == nil)
    #expect((plist["UILaunchScreen"] as? [String: Any])?["UIImageName"] != nil)
    #expect(result.notes.contains { $0.hasPrefix("removed CurtainLaunchScreen.storyboard") })
  }

  /// A fault at any step that fails the run leaves the folder, the plist and the project as
  /// they were (the installer's own suite covers the steps after the swap is decided).
  @Test func aFailedProjectRunChangesNothing() throws {
    let counter = FaultyFileSystem()
    let first = try ProjectSandbox(fixture: "UIKitTemplate")
    defer { first.remove() }
    _ = try LaunchAssetWriter(
      generator: Self.writer.generator, installer: OutputInstaller(fileSystem: counter)
    ).write(first.loaded(), to: .project(ProjectOptions(folder: first.app)), videoPoster: false)
    var failures = 0
    for step in 0..<counter.changes {
      let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
      defer { sandbox.remove() }
      let before = try sandbox.tree()
      let writer = LaunchAssetWriter(
        generator: Self.writer.generator,
        installer: OutputInstaller(fileSystem: FaultyFileSystem(failAt: step)))
      do {
        _ = try writer.write(
          sandbox.loaded(), to: .project(ProjectOptions(folder: sandbox.app)), videoPoster: false)
      } catch {
        failures += 1
        #expect(try sandbox.tree() == before, "fault at step \(step) of \(counter.changes)")
      }
    }
    #expect(failures >= counter.changes - 4)
  }

  @Test func aLinkedInfoPlistStaysALink() throws {
    let sandbox = try ProjectSandbox(fixture: "DeviceVariants")
    defer { sandbox.remove() }
    let files = FileManager.default
    let real = sandbox.root.appendingPathComponent("Shared.plist")
    try files.moveItem(at: sandbox.app.appendingPathComponent("Info.plist"), to: real)
    try files.createSymbolicLink(
      atPath: sandbox.app.appendingPathComponent("Info.plist").path,
      withDestinationPath: "../Shared.plist")
    _ = try Self.generate(sandbox)
    #expect(try sandbox.tree()["App/Info.plist"] == "link -> ../Shared.plist")
    #expect(try Self.plist(real)["UILaunchStoryboardName"] as? String == "CurtainLaunchScreen")
  }

  @Test func xcodeGenProjectsGetTheLinesToAdd() throws {
    let sandbox = try ProjectSandbox(fixture: "DeviceVariants")
    defer { sandbox.remove() }
    try Data("name: App\n".utf8).write(to: sandbox.root.appendingPathComponent("project.yml"))
    let pbxproj = try Data(contentsOf: sandbox.pbxproj)
    let result = try Self.generate(sandbox)
    #expect(try Data(contentsOf: sandbox.pbxproj) == pbxproj)
    #expect(result.notes.contains("        - path: App/CurtainLaunch"))
    #expect(result.notes.contains("          UILaunchStoryboardName: CurtainLaunchScreen"))
  }

  /// The target the lines name is the spec's app target whose sources hold the app folder, not
  /// the folder's name (kiwix-apple: the folder `Support` is in the target `Kiwix`).
  @Test func xcodeGenLinesNameTheTargetThatHoldsTheAppFolder() throws {
    let sandbox = try ProjectSandbox(fixture: "DeviceVariants")
    defer { sandbox.remove() }
    let spec = """
      name: Reader
      targets:
        Reader:
          type: application
          platform: iOS
          sources:
            - path: App
        ReaderTests:
          type: bundle.unit-test
          platform: iOS
          sources:
            - path: Tests
      """
    try Data(spec.utf8).write(to: sandbox.root.appendingPathComponent("project.yml"))
    let result = try Self.generate(sandbox)
    #expect(result.notes.contains("    Reader:"))
    #expect(!result.notes.contains("    App:"))
  }

  @Test func tuistProjectsGetTheLinesToAdd() throws {
    let sandbox = try ProjectSandbox(fixture: "DeviceVariants")
    defer { sandbox.remove() }
    try Data("import ProjectDescription\n".utf8).write(
      to: sandbox.root.appendingPathComponent("Project.swift"))
    let pbxproj = try Data(contentsOf: sandbox.pbxproj)
    let result = try Self.generate(sandbox)
    #expect(try Data(contentsOf: sandbox.pbxproj) == pbxproj)
    #expect(result.notes.contains("  resources: [\"App/CurtainLaunch/**\"],"))
    #expect(
      result.notes.contains(
        "  infoPlist: .extendingDefault(with: [\"UILaunchStoryboardName\": \"CurtainLaunchScreen\"]),"
      ))
  }

  @Test func withoutAProjectTheFolderAndThePlistAreWrittenWithANote() throws {
    let sandbox = try ProjectSandbox(fixture: "DeviceVariants")
    defer { sandbox.remove() }
    try FileManager.default.removeItem(at: sandbox.pbxproj.deletingLastPathComponent())
    let result = try Self.generate(sandbox)
    #expect(result.notes.contains { $0.hasPrefix("no Xcode project found") })
    let plist = try Self.plist(sandbox.app.appendingPathComponent("Info.plist"))
    #expect(plist["UILaunchStoryboardName"] as? String == "CurtainLaunchScreen")
  }

  @Test func absoluteImagePathsAreRead() throws {
    let sandbox = try ProjectSandbox()
    defer { sandbox.remove() }
    var design = TestDesigns.withBranding
    design.logo.image.light = sandbox.root.appendingPathComponent("config/logo.raw").path
    let out = sandbox.root.appendingPathComponent("Out")
    _ = try Self.writer.write(sandbox.loaded(design), to: .folder(out), videoPoster: false)
    #expect(
      FileManager.default.fileExists(
        atPath: out.appendingPathComponent("CurtainLaunchLayout.json").path))
  }
}
