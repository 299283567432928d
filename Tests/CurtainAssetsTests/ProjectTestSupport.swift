import CurtainCore
import Foundation

@testable import CurtainAssets

/// Copies of the hand-written project fixtures (`Fixtures/Projects/<name>`, shaped after Xcode's
/// own templates) and the test design, in a fresh temporary folder.
struct ProjectSandbox {
  let root: URL

  /// A sandbox holding a copy of fixture `name` (nil: empty) and the test design's config.
  init(fixture name: String? = nil) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-project-\(UUID().uuidString)", isDirectory: true)
    let files = FileManager.default
    try files.createDirectory(
      at: root.appendingPathComponent("config"), withIntermediateDirectories: true)
    if let name {
      let resources = Bundle.module.resourceURL ?? Bundle.module.bundleURL
      let fixture = resources.appendingPathComponent("Fixtures/Projects/\(name)")
      for item in try files.contentsOfDirectory(atPath: fixture.path) {
        try files.copyItem(
          at: fixture.appendingPathComponent(item), to: root.appendingPathComponent(item))
      }
    }
    for (path, data) in TestDesigns.files {
      try data.write(to: root.appendingPathComponent("config/\(path)"))
    }
  }

  var app: URL { root.appendingPathComponent("App", isDirectory: true) }
  var pbxproj: URL { root.appendingPathComponent("App.xcodeproj/project.pbxproj") }
  var config: URL { root.appendingPathComponent("config/curtain.yml") }

  func loaded(_ design: LaunchDesign = TestDesigns.withBranding) -> LoadedDesign {
    LoadedDesign(design: design, fileURL: config)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// Every item under the sandbox: files by their bytes, folders as "dir", links by their
  /// destination; hidden items included.
  func tree() throws -> [String: String] {
    try Self.tree(of: root)
  }

  static func tree(of root: URL) throws -> [String: String] {
    var items: [String: String] = [:]
    let files = FileManager.default
    func walk(_ url: URL, _ prefix: String) throws {
      for name in try files.contentsOfDirectory(atPath: url.path).sorted() {
        let item = url.appendingPathComponent(name)
        let path = prefix + name
        let kind = LocalInstallFileSystem().kind(at: item)
        switch kind {
        case .directory:
          items[path] = "dir"
          try walk(item, path + "/")
        case .symbolicLink:
          items[path] = "link -> " + (try files.destinationOfSymbolicLink(atPath: item.path))
        default:
          items[path] = String(decoding: try Data(contentsOf: item), as: UTF8.self)
        }
      }
    }
    try walk(root, "")
    return items
  }
}
