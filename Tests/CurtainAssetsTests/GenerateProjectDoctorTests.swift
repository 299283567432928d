import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// `curtain doctor` on the template projects after `generate --project`, and on what the old
/// `--project` left.
@Suite struct GenerateProjectDoctorTests {
  static var writer: LaunchAssetWriter {
    LaunchAssetWriter(generator: LaunchAssetGenerator(codec: RawTestCodec()))
  }

  @Test(arguments: ["UIKitTemplate", "SwiftUITemplate", "SynchronizedTemplate", "DeviceVariants"])
  func theDoctorIsCleanAfterGenerateProject(fixture: String) throws {
    let sandbox = try ProjectSandbox(fixture: fixture)
    defer { sandbox.remove() }
    _ = try Self.writer.write(
      sandbox.loaded(), to: .project(ProjectOptions(folder: sandbox.app)), videoPoster: false)
    let findings = LaunchDoctor().check(projectAt: sandbox.root)
    #expect(findings.isEmpty, "\(findings.map(\.humanDescription))")
  }

  /// A splash video with variants per screen shape: each poster is an image set of its own in
  /// the generated catalog, named in the resource the app reads, and the doctor finds the
  /// project clean.
  @Test func videoVariantsReachTheProjectAndTheDoctorIsClean() throws {
    let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
    defer { sandbox.remove() }
    var design = TestDesigns.withBranding
    design.video = VideoDesign(
      file: "media/intro.mp4", poster: "brand.raw",
      variants: [
        VideoVariant(idiom: .pad, file: "media/intro-pad.mp4", poster: "logo.raw"),
        VideoVariant(idiom: .pad, orientation: .landscape, file: "media/wide.mp4"),
      ])
    let result = try Self.writer.write(
      sandbox.loaded(design), to: .project(ProjectOptions(folder: sandbox.app)),
      videoPoster: false)
    let video = try #require(result.assets.resource.video)
    #expect(video.file == "intro.mp4")
    #expect(video.variants.map(\.file) == ["intro-pad.mp4", "wide.mp4"])
    #expect(video.variants[1].poster == nil)
    let posters = [video.poster, video.variants[0].poster].compactMap { $0 }
    #expect(Set(posters).count == 2)
    let catalog = sandbox.app.appendingPathComponent("CurtainLaunch/CurtainLaunch.xcassets")
    for poster in posters {
      let contents = catalog.appendingPathComponent("\(poster).imageset/Contents.json")
      #expect(FileManager.default.fileExists(atPath: contents.path), "\(poster)")
    }
    let findings = LaunchDoctor().check(projectAt: sandbox.root)
    #expect(findings.isEmpty, "\(findings.map(\.humanDescription))")
  }

  /// The old `--project`: a second `LaunchScreen.storyboard` in `CurtainLaunch`, in no target,
  /// while the template's own stays in the target under the same name. Two storyboards of one
  /// name do not build (or one silently wins); the doctor says so (the copy is in no target, so
  /// it is a stray launch storyboard).
  @Test func theDoctorFindsTheDuplicateStoryboardTheOldBehaviourLeft() throws {
    let sandbox = try ProjectSandbox(fixture: "UIKitTemplate")
    defer { sandbox.remove() }
    let output = try LaunchAssetGenerator(codec: RawTestCodec()).generate(
      design: TestDesigns.withBranding, readFile: TestDesigns.read)
    let folder = sandbox.app.appendingPathComponent("CurtainLaunch")
    for file in output.files where file.path != LaunchAssetGenerator.infoPlistKeysFileName {
      let path =
        file.path == "\(LaunchStoryboard.name).storyboard" ? "LaunchScreen.storyboard" : file.path
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.contents.write(to: url)
    }
    let findings = LaunchDoctor().check(projectAt: sandbox.root)
    #expect(
      findings.contains {
        $0.rule == .strayLaunchStoryboard && $0.file == "App/CurtainLaunch/LaunchScreen.storyboard"
      }, "\(findings.map(\.humanDescription))")
  }
}
