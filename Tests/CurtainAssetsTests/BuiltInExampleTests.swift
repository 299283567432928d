import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

@Suite struct BuiltInExampleTests {
  @Test func exampleFolderShips() {
    #expect(FileManager.default.fileExists(atPath: BuiltInExample.directory.path))
  }

  @Test func exampleLoadsWithoutProblems() throws {
    let loaded = try BuiltInExample.load()
    #expect(loaded.design.name == "Chirp")
    #expect(loaded.design.exit.animation == .reveal)
    #expect(loaded.design.deadline == 6)
    #expect(loaded.design.minimumDisplay == 0)
    #expect(loaded.design.video == nil)
    #expect(loaded.design.background.light != loaded.design.background.dark)
  }

  /// (file, width, height, PNG colour type: 6 is RGBA, 2 is RGB)
  @Test(arguments: [
    ("logo.png", 1024, 1024, 6), ("branding.png", 360, 120, 6),
    ("app-light.png", 1179, 2556, 2), ("app-dark.png", 1179, 2556, 2),
  ])
  func imageHasItsSize(name: String, width: Int, height: Int, colorType: Int) throws {
    let data = try Data(contentsOf: BuiltInExample.directory.appendingPathComponent(name))
    let bytes = [UInt8](data.prefix(26))
    try #require(bytes.count == 26)
    #expect(bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func int(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    #expect(int(at: 16) == width)
    #expect(int(at: 20) == height)
    #expect(Int(bytes[25]) == colorType)
  }

  @Test func screenshotsAreNamedByAppearance() {
    #expect(BuiltInExample.appScreenshotURL(for: .dark).lastPathComponent == "app-dark.png")
    #expect(BuiltInExample.appScreenshotURL(for: .light).lastPathComponent == "app-light.png")
  }

  @Test func exampleStaysSmall() throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: BuiltInExample.directory, includingPropertiesForKeys: [.fileSizeKey])
    let total = try files.reduce(0) { sum, file in
      sum + (try file.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0)
    }
    #expect(total < 300_000)
  }
}
