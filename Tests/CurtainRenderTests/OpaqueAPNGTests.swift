import CurtainCore
import Foundation
import Testing

@testable import CurtainRender

/// An APNG opened for opaque frames stores them as RGB (colour type 2) and decodes to exactly the
/// pixels an RGBA one of the same frames decodes to; a frame that is not opaque is refused and
/// nothing is left behind.
@Suite struct OpaqueAPNGTests {
  /// Launch-like frames (a gradient, a flat band, grain, a "logo" moving), then a horizontal
  /// gradient (each row filtered Sub, whose left neighbour is a pixel back) and the first again.
  static func frames() -> [RGBAImage] {
    let width = APNGCompressionTests.width
    let height = APNGCompressionTests.height
    var gradient = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let index = (y * width + x) * 4
        gradient.pixels[index..<(index + 4)] = [UInt8(x * 2), UInt8(x + y / 4), 90, 255]
      }
    }
    let first = APNGCompressionTests.frame(logoY: 110)
    return [first, APNGCompressionTests.frame(logoY: 113), gradient, first]
  }

  static func write(_ frames: [RGBAImage], opaque: Bool, to url: URL) throws {
    let writer = try APNGWriter(
      url: url, width: APNGCompressionTests.width, height: APNGCompressionTests.height,
      framesPerSecond: 30, opaque: opaque)
    for frame in frames { try writer.append(frame) }
    try writer.finish()
  }

  static func decodedFrames(_ url: URL) throws -> Data {
    try AnimationWriterTests.run([
      "-v", "error", "-f", "apng", "-i", url.path, "-fps_mode", "passthrough", "-f", "rawvideo",
      "-pix_fmt", "rgba", "-",
    ])
  }

  @Test func opaqueFramesAreStoredAsRGB() throws {
    let directory = try AnimationWriterTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for opaque in [true, false] {
      let url = directory.appendingPathComponent("launch-\(opaque).apng")
      try Self.write(Self.frames(), opaque: opaque, to: url)
      let chunks = try #require(PNGChunks.parse(try Data(contentsOf: url)))
      let header = try #require(chunks.first { $0.type == "IHDR" })
      // Bit depth 8; colour type 2 (RGB) or 6 (RGBA).
      #expect(Array(header.data[8..<10]) == [8, opaque ? 2 : 6])
      // Without alpha nothing can be left unchanged: every frame replaces its rectangle.
      let blends = chunks.filter { $0.type == "fcTL" }.map { $0.data[25] }
      #expect(opaque ? blends.allSatisfy { $0 == 0 } : blends.contains(1))
    }
  }

  @Test func theFirstFrameDecodesToThePixelsGiven() throws {
    let directory = try AnimationWriterTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.apng")
    let frames = Self.frames()
    try Self.write(frames, opaque: true, to: url)
    let decoded = try ImageCodec.read(contentsOf: url)
    #expect(decoded.pixels == frames[0].pixels)
  }

  @Test(.enabled(if: AnimationWriterTests.hasFFmpeg, "needs ffmpeg"))
  func everyFrameDecodesToThePixelsOfTheRGBAFile() throws {
    let directory = try AnimationWriterTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let rgb = directory.appendingPathComponent("rgb.apng")
    let rgba = directory.appendingPathComponent("rgba.apng")
    let frames = Self.frames()
    try Self.write(frames, opaque: true, to: rgb)
    try Self.write(frames, opaque: false, to: rgba)
    let decoded = try Self.decodedFrames(rgb)
    let expected = frames.flatMap(\.pixels)
    // A count of differing bytes, not the arrays (a diff of them takes minutes to print).
    let differing = zip(decoded, expected).filter { $0 != $1 }.count
    #expect(decoded.count == expected.count && differing == 0, "\(differing) bytes differ")
    #expect(decoded == (try Self.decodedFrames(rgba)))
  }

  /// A translucent pixel first, in a later frame's changed rectangle, or outside the rows the
  /// trial compression samples (the last row).
  @Test(arguments: [(0, 5, 5), (2, 60, 200), (1, 119, 259)])
  func aFrameThatIsNotOpaqueIsRefusedAndNothingIsLeft(frame index: Int, x: Int, y: Int) throws {
    let directory = try AnimationWriterTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("launch.apng")
    var frames = Self.frames()
    let offset = (y * APNGCompressionTests.width + x) * 4
    frames[index].pixels[offset..<(offset + 4)] = [10, 20, 30, 128]
    var writer: APNGWriter? = try APNGWriter(
      url: url, width: APNGCompressionTests.width, height: APNGCompressionTests.height,
      framesPerSecond: 30, opaque: true)
    var refusal: AnimationWriterError?
    do {
      for frame in frames { try writer?.append(frame) }
      try writer?.finish()
    } catch let error as AnimationWriterError {
      refusal = error
    }
    writer = nil
    #expect(refusal?.description.contains("not opaque") == true, "\(String(describing: refusal))")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
