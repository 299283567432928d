import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// Issue #24: every command writes only what it owns. Each case builds a scratch tree, runs the
/// command, and compares every pre-existing item byte for byte.
@MainActor @Suite struct OutputSafetyTests {
  /// An existing tree and a `--out` a new user might type into it.
  enum PreviewCase: String, CaseIterable {
    case folderWithAThesis, folderWithASlash, makefile, userAnimation, pipe, pipeAsFrames
    case configImage, aFileInAFolder

    func arrange(_ sandbox: OutputSandbox) throws -> (out: String, expected: String) {
      try sandbox.file("docs/thesis.tex", "chapter 1")
      try sandbox.folder("docs/sub")
      try sandbox.file("Makefile", "all:\n")
      try sandbox.file("launch.apng", "my own animation")
      try sandbox.fifo("pipe.apng")
      try sandbox.fifo("pipe")
      switch self {
      case .folderWithAThesis: return (sandbox.url("docs").path, "Curtain did not write")
      case .folderWithASlash: return (sandbox.url("docs").path + "/", "Curtain did not write")
      case .makefile: return (sandbox.url("Makefile").path, "is a file Curtain did not write")
      case .userAnimation: return (sandbox.url("launch.apng").path, "Curtain did not write it")
      case .pipe: return (sandbox.url("pipe.apng").path, "is a named pipe (FIFO)")
      case .pipeAsFrames: return (sandbox.url("pipe").path, "is a named pipe (FIFO)")
      case .configImage: return (sandbox.url("app/logo.png").path, "one of this run's inputs")
      case .aFileInAFolder:
        try sandbox.file("docs/clip.gif", "GIF89a, but mine")
        return (sandbox.url("docs/clip.gif").path, "docs/clip.gif' exists")
      }
    }
  }

