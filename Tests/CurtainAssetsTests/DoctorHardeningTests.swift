import Foundation
import Testing

@testable import CurtainAssets

/// Issue #24: hostile app folders end in findings, quickly: a PNG header declaring
/// 2^31-1 x 2^31-1 pixels, build settings that double at every level, and links out of the
/// folder (to `/`, `/proc` or anywhere else) are not followed.
@Suite struct DoctorHardeningTests {
  typealias App = DoctorFixtureApp

  @Test func aHugeDeclaredImageIsTooLargeNotACrash() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    header += Array("IHDR".utf8) + [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0]
    app.binaryFiles["App/Assets.xcassets/LaunchLogo.imageset/logo@3x.png"] = header
    try app.write(to: folder.url)
    let findings = LaunchDoctor().check(projectAt: folder.url)
    #expect(findings.contains { $0.rule == .launchImageTooLarge })
  }

  /// `A = $(A)$(A)…` 64 wide, 8 deep, would be 64^8 substitutions without the total budget.
  @Test func doublingBuildSettingsStopAtTheBudget() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var app = App.clean()
    app.settings["A"] = String(repeating: "$(A)", count: 64)
    app.settings["PRODUCT_NAME"] = "$(A)"
    app.settings["INFOPLIST_FILE"] = "$(A)$(B)/Info.plist"
    app.settings["B"] = String(repeating: "$(B)", count: 64)
    try app.write(to: folder.url)
    _ = LaunchDoctor().check(projectAt: folder.url)
  }

  @Test func linksOutOfTheFolderAreNotWalked() throws {
    let outside = try TemporaryFolder()
    defer { outside.remove() }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let files = FileManager.default
    try files.createDirectory(
      at: outside.url.appendingPathComponent("Other"), withIntermediateDirectories: true)
    try outside.write("<plist/>", to: "Other/Outside.plist")
    try files.createDirectory(
      at: folder.url.appendingPathComponent("App/Sub"), withIntermediateDirectories: true)
    try folder.write("<plist/>", to: "App/Sub/Inside.plist")
    for (name, destination) in [
      ("App/out", outside.url.path), ("App/root", "/"), ("App/loop", ".."), ("App/again", "Sub"),
    ] {
      try files.createSymbolicLink(
        atPath: folder.url.appendingPathComponent(name).path, withDestinationPath: destination)
    }
    let found = ProjectFiles(root: folder.url, fileManager: files)
    #expect(found.plists.count == 1)
    #expect(found.plists.allSatisfy { $0.hasSuffix("/Inside.plist") })
    #expect(!found.allPaths.contains { $0.hasPrefix("App/root/") || $0.hasPrefix("App/out/") })
  }
}
