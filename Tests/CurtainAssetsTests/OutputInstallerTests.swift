import Foundation
import Testing

@testable import CurtainAssets

/// The installer's own suite: what it refuses, what it keeps, and that a failure or a kill at
/// any of its steps leaves either everything as it was or (after the next run) the new state.
@Suite struct OutputInstallerTests {
  static let first = [
    GeneratedFile(path: "a.txt", text: "1"), GeneratedFile(path: "old/b.txt", text: "2"),
  ]
  static let second = [
    GeneratedFile(path: "a.txt", text: "3"), GeneratedFile(path: "new/c.txt", text: "4"),
  ]

  /// A sandbox whose `Out` folder was written by the installer, with a plist and a project file
  /// beside it (the shape of a `--project` run).
  static func owned() throws -> ProjectSandbox {
    let sandbox = try ProjectSandbox()
    try OutputInstaller().install(Self.first, into: sandbox.root.appendingPathComponent("Out"))
    try Data("old plist".utf8).write(to: sandbox.root.appendingPathComponent("Info.plist"))
    try FileManager.default.createDirectory(
      at: sandbox.root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    try Data("old project".utf8).write(to: sandbox.pbxproj)
    return sandbox
  }

  static func replacements(_ sandbox: ProjectSandbox) -> [(URL, Data)] {
    [
      (sandbox.root.appendingPathComponent("Info.plist"), Data("new plist".utf8)),
      (sandbox.pbxproj, Data("new project".utf8)),
    ]
  }

  static func policy(_ sandbox: ProjectSandbox, force: Bool = false) -> OutputPolicy {
    OutputPolicy(force: force, currentDirectory: URL(fileURLWithPath: "/nonexistent-cwd"))
  }

  @Test func replacesWhatItWroteAndKeepsWhatItDidNot() throws {
    let sandbox = try Self.owned()
    defer { sandbox.remove() }
    let out = sandbox.root.appendingPathComponent("Out")
    try Data("mine".utf8).write(to: out.appendingPathComponent("notes.md"))
    let report = try OutputInstaller().install(
      Self.second, into: out, replacing: Self.replacements(sandbox), policy: Self.policy(sandbox))
    let tree = try sandbox.tree()
    #expect(tree["Out/a.txt"] == "3")
    #expect(tree["Out/new/c.txt"] == "4")
    #expect(tree["Out/old/b.txt"] == nil)
    #expect(tree["Out/notes.md"] == "mine")
    #expect(tree["Info.plist"] == "new plist")
    #expect(tree["App.xcodeproj/project.pbxproj"] == "new project")
    #expect(report.kept == ["notes.md"])
    #expect(
      tree["Out/.curtain-manifest"] == OutputManifest(paths: ["a.txt", "new/c.txt"]).text)
    // Nothing but the targets is left beside them.
    #expect(tree.keys.filter { $0.contains(".curtain-") && $0 != "Out/.curtain-manifest" }.isEmpty)
  }

  enum Refusal: String, CaseIterable {
    case regularFile, unmarkedFolder, currentFolder, parentOfCurrentFolder, holdsTheConfig
    case unlistedFileInTheWay
  }

