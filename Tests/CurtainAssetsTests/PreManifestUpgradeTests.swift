import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// Issue #29: a folder `curtain generate` 0.1.0 wrote (no `.curtain-manifest`) is upgraded by
/// `--output` and `--project`, with or without `--force`; one file 0.1.0 did not write, or a
/// file whose contents are not what 0.1.0 wrote, and the folder is refused, naming that file.
///
/// The fixture `Generated010` is 0.1.0's own output, `Examples/GeneratedLaunchAssets` at the
/// 0.1.0 release commit (e0dba50).
@Suite struct PreManifestUpgradeTests {
  static var writer: LaunchAssetWriter { XcodeProjectIntegrationTests.writer }

  enum Destination: String, CaseIterable {
    case output, project
  }

  /// A sandbox with the UIKit template app and 0.1.0's output where `destination` writes;
  /// returns that folder.
  static func sandbox(_ destination: Destination) throws -> (ProjectSandbox, URL) {
    let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
    let resources = Bundle.module.resourceURL ?? Bundle.module.bundleURL
    let fixture = resources.appendingPathComponent("Fixtures/Generated010")
    let folder =
      destination == .output
      ? sandbox.root.appendingPathComponent("Out")
      : sandbox.app.appendingPathComponent(LaunchAssetDestination.projectFolderName)
    try FileManager.default.copyItem(at: fixture, to: folder)
    if destination == .project {
      // 0.1.0 left the keys file out of a project's folder (they were merged into the plist).
      try FileManager.default.removeItem(
        at: folder.appendingPathComponent(LaunchAssetGenerator.infoPlistKeysFileName))
    }
    return (sandbox, folder)
  }

  static func write(_ sandbox: ProjectSandbox, _ destination: Destination, force: Bool) throws {
    let target: LaunchAssetDestination =
      destination == .output
      ? .folder(sandbox.root.appendingPathComponent("Out"))
      : .project(ProjectOptions(folder: sandbox.app))
    _ = try writer.write(sandbox.loaded(), to: target, videoPoster: false, force: force)
  }

  @Test(arguments: Destination.allCases, [false, true])
  func aFolderWrittenBy010IsUpgraded(_ destination: Destination, force: Bool) throws {
    let (sandbox, folder) = try Self.sandbox(destination)
    defer { sandbox.remove() }
    let old = Set(try ProjectSandbox.tree(of: folder).keys)
    try Self.write(sandbox, destination, force: force)
    let manifest = try #require(OutputManifest.read(in: folder))
    let now = Set(try ProjectSandbox.tree(of: folder).keys)
    // Exactly the new run's files (and their folders) are there: 0.1.0's stale sets are gone.
    let expected = Set(manifest.paths + [OutputManifest.fileName])
    #expect(
      now.filter { !$0.hasSuffix(".imageset") && !$0.hasSuffix(".colorset") }
        .subtracting(["CurtainLaunch.xcassets"]) == expected)
    #expect(!now.contains("CurtainLaunch.xcassets/CurtainLogo-06e9ae.imageset"))
    #expect(old.contains("CurtainLaunch.xcassets/CurtainLogo-06e9ae.imageset"))
  }

  enum Foreign: String, CaseIterable {
    case userFile, finderFile, unlistedPNG, notAPNG, editedStoryboard, editedCatalog
    case unknownSet, layoutRenamed

    /// Changes the 0.1.0 folder; returns the path the refusal must name.
    func apply(to folder: URL) throws -> String {
      func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(path))
      }
      let logo = "CurtainLaunch.xcassets/CurtainLogo-06e9ae.imageset"
      switch self {
      case .userFile:
        try write("my notes", "notes.md")
        return "notes.md"
      case .finderFile:
        try write("", "CurtainLaunch.xcassets/.DS_Store")
        return "CurtainLaunch.xcassets/.DS_Store"
      case .unlistedPNG:
        try FileManager.default.copyItem(
          at: folder.appendingPathComponent("\(logo)/CurtainLogo-06e9ae.png"),
          to: folder.appendingPathComponent("\(logo)/CurtainLogo-06e9ae-dark.png"))
        return "\(logo)/CurtainLogo-06e9ae-dark.png"
      case .notAPNG:
        try write("not a picture", "\(logo)/CurtainLogo-06e9ae@2x.png")
        return "\(logo)/CurtainLogo-06e9ae@2x.png"
      case .editedStoryboard:
        try write("<document/>", "LaunchScreen.storyboard")
        return "LaunchScreen.storyboard"
      case .editedCatalog:
        try write(#"{"info":{"author":"me","version":1}}"#, "CurtainLaunch.xcassets/Contents.json")
        return "CurtainLaunch.xcassets/Contents.json"
      case .unknownSet:
        let set = folder.appendingPathComponent("CurtainLaunch.xcassets/AppIcon.appiconset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try write(#"{"images":[]}"#, "CurtainLaunch.xcassets/AppIcon.appiconset/Contents.json")
        return "CurtainLaunch.xcassets/AppIcon.appiconset/Contents.json"
      case .layoutRenamed:
        try FileManager.default.moveItem(
          at: folder.appendingPathComponent("CurtainLaunchLayout.json"),
          to: folder.appendingPathComponent("Layout.json"))
        return "Layout.json"
      }
    }
  }

  @Test(arguments: Destination.allCases, Foreign.allCases)
  func aFolderWithAFile010DidNotWriteIsRefused(_ destination: Destination, _ change: Foreign)
    throws
  {
    let (sandbox, folder) = try Self.sandbox(destination)
    defer { sandbox.remove() }
    let named = try change.apply(to: folder)
    let before = try sandbox.tree()
    let error = #expect(throws: OutputInstallError.self) {
      try Self.write(sandbox, destination, force: false)
    }
    let message = error?.description ?? ""
    #expect(message.contains("'\(named)'"), "\(message)")
    #expect(message.contains("not a folder Curtain 0.1.0 wrote"), "\(message)")
    #expect(try sandbox.tree() == before)
  }

  @Test func aFolderMissingTheCatalogIsNotAdopted() {
    let verdict = PreManifestFolder.judge(paths: ["CurtainLaunchLayout.json"]) { _ in
      Data(#"{"background":{"colorName":"CurtainBackground-810117"},"#.utf8)
        + Data(#""logo":{"imageName":"CurtainLogo-06e9ae"}}"#.utf8)
    }
    #expect(verdict == .foreign(["(no CurtainLaunch.xcassets/Contents.json)"]))
  }
}
