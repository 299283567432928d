import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// Issue #24: `generate --project` killed at any step is finished by the next run (the journal
/// is replayed before the project is read), its staged leftovers go on every run (no-op runs
/// too), and runs on one output take turns.
@Suite struct GenerateRecoveryTests {
  static var generator: LaunchAssetGenerator { XcodeProjectIntegrationTests.writer.generator }

  static func generate(_ sandbox: ProjectSandbox, fileSystem: any InstallFileSystem) throws {
    _ = try LaunchAssetWriter(
      generator: generator, installer: OutputInstaller(fileSystem: fileSystem)
    ).write(
      sandbox.loaded(), to: .project(ProjectOptions(folder: sandbox.app)), videoPoster: false)
  }

  static func leftovers(_ tree: [String: String]) -> [String] {
    tree.keys.filter { $0.contains(".curtain-") && !$0.hasSuffix(OutputManifest.fileName) }
      .sorted()
  }

  @Test func aRunKilledAtAnyStepIsFinishedByTheNext() throws {
    let clean = try ProjectSandbox(fixture: "UIKitTemplate")
    defer { clean.remove() }
    let counter = FaultyFileSystem()
    try Self.generate(clean, fileSystem: counter)
    let expected = try clean.tree()
    for step in 0..<counter.changes {
      let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
      defer { sandbox.remove() }
      // Killed at `step`: that change and every later one never reach the disk.
      try? Self.generate(sandbox, fileSystem: FaultyFileSystem(failAt: step, crash: true))
      try Self.generate(sandbox, fileSystem: LocalInstallFileSystem())
      let after = try sandbox.tree()
      #expect(Self.leftovers(after).isEmpty, "killed at step \(step)")
      #expect(after == expected, "killed at step \(step) of \(counter.changes)")
    }
  }

  @Test func aNoOpRunRemovesStagedLeftoversBesideTheProjectsFiles() throws {
    let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
    defer { sandbox.remove() }
    try Self.generate(sandbox, fileSystem: LocalInstallFileSystem())
    let expected = try sandbox.tree()
    for file in [sandbox.app.appendingPathComponent("Info.plist"), sandbox.pbxproj] {
      let staged = file.deletingLastPathComponent()
        .appendingPathComponent(".\(file.lastPathComponent).curtain-new")
      try Data("half".utf8).write(to: staged)
    }
    try Self.generate(sandbox, fileSystem: LocalInstallFileSystem())
    #expect(try sandbox.tree() == expected)
  }

  /// Two runs of two configs into one folder at once, again and again: each time the folder is
  /// one run's whole output, its manifest listing files that all exist.
  @Test func concurrentRunsOnOneFolderTakeTurns() throws {
    let sandbox = try ProjectSandbox()
    defer { sandbox.remove() }
    let output = sandbox.root.appendingPathComponent("Out")
    var plain = TestDesigns.withBranding
    plain.branding = nil
    let designs = [TestDesigns.withBranding, plain]
    for _ in 0..<10 {
      DispatchQueue.concurrentPerform(iterations: designs.count) { index in
        _ = try? XcodeProjectIntegrationTests.writer.write(
          sandbox.loaded(designs[index]), to: .folder(output), videoPoster: false)
      }
      let manifest = try #require(OutputManifest.read(in: output))
      for path in manifest.paths {
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path))
      }
      let written = try ProjectSandbox.tree(of: output).filter { !$0.value.hasPrefix("dir") }
      #expect(Set(written.keys) == Set(manifest.paths + [OutputManifest.fileName]))
      #expect(Self.leftovers(try sandbox.tree()).isEmpty)
    }
  }
}