  @Test(arguments: PreviewCase.allCases)
  func previewRefusesWhatItDidNotWriteAndChangesNothing(_ test: PreviewCase) throws {
    let sandbox = try OutputSandbox()
    defer { sandbox.remove() }
    let config = try sandbox.example(in: "app")
    let (out, expected) = try test.arrange(sandbox)
    let before = try sandbox.tree()
    let command = try PreviewCommand.parse([
      config.path, "--device", "iPhone SE (3rd generation)", "--fps", "2", "--out", out,
    ])
    var text = ""
    #expect {
      try command.run(output: &text)
    } throws: { error in
      "\(error)".contains(expected)
    }
    #expect(try sandbox.tree() == before)
  }

  @Test func previewReplacesItsOwnAnimationAndFramesAndKeepsTheUsersFileInThem() throws {
    let sandbox = try OutputSandbox()
    defer { sandbox.remove() }
    let config = try sandbox.example(in: "app")
    try sandbox.folder("out")
    for out in ["out/launch.apng", "out/frames/"] {
      for round in 0..<2 {
        let command = try PreviewCommand.parse([
          config.path, "--device", "iPhone SE (3rd generation)", "--fps", "2", "--out",
          sandbox.url(out).path + (out.hasSuffix("/") ? "/" : ""),
        ])
        var text = ""
        try command.run(output: &text)
        if round == 0, out.hasSuffix("/") { try sandbox.file("out/frames/notes.txt", "mine") }
      }
    }
    #expect(OutputTarget.item(at: sandbox.url("out/launch.apng")) == .file(ownedByCurtain: true))
    #expect(
      OutputTarget.item(at: sandbox.url("out/launch-contact.png")) == .file(ownedByCurtain: true))
    #expect(try String(contentsOf: sandbox.url("out/frames/notes.txt"), encoding: .utf8) == "mine")
    let manifest = try #require(OutputManifest.read(in: sandbox.url("out/frames")))
    #expect(manifest.writer == "curtain preview")
    #expect(!manifest.paths.isEmpty && !manifest.paths.contains("notes.txt"))
    // Only the outputs and nothing hidden beside them.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sandbox.url("out").path).sorted() == [
        "frames", "frames-contact.png", "launch-contact.png", "launch.apng",
      ])
  }

  /// `.`, `""`, `/`, the current folder's holders and the home folder, with an injected current
  /// and home folder (nothing is written: the claim is refused before any work).
  @Test(arguments: [
    (".", OutputShape.folder, "the current folder"),
    ("", .folder, "--out is empty"),
    ("/", .folder, "the root folder"),
    ("..", .folder, "the current folder or a folder holding it"),
    ("/dev/null", .folder, "is a device"),
    ("/dev/null", .file, "is a device"),
    ("../../home", .folder, "your home folder"),
    ("../../home/sub/..", .file, "your home folder"),
    ("../../", .folder, "the current folder or a folder holding it"),
    ("/dev/null/thesis.tex", .file, "'/dev/null' is not a folder"),
    ("/dev/null/frames/", .folder, "'/dev/null' is not a folder"),
  ])
  func forbiddenPathsAreRefused(given: String, shape: OutputShape, expected: String) throws {
    let sandbox = try OutputSandbox()
    defer { sandbox.remove() }
    try sandbox.folder("work/inner")
    try sandbox.folder("home/sub")
    #expect {
      try OutputTarget(
        given, option: "--out", shape: shape, inputs: [],
        currentDirectory: sandbox.url("work/inner"), home: sandbox.url("home"))
    } throws: { error in
      "\(error)".contains(expected)
    }
  }

  @Test func whatStandsAtAPathIsSeenForWhatItIs() throws {
    let sandbox = try OutputSandbox()
    defer { sandbox.remove() }
    try sandbox.fifo("pipe")
    try sandbox.file("notes.txt", "mine")
    try sandbox.folder("empty")
    try ImageCodec.writePNG(
      RGBAImage(width: 2, height: 2, fill: (1, 2, 3, 255)), to: sandbox.url("a.png"))
    try ImageCodec.encodePNG(RGBAImage(width: 2, height: 2, fill: (1, 2, 3, 255)), name: "b")
      .write(to: sandbox.url("b.png"))
    #expect(OutputTarget.item(at: URL(fileURLWithPath: "/dev/null")) == .device)
    #expect(OutputTarget.item(at: sandbox.url("pipe")) == .fifo)
    #expect(OutputTarget.item(at: sandbox.url("notes.txt")) == .file(ownedByCurtain: false))
    #expect(
      OutputTarget.item(at: sandbox.url("empty")) == .folder(ownedByCurtain: false, isEmpty: true))
    #expect(OutputTarget.item(at: sandbox.url("a.png")) == .file(ownedByCurtain: true))
    #expect(OutputTarget.item(at: sandbox.url("b.png")) == .file(ownedByCurtain: false))
    #expect(OutputTarget.item(at: sandbox.url("none")) == .nothing)
    // The signed PNG still decodes.
    #expect(try ImageCodec.read(contentsOf: sandbox.url("a.png")).width == 2)
  }

  @Test func checkRefusesAFolderItDidNotWriteBeforeItStarts() throws {
    let sandbox = try OutputSandbox()
    defer { sandbox.remove() }
    let config = try sandbox.example(in: "app")
    try sandbox.file("report/thesis.tex", "chapter 1")
    let before = try sandbox.tree()
    for out in [sandbox.url("report").path, sandbox.url("app").path, "/dev/null"] {
      let command = try CheckCommand.parse([config.path, "--out", out])
      var text = ""
      #expect(throws: OutputRefusal.self) { _ = try command.run(output: &text) }
      #expect(text.isEmpty)
    }
    #expect(try sandbox.tree() == before)
  }

  @Test func timingsNeverWritesOverItsRecordsOrAUsersFile() throws {
    let sandbox = try OutputSandbox()
    defer { sandbox.remove() }
    let records = try Self.records(in: sandbox)
    try sandbox.file("chart.png", "my picture")
    try sandbox.fifo("pipe.json")
    let before = try sandbox.tree()
    for arguments in [
      ["--trace", records.path], ["--chart", records.path],
      ["--chart", sandbox.url("chart.png").path],
      ["--trace", sandbox.url("pipe.json").path], ["--trace", sandbox.root.path],
    ] {
      let command = try TimingsCommand.parse([records.path] + arguments)
      #expect(throws: OutputRefusal.self) { try command.run() }
    }
    #expect(try sandbox.tree() == before)
    // Its own trace and chart are replaced on the next run.
    for _ in 0..<2 {
      try TimingsCommand.parse([
        records.path, "--trace", sandbox.url("t.json").path, "--chart", sandbox.url("c.png").path,
      ]).run()
    }
    #expect(OutputTarget.item(at: sandbox.url("t.json")) == .file(ownedByCurtain: true))
    #expect(OutputTarget.item(at: sandbox.url("c.png")) == .file(ownedByCurtain: true))
  }

  static func records(in sandbox: OutputSandbox) throws -> URL {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/timings/launches-1.7.jsonl")
    let copy = sandbox.url("launches.jsonl")
    try FileManager.default.copyItem(at: source, to: copy)
    return copy
  }
}
