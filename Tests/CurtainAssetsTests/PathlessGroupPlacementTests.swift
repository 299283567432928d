import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// `generate --project` on a project whose app folder is also the folder of a path-less group
/// (Xcode's "Supporting Files" style; openHAB's "Watch" group): the `CurtainLaunch` group goes
/// into the group that names the folder with its own `path`, and every file it adds resolves,
/// by Xcode's rule, to the file written on disk (fixture `Fixtures/Projects/PathlessGroup`).
@Suite struct PathlessGroupPlacementTests {
  /// The folder each item resolves to by Xcode's rule for `<group>` items: `path` is relative
  /// to the parent's folder; an item without one stands for its parent's folder.
  static func resolve(_ document: PBXProjDocument, root: URL) -> [String: URL] {
    var result: [String: URL] = [:]
    func walk(_ id: String, _ parent: URL) {
      guard let node = document.object(id), node["sourceTree"]?.string == "<group>" else { return }
      let here = node["path"]?.string.map { parent.appendingPathComponent($0) } ?? parent
      result[id] = here.standardizedFileURL
      for child in node["children"]?.array ?? [] { child.string.map { walk($0, here) } }
    }
    let project = document.root["rootObject"]?.string.flatMap(document.object)
    project?["mainGroup"]?.string.map { walk($0, root) }
    return result
  }

  @Test func theGroupGoesWhereTheFolderIsNamedAndResolvesToTheWrittenFiles() throws {
    let sandbox = try ProjectSandbox(fixture: "PathlessGroup")
    defer { sandbox.remove() }
    _ = try XcodeProjectIntegrationTests.generate(sandbox)
    let document = try PBXProjDocument(
      data: try Data(contentsOf: sandbox.pbxproj), path: sandbox.pbxproj.path)
    let groups = document.objects(isa: "PBXGroup")
    let launch = try #require(groups.first { $0.node["path"]?.string == "CurtainLaunch" })
    let parents = groups.filter { group in
      (group.node["children"]?.array ?? []).contains { $0.string == launch.id }
    }
    #expect(
      parents.map(\.id) == ["5A0000000000000000000022"], "the App group, not Supporting Files")
    let resolved = Self.resolve(document, root: sandbox.root)
    let items = (launch.node["children"]?.array ?? []).compactMap(\.string)
    #expect(items.count == XcodeProjectIntegrationTests.items.count)
    for item in items {
      let url = try #require(resolved[item])
      #expect(
        FileManager.default.fileExists(atPath: url.path), "\(url.path) is where Xcode looks")
      #expect(
        url.deletingLastPathComponent() == sandbox.app.appendingPathComponent("CurtainLaunch"))
    }
  }
}
