import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

@MainActor @Suite struct PreviewCommandTests {
  @Test func isASubcommandOfCurtain() throws {
    #expect(try CurtainCommand.parseAsRoot(["preview"]) is PreviewCommand)
    #expect(try CurtainCommand.parseAsRoot(["check"]) is CheckCommand)
  }

  @Test func writesADecodableAnimationAndContactSheet() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-preview-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("launch.apng")
    let command = try PreviewCommand.parse([
      "--device", "iPhone SE (3rd generation)", "--fps", "4", "--out", out.path,
    ])
    var text = ""
    try command.run(output: &text)
    #expect(text.contains("start exit reveal"))
    #expect(text.contains("Wrote \(out.path)"))
    let first = try ImageCodec.read(contentsOf: out)
    #expect(first.width == 750 && first.height == 1334)
    // A screen's pictures are opaque: stored as RGB, IHDR's colour type 2.
    #expect(try Data(contentsOf: out)[25] == 2)
    let sheet = try ImageCodec.read(
      contentsOf: folder.appendingPathComponent("launch-contact.png"))
    #expect(sheet.width > sheet.height)
  }

  /// iPhone SE (3rd generation): 375x667 pt at 2x.
  static func snapshotLaunch(snapshotSize: (Int, Int) = (750, 1334)) throws -> (
    folder: URL, report: String
  ) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let snapshot = folder.appendingPathComponent("last-state.png")
    try ImageCodec.writePNG(
      RGBAImage(width: snapshotSize.0, height: snapshotSize.1, fill: (40, 160, 60, 255)),
      to: snapshot)
    let command = try PreviewCommand.parse([
      "--device", "iPhone SE (3rd generation)", "--fps", "4", "--ready-after", "2",
      "--snapshot", snapshot.path, "--message", "Syncing", "--tap", "0.5@100,200",
      "--tap", "2.2@300,500",
      "--out", folder.appendingPathComponent("frames/").path + "/",
    ])
    var report = ""
    try command.run(output: &report)
    return (folder, report)
  }

  @Test func aSnapshotFirstLaunchShowsTheSnapshotTheIndicatorAndTheTap() throws {
    let (folder, report) = try Self.snapshotLaunch()
    defer { try? FileManager.default.removeItem(at: folder) }
    func frame(_ index: Int) throws -> RGBAImage {
      let name = "frame-" + String(repeating: "0", count: 5 - String(index).count) + "\(index)"
      return try ImageCodec.read(
        contentsOf: folder.appendingPathComponent("frames/\(name).png"))
    }
    #expect(report.contains("launch:          later"))
    #expect(report.contains("exit:            fade"))
    #expect(report.contains("Loading indicator: shown 0.550 s to 2.000 s: \"Syncing\"."))
    #expect(report.contains("0.500 s at (100, 200): recorded on the cover, replayed at 2.800 s"))
    // A tap made during the exit is a tap on the app as it was at the exit's start.
    #expect(
      report.contains(
        "2.200 s at (300, 500): made during the exit on the app as it was at its start, "
          + "replayed at 2.800 s"))
    // 0.25 s: the snapshot, nothing over it.
    let plain = try frame(1)
    #expect(plain[375, 300] == (40, 160, 60, 255))
    #expect(plain[200, 400] == (40, 160, 60, 255))
    // 0.75 s: the finger's ring at (100, 200) pt and the indicator above where a tab bar
    // would be (49 pt, then 16 pt): its 44 pt pill is centred 667 - 65 - 22 pt down, at 2x.
    let busy = try frame(3)
    #expect(busy[200, 400 - 44] == (255, 255, 255, 255))
    #expect(busy[375, (667 - 65 - 22) * 2] != (40, 160, 60, 255))
    #expect(busy[375, (667 - 49 / 2) * 2] == (40, 160, 60, 255))
    #expect(busy[375, 300] == (40, 160, 60, 255))
    // 3.0 s: the app, with the replayed tap's green mark.
    let replayed = try frame(12)
    let mark = replayed[200, 400]
    #expect(mark.green > 150 && mark.red < 100)
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheFile() throws {
    let error = #expect(throws: (any Error).self) {
      try Self.snapshotLaunch(snapshotSize: (1334, 750))
    }
    let message = String(describing: error)
    #expect(message.contains("last-state.png"))
    #expect(message.contains("1334x750"))
  }

  @Test(arguments: [
    ["--fps", "0"], ["--device", "Nokia 3310"], ["--orientation", "sideways"],
    ["--out", "preview.mov"], ["--ready-after", "-1"], ["--tap", "1@2"],
    ["--predicted-wait", "-2"],
  ])
  func badArgumentsAreRejected(_ arguments: [String]) {
    #expect(throws: (any Error).self) { try PreviewCommand.parse(arguments) }
  }
}