  @Test(arguments: Refusal.allCases)
  func refusesWhatItDoesNotOwn(_ refusal: Refusal) throws {
    let sandbox = try Self.owned()
    defer { sandbox.remove() }
    var target = sandbox.root.appendingPathComponent("Out")
    var policy = Self.policy(sandbox)
    let expected: String
    switch refusal {
    case .regularFile:
      target = sandbox.root.appendingPathComponent("Info.plist")
      expected = "is a file Curtain did not write, and a folder goes there"
    case .unmarkedFolder:
      target = sandbox.root.appendingPathComponent("App.xcodeproj")
      expected = "`curtain generate` did not write it"
    case .currentFolder:
      policy.currentDirectory = target
      expected = "it is the current folder or a folder holding it"
    case .parentOfCurrentFolder:
      target = sandbox.root
      policy.currentDirectory = sandbox.root.appendingPathComponent("Out/old")
      expected = "it is the current folder or a folder holding it"
    case .holdsTheConfig:
      policy.protectedFiles = [target.appendingPathComponent("old/curtain.yml")]
      expected = "it holds one of this run's inputs"
    case .unlistedFileInTheWay:
      try Data("mine".utf8).write(to: target.appendingPathComponent("new"))
      expected = "did not write it and would write 'new/c.txt' there"
    }
    let before = try sandbox.tree()
    #expect {
      try OutputInstaller().install(Self.second, into: target, policy: policy)
    } throws: { error in
      error is OutputInstallError && String(describing: error).contains(expected)
    }
    #expect(try sandbox.tree() == before)
  }

  @Test func forceAddsBesideAndDeletesNothing() throws {
    let sandbox = try ProjectSandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.appendingPathComponent("Src")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("old"), withIntermediateDirectories: true)
    try Data("delegate".utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
    try Data("b".utf8).write(to: folder.appendingPathComponent("old/b.txt"))
    try OutputInstaller().install(
      Self.first.filter { $0.path == "a.txt" }, into: folder,
      policy: Self.policy(sandbox, force: true))
    let tree = try sandbox.tree()
    #expect(tree["Src/AppDelegate.swift"] == "delegate")
    #expect(tree["Src/old/b.txt"] == "b")
    #expect(tree["Src/a.txt"] == "1")
    // The next run owns only what it listed: AppDelegate.swift stays.
    try OutputInstaller().install(Self.second, into: folder, policy: Self.policy(sandbox))
    #expect(try sandbox.tree()["Src/AppDelegate.swift"] == "delegate")
    #expect(try sandbox.tree()["Src/old/b.txt"] == "b")
  }

  @Test func linkedFilesAndFoldersAreReplacedWhereTheyAreAndStayLinks() throws {
    let sandbox = try Self.owned()
    defer { sandbox.remove() }
    let files = FileManager.default
    let plistLink = sandbox.root.appendingPathComponent("Linked.plist")
    try files.createSymbolicLink(atPath: plistLink.path, withDestinationPath: "Info.plist")
    let folderLink = sandbox.root.appendingPathComponent("OutLink")
    try files.createSymbolicLink(atPath: folderLink.path, withDestinationPath: "Out")
    try OutputInstaller().install(
      Self.second, into: folderLink, replacing: [(plistLink, Data("new plist".utf8))],
      policy: Self.policy(sandbox))
    let tree = try sandbox.tree()
    #expect(tree["Linked.plist"] == "link -> Info.plist")
    #expect(tree["OutLink"] == "link -> Out")
    #expect(tree["Info.plist"] == "new plist")
    #expect(tree["Out/a.txt"] == "3")
  }

  @Test func leftoversOfAKilledRunAreRemovedByTheNext() throws {
    let sandbox = try Self.owned()
    defer { sandbox.remove() }
    let files = FileManager.default
    let staged = sandbox.root.appendingPathComponent(".Out.curtain-new")
    try files.createDirectory(at: staged, withIntermediateDirectories: true)
    try Data("half".utf8).write(to: staged.appendingPathComponent("a.txt"))
    try Data("x".utf8).write(to: sandbox.root.appendingPathComponent(".Info.plist.curtain-new"))
    let report = try OutputInstaller().install(
      Self.second, into: sandbox.root.appendingPathComponent("Out"),
      replacing: Self.replacements(sandbox), policy: Self.policy(sandbox))
    #expect(report.removedLeftovers.count == 2)
    #expect(try sandbox.tree().keys.filter { $0.hasPrefix(".") }.isEmpty)
  }

  /// The number of changes a successful run makes.
  static func changesInARun() throws -> Int {
    let sandbox = try Self.owned()
    defer { sandbox.remove() }
    let counter = FaultyFileSystem()
    try OutputInstaller(fileSystem: counter).install(
      Self.second, into: sandbox.root.appendingPathComponent("Out"),
      replacing: Self.replacements(sandbox), policy: Self.policy(sandbox))
    return counter.changes
  }

  /// The tree a successful run leaves.
  static func newTree() throws -> [String: String] {
    let sandbox = try Self.owned()
    defer { sandbox.remove() }
    try OutputInstaller().install(
      Self.second, into: sandbox.root.appendingPathComponent("Out"),
      replacing: Self.replacements(sandbox), policy: Self.policy(sandbox))
    return try sandbox.tree()
  }

  /// A failure at any step before the swap is decided leaves everything as it was; one in the
  /// tidying after it (removing the previous items and the journal) leaves the new state and
  /// leftovers that the next run removes.
  @Test func aFailureAtAnyStepLeavesEverythingAsItWas() throws {
    let total = try Self.changesInARun()
    let new = try Self.newTree()
    let tidying = 4  // three previous items and the journal
    #expect(total >= 12, "a run makes \(total) changes")
    for step in 0..<total {
      let sandbox = try Self.owned()
      defer { sandbox.remove() }
      let before = try sandbox.tree()
      let out = sandbox.root.appendingPathComponent("Out")
      do {
        try OutputInstaller(fileSystem: FaultyFileSystem(failAt: step)).install(
          Self.second, into: out, replacing: Self.replacements(sandbox),
          policy: Self.policy(sandbox))
        #expect(step >= total - tidying, "step \(step) failed and the run went on")
        #expect(
          try sandbox.tree().filter {
            !$0.key.contains(".curtain-old") && !$0.key.contains(".curtain-journal")
          } == new, "failure at step \(step)")
        try OutputInstaller().install(
          Self.second, into: out, replacing: Self.replacements(sandbox),
          policy: Self.policy(sandbox))
        #expect(try sandbox.tree() == new, "the run after a failure at step \(step)")
      } catch {
        #expect(error is OutputInstallError)
        #expect(try sandbox.tree() == before, "failure at step \(step)")
      }
    }
  }

  /// A kill at any step: the next run's recovery leaves exactly the old or the new state, with
  /// no leftovers, and the next run then succeeds.
  @Test func aKillAtAnyStepLeavesTheOldOrTheNewStateAfterTheNextRun() throws {
    let total = try Self.changesInARun()
    let new = try Self.newTree()
    var sawOld = false
    var sawNew = false
    for step in 0..<total {
      let sandbox = try Self.owned()
      defer { sandbox.remove() }
      let old = try sandbox.tree()
      let out = sandbox.root.appendingPathComponent("Out")
      _ = try? OutputInstaller(fileSystem: FaultyFileSystem(failAt: step, crash: true)).install(
        Self.second, into: out, replacing: Self.replacements(sandbox),
        policy: Self.policy(sandbox))
      let transaction = InstallTransaction(fileSystem: LocalInstallFileSystem())
      try transaction.recover(journal: InstallTransaction.journal(for: out))
      try transaction.removeLeftovers(
        of: [out, sandbox.root.appendingPathComponent("Info.plist"), sandbox.pbxproj])
      let recovered = try sandbox.tree()
      #expect(recovered == old || recovered == new, "kill at step \(step)")
      sawOld = sawOld || recovered == old
      sawNew = sawNew || recovered == new
      try OutputInstaller().install(
        Self.second, into: out, replacing: Self.replacements(sandbox),
        policy: Self.policy(sandbox))
      #expect(try sandbox.tree() == new, "the run after a kill at step \(step)")
    }
    // Kills before the journal leave the old state, kills after it the new one.
    #expect(sawOld && sawNew)
  }

  @Test func aFailureRemovesTheFoldersItCreated() throws {
    let sandbox = try ProjectSandbox()
    defer { sandbox.remove() }
    let before = try sandbox.tree()
    let deep = sandbox.root.appendingPathComponent("new/deeper/Out")
    for step in 0..<4 {
      #expect(throws: OutputInstallError.self) {
        try OutputInstaller(fileSystem: FaultyFileSystem(failAt: step)).install(
          Self.first, into: deep, policy: Self.policy(sandbox))
      }
      #expect(try sandbox.tree() == before, "failure at step \(step)")
    }
  }

  @Test func theManifestReadsBackAndRefusesOtherText() {
    let manifest = OutputManifest(paths: ["b", "a/c"])
    #expect(OutputManifest(text: manifest.text) == manifest)
    #expect(OutputManifest(text: "a.txt\nb.txt\n") == nil)
  }
}
