import ArgumentParser
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct CurtainVersionTests {
  /// `curtain --version` is a clean exit whose message is the version.
  @Test func versionFlagPrintsTheVersion() {
    do {
      _ = try CurtainCommand.parseAsRoot(["--version"])
      Issue.record("--version parsed as a command instead of exiting")
    } catch {
      #expect(CurtainCommand.exitCode(for: error) == .success)
      #expect(CurtainCommand.message(for: error) == CurtainVersion.current)
    }
  }

  /// The version is the CHANGELOG's newest release heading (`## 0.1.0 - date`), so a release
  /// cannot bump one and forget the other.
  @Test func versionIsTheChangelogsNewestRelease() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let changelog = try String(
      contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let releases = changelog.split(separator: "\n")
      .filter { $0.hasPrefix("## ") && !$0.hasPrefix("## Unreleased") }
    let newest = try #require(releases.first)
    #expect(
      newest.dropFirst(3).split(separator: " ").first.map(String.init) == CurtainVersion.current)
  }

  /// A semantic version: three numbers, as SwiftPM and Mint read tags.
  @Test func versionIsSemantic() {
    let parts = CurtainVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
  }
}
