import CurtainCore
import Testing

@testable import CurtainRender

/// The flat-run table an enlarged image's rows are scanned with: exact counts, and the same
/// frame as scanning the pixels themselves.
@Suite struct FlatRunsTests {
  static func row(_ values: [UInt8]) -> RGBAImage {
    RGBAImage(width: values.count, height: 1, pixels: values.flatMap { [$0, $0, $0, 255] })
  }

  @Test func countsEqualPixelsAfterEachPixel() {
    let runs = Self.row([7, 7, 7, 2, 9, 9]).flatRuns()
    #expect(runs == [2, 1, 0, 0, 1, 0])
  }

  @Test func longRunsStopAtTheLargestCount() {
    let runs = Self.row([UInt8](repeating: 1, count: 70_000)).flatRuns()
    // Pixel x has 69_999 - x equal pixels after it.
    #expect(runs.first == UInt16.max)
    #expect(runs[70_000 - 2 - Int(UInt16.max)] == UInt16.max)
    #expect(runs[70_000 - 1 - Int(UInt16.max)] == UInt16.max)
    #expect(runs[70_000 - Int(UInt16.max)] == UInt16.max - 1)
    #expect(runs.last == 0)
  }

  /// Serves one image as every frame of every video.
  struct StillVideo: VideoFrameProvider {
    var frame: RGBAImage
    func frame(ofVideo name: String, at time: Double) throws -> RGBAImage? { frame }
  }

  /// A cached image (table) and a video frame (scanned) of the same logo, enlarged.
  @Test(arguments: [1.7, 2.5, 4.15])
  func tableAndScanDrawTheSameBytes(scale: Double) throws {
    let logo = DirectGroupTests.logo
    let frame = Rect(
      center: DirectGroupTests.full.center, size: Size(width: 16 * scale, height: 16 * scale))
    func render(_ content: LayerContent) throws -> RGBAImage {
      let compositor = Compositor(
        images: InMemoryImageProvider(["logo": logo]), videoFrames: StillVideo(frame: logo))
      return try compositor.render(
        Stage(
          screen: DirectGroupTests.screen,
          windows: [
            Window(
              role: .app, level: 0,
              layer: Layer(id: "logo", frame: frame, content: content))
          ]))
    }
    let table = try render(.image(ImageSource(name: "logo"), .scaleAspectFit))
    let scanned = try render(.video(name: "logo", time: 0, .scaleAspectFit))
    let same = table == scanned
    #expect(same, "the table and the scan draw different bytes")
    let blank = try render(.none)
    let shows = table != blank
    #expect(shows, "the logo draws nothing")
  }
}
