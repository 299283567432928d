import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

@Suite struct LaunchAssetWriterTests {
  static func scratch(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "curtain-writer-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("config"), withIntermediateDirectories: true)
    for (path, data) in TestDesigns.files {
      try data.write(to: folder.appendingPathComponent("config/\(path)"))
    }
    return folder
  }

  static func loaded(_ root: URL) -> LoadedDesign {
    LoadedDesign(
      design: TestDesigns.withBranding, fileURL: root.appendingPathComponent("config/curtain.yml"))
  }

  let writer = LaunchAssetWriter(generator: LaunchAssetGenerator(codec: RawTestCodec()))

  @Test func projectModeWritesTheFolderAndMergesABinaryPlist() throws {
    let root = try Self.scratch("project")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let plist = app.appendingPathComponent("Info.plist")
    try PropertyListSerialization.data(
      fromPropertyList: ["CFBundleName": "App"], format: .binary, options: 0
    ).write(to: plist)
    let output = try writer.write(
      Self.loaded(root), to: .project(ProjectOptions(folder: app)), videoPoster: false
    ).assets
    let folder = app.appendingPathComponent("CurtainLaunch")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("CurtainLaunchScreen.storyboard").path))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(LaunchAssetGenerator.infoPlistKeysFileName).path))
    var format = PropertyListSerialization.PropertyListFormat.xml
    let merged = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: plist), format: &format)
    let dictionary = try #require(merged as? [String: Any])
    #expect(format == .binary)
    #expect(dictionary["CFBundleName"] as? String == "App")
    #expect(dictionary["UILaunchStoryboardName"] as? String == "CurtainLaunchScreen")
    #expect(output.infoPlist.form == .storyboard)
    // The generated project passes the doctor.
    #expect(LaunchDoctor().check(projectAt: app).isEmpty)
  }

  @Test func folderModeRewritesTheSameBytes() throws {
    let root = try Self.scratch("folder")
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("Out")
    func snapshot() throws -> [String: Data] {
      var files: [String: Data] = [:]
      let enumerator = FileManager.default.enumerator(atPath: out.path)
      while let path = enumerator?.nextObject() as? String {
        let url = out.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          files[path] = try Data(contentsOf: url)
        }
      }
      return files
    }
    for _ in 0..<2 {
      _ = try writer.write(Self.loaded(root), to: .folder(out), videoPoster: false)
    }
    let first = try snapshot()
    _ = try writer.write(Self.loaded(root), to: .folder(out), videoPoster: false)
    #expect(try snapshot() == first)
    #expect(first.count == 17)  // 16 generated files and the manifest
  }

  @Test func videoPosterWithoutAVideoIsAClearError() throws {
    let root = try Self.scratch("poster")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect {
      try writer.write(
        Self.loaded(root), to: .folder(root.appendingPathComponent("Out")), videoPoster: true)
    } throws: { error in
      String(describing: error).contains("'video' section")
    }
  }

  /// `--video-poster` fills the launch screen with the video's first frame: with a centred
  /// video that is another picture than the splash's first frame on most screens, so it is
  /// refused, writing nothing.
  @Test func videoPosterOfACentredVideoIsRefused() throws {
    let root = try Self.scratch("centred-poster")
    defer { try? FileManager.default.removeItem(at: root) }
    var loaded = Self.loaded(root)
    loaded.design.video = VideoDesign(
      file: "intro.mp4", placement: .center, size: Size(width: 390, height: 844))
    let out = root.appendingPathComponent("Out")
    #expect {
      try writer.write(loaded, to: .folder(out), videoPoster: true)
    } throws: { error in
      String(describing: error).contains("video.placement is center")
    }
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func missingPlistInProjectModeWritesNothing() throws {
    let root = try Self.scratch("noplist")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    #expect(throws: LaunchAssetError.self) {
      try writer.write(
        Self.loaded(root), to: .project(ProjectOptions(folder: app)), videoPoster: false)
    }
    #expect(
      !FileManager.default.fileExists(atPath: app.appendingPathComponent("CurtainLaunch").path))
  }
}
