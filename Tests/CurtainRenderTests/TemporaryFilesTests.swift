import CurtainRender
import Foundation
import Testing

/// Temporary items name their output and their process, so a later run removes a killed run's
/// leftovers and nothing else.
@Suite struct TemporaryFilesTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-temporary-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A process id that is not running: a child that has exited and been reaped.
  static func deadProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func aDeadRunsItemsAreRemovedAndEverythingElseStays() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("preview.apng")
    let dead = try Self.deadProcess()
    let live = ProcessInfo.processInfo.processIdentifier
    let names = [
      ".preview.apng.curtain-\(dead)-1A2B3C4D.tmp",  // a killed run's file: removed
      ".preview.apng.curtain-\(live)-1A2B3C4D.tmp",  // a running writer's: kept
      ".other.apng.curtain-\(dead)-1A2B3C4D.tmp",  // another output's: kept until it is written
      ".preview.apng.somebody-else.tmp",  // not Curtain's: kept
      "preview.apng",  // the output itself: kept
    ]
    for name in names {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    let partial = folder.appendingPathComponent(".preview.apng.curtain-\(dead)-9F8E7D6C.partial")
    try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
    try Data("frame".utf8).write(to: partial.appendingPathComponent("frame-00000.png"))

    let fresh = TemporaryFiles.temporaryURL(beside: output)

    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == Array(names.dropFirst()).sorted())
    #expect(fresh.lastPathComponent.hasPrefix(".preview.apng.curtain-\(live)-"))
    #expect(fresh.pathExtension == "tmp")
  }

  @Test func aWriteThroughATemporaryFileLeavesOnlyTheOutput() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("chart.png")
    try Data("x".utf8).write(
      to: folder.appendingPathComponent(".chart.png.curtain-\(try Self.deadProcess())-0.tmp"))
    try ImageCodec.writePNG(RGBAImage(width: 2, height: 2), to: output)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chart.png"])
  }
}
