import CurtainRender
import Foundation
import Testing

@testable import CurtainAssets

/// Golden files: every file `curtain generate` writes for the built-in example is committed under
/// `Examples/GeneratedLaunchAssets` and compared here. Text files must match byte for byte; PNGs
/// by their pixels (encoders differ between libpng and ImageIO, the pixels do not).
///
/// `CURTAIN_RECORD=1 swift test --filter GeneratedExampleGoldenTests` re-records them; a run that
/// records fails, so a recording is never mistaken for a pass.
@Suite struct GeneratedExampleGoldenTests {
  static let goldenFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/GeneratedLaunchAssets", isDirectory: true)

  static func generated() throws -> GeneratedLaunchAssets {
    let loaded = try BuiltInExample.load()
    return try LaunchAssetGenerator(codec: RenderImageCodec()).generate(
      design: loaded.design,
      readFile: { try Data(contentsOf: loaded.directory.appendingPathComponent($0)) })
  }

  static func goldenPaths() -> Set<String> {
    var paths: Set<String> = []
    let enumerator = FileManager.default.enumerator(atPath: goldenFolder.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let url = goldenFolder.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        paths.insert(path)
      }
    }
    // The installer's marker, not a generated file.
    paths.remove(OutputManifest.fileName)
    return paths
  }

  @Test func everyGeneratedFileMatchesItsGoldenFile() throws {
    let output = try Self.generated()
    if ProcessInfo.processInfo.environment["CURTAIN_RECORD"] == "1" {
      try OutputInstaller().install(output.files, into: Self.goldenFolder)
      Issue.record("Recorded \(output.files.count) golden files; run again without CURTAIN_RECORD.")
      return
    }
    #expect(Set(output.files.map(\.path)) == Self.goldenPaths())
    for file in output.files {
      let golden = try Data(contentsOf: Self.goldenFolder.appendingPathComponent(file.path))
      if file.path.hasSuffix(".png") {
        let expected = try ImageCodec.decode(golden, name: file.path)
        let actual = try ImageCodec.decode(file.contents, name: file.path)
        #expect(actual.width == expected.width && actual.height == expected.height, "\(file.path)")
        let largest = zip(actual.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 1, "\(file.path) differs by \(largest)")
      } else {
        #expect(file.contents == golden, "\(file.path) differs from its golden file")
      }
    }
  }

  @Test func theExamplePassesTheDoctor() throws {
    let output = try Self.generated()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try OutputInstaller().install(output.files, into: folder.url.appendingPathComponent("App"))
    try folder.write(
      output.infoPlist.plistDocument, to: "App/Info.plist")
    #expect(LaunchDoctor().check(projectAt: folder.url).isEmpty)
  }
}
