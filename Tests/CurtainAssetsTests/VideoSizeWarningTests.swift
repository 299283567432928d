import CurtainCore
import Foundation
import Testing

@testable import CurtainAssets

/// `generate` and the doctor judge a centred splash video's `video.size` against the file's
/// pixel size with the sentence `preview` and `check` give (``VideoDesign/sizeWarnings(pixelSize:)``):
/// the key, the file, the bars and the size to give; each variant's file too.
@Suite struct VideoSizeWarningTests {
  /// (the pixel size of every video file, a variant for iPads with its own size or not, what
  /// the warnings start with: one per file that does not fit).
  static let cases: [(pixels: (Int, Int), padSize: Size?, says: [String])] = [
    ((780, 1688), nil, []),
    (
      (1080, 1920), nil,
      [
        "media/intro.mp4: video.size {width: 390, height: 844} is not the shape of the video "
          + "(1080x1920 px)",
        "media/intro-pad.mp4: video.size {width: 390, height: 844}",
      ]
    ),
    (
      (1080, 1920), Size(width: 540, height: 960),
      ["media/intro.mp4: video.size {width: 390, height: 844}"]
    ),
    (
      (780, 1688), Size(width: 600, height: 800),
      ["media/intro-pad.mp4: video.variants[0].size {width: 600, height: 800}"]
    ),
  ]

  static func design(padSize: Size?) -> LaunchDesign {
    var design = TestDesigns.withBranding
    design.video = VideoDesign(
      file: "media/intro.mp4",
      variants: [VideoVariant(idiom: .pad, file: "media/intro-pad.mp4", size: padSize)],
      placement: .center, size: Size(width: 390, height: 844))
    return design
  }

  @Test(arguments: cases.indices)
  func generateAndTheDoctorNameTheKeyTheFileAndTheSize(index: Int) throws {
    let (pixels, padSize, says) = Self.cases[index]
    let sandbox = try ProjectSandbox(fixture: "SynchronizedTemplate")
    defer { sandbox.remove() }
    let probed: @Sendable (URL) -> (width: Int, height: Int)? = { url in
      url.pathExtension == "mp4" ? (pixels.0, pixels.1) : nil
    }
    let writer = LaunchAssetWriter(
      generator: LaunchAssetGenerator(codec: RawTestCodec()), videoPixelSize: probed)
    let result = try writer.write(
      sandbox.loaded(Self.design(padSize: padSize)),
      to: .project(ProjectOptions(folder: sandbox.app)), videoPoster: false)
    let warnings = result.assets.warnings.filter { $0.contains("is not the shape of the video") }
    #expect(warnings.count == says.count, "\(warnings)")
    for (warning, start) in zip(warnings, says) {
      #expect(warning.hasPrefix(start), "\(warning)")
    }
    // The app bundles its videos under their file names.
    for name in ["intro.mp4", "intro-pad.mp4"] {
      try Data().write(to: sandbox.app.appendingPathComponent(name))
    }
    let findings = LaunchDoctor(videoPixelSize: probed).check(projectAt: sandbox.root)
      .filter { $0.rule == .videoSizeMismatch }
    #expect(findings.count == says.count, "\(findings.map(\.humanDescription))")
    for (finding, start) in zip(findings.sorted { $0.file < $1.file }, says.sorted()) {
      let name = String(start.prefix { $0 != ":" })
      let bundled = (name as NSString).lastPathComponent
      #expect(finding.file == "App/\(bundled)")
      #expect(finding.severity == .warning)
      // The resource names the file as the bundle holds it; the rest of the sentence is the same.
      #expect(
        finding.message.contains(bundled + start.dropFirst(name.count)), "\(finding.message)")
    }
  }
}
