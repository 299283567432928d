import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct PreviewCommandTests {
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
    let sheet = try ImageCodec.read(
      contentsOf: folder.appendingPathComponent("launch-contact.png"))
    #expect(sheet.width > sheet.height)
  }

  @Test(arguments: [
    ["--fps", "0"], ["--device", "Nokia 3310"], ["--orientation", "sideways"],
    ["--out", "preview.mov"], ["--ready-after", "-1"],
  ])
  func badArgumentsAreRejected(_ arguments: [String]) {
    #expect(throws: (any Error).self) { try PreviewCommand.parse(arguments) }
  }
}
