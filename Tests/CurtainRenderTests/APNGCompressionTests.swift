import CurtainCore
import Foundation
import Testing

@testable import CurtainRender

#if canImport(zlib)
  import zlib
#else
  import CZlib
#endif

/// The APNG's frames compressed whole (libdeflate on Linux, zlib on Apple platforms) decode to
/// exactly the pixels given, and on Linux are smaller than zlib's level 4 (what the writer used
/// before libdeflate) for the same filtered rows.
@Suite struct APNGCompressionTests {
  static let width = 120
  static let height = 260

  /// A launch-like frame: a vertical gradient, a flat band, a grainy band and a square "logo"
  /// at `logoY`.
  static func frame(logoY: Int) -> RGBAImage {
    var generator = SplitMix64(seed: 5)
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let index = (y * width + x) * 4
        var pixel: [UInt8] =
          switch y {
          case ..<100: [UInt8(30 + y), UInt8(150 + y / 2), 240, 255]
          case ..<180: [29, 161, 242, 255]
          default: [200 &+ UInt8(generator.next() % 8), 190, 180 &+ UInt8(x % 3), 255]
          }
        if (40..<80).contains(x), (logoY..<(logoY + 40)).contains(y) {
          pixel = [255, 255, 255, 255]
        }
        image.pixels[index..<(index + 4)] = pixel[...]
      }
    }
    return image
  }

  static func write(_ frames: [RGBAImage]) throws -> (url: URL, file: Data) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-apng-compression-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent("launch.apng")
    let writer = try APNGWriter(url: url, width: width, height: height, framesPerSecond: 30)
    for frame in frames { try writer.append(frame) }
    try writer.finish()
    return (url, try Data(contentsOf: url))
  }

  @Test(.enabled(if: AnimationWriterTests.hasFFmpeg, "needs ffmpeg"))
  func framesDecodeToThePixelsGiven() throws {
    let frames = [Self.frame(logoY: 110), Self.frame(logoY: 113), Self.frame(logoY: 60)]
    let (url, _) = try Self.write(frames)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let raw = try AnimationWriterTests.run([
      "-v", "error", "-f", "apng", "-i", url.path, "-fps_mode", "passthrough", "-f", "rawvideo",
      "-pix_fmt", "rgba", "-",
    ])
    let expected = frames.flatMap { Premultiplication.straight($0) }
    // A count of differing bytes, not the arrays (a diff of them takes minutes to print).
    let differing = zip(raw, expected).filter { $0 != $1 }.count
    #expect(raw.count == expected.count && differing == 0, "\(differing) bytes differ")
  }

  @Test func firstFrameDecodesAsAPNGToThePixelsGiven() throws {
    let frame = Self.frame(logoY: 110)
    let (url, file) = try Self.write([frame, Self.frame(logoY: 60)])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let decoded = try ImageCodec.decode(file, name: url.path)
    let differing = zip(decoded.pixels, frame.pixels).filter { $0 != $1 }.count
    #expect(
      decoded.pixels.count == frame.pixels.count && differing == 0, "\(differing) bytes differ")
  }

  #if os(Linux)
    @Test func firstFrameIsSmallerThanZlibLevel4() throws {
      let (url, file) = try Self.write([Self.frame(logoY: 110)])
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      let chunks = try #require(PNGChunks.parse(file))
      let stream = chunks.filter { $0.type == "IDAT" }.reduce(Data()) { $0 + $1.data }
      var rows = [UInt8](repeating: 0, count: (Self.width * 4 + 1) * Self.height)
      var length = uLongf(rows.count)
      let inflated = stream.withUnsafeBytes { source in
        uncompress(
          &rows, &length, source.bindMemory(to: Bytef.self).baseAddress, uLong(stream.count))
      }
      #expect(inflated == Z_OK && Int(length) == rows.count)
      var zlib = [UInt8](repeating: 0, count: Int(compressBound(uLong(rows.count))))
      var zlibSize = uLongf(zlib.count)
      #expect(compress2(&zlib, &zlibSize, rows, uLong(rows.count), 4) == Z_OK)
      #expect(stream.count < Int(zlibSize), "\(stream.count) bytes, zlib 4: \(zlibSize)")
    }

    /// Every pixel a grey with random noise (a photo's grain), which compresses about fivefold.
    static func grainy() -> RGBAImage {
      var generator = SplitMix64(seed: 17)
      var image = RGBAImage(width: width, height: height)
      for index in stride(from: 0, to: image.pixels.count, by: 4) {
        for channel in 0..<3 { image.pixels[index + channel] = UInt8(generator.next() % 24) }
        image.pixels[index + 3] = 255
      }
      return image
    }

    /// A launch screen without grain: a vertical gradient, a flat colour and a square logo.
    static func smooth() -> RGBAImage {
      var image = RGBAImage(width: width, height: height)
      for y in 0..<height {
        for x in 0..<width {
          let index = (y * width + x) * 4
          let logo = (40..<80).contains(x) && (110..<150).contains(y)
          image.pixels[index..<(index + 4)] =
            logo
            ? [255, 255, 255, 255]
            : y < 100 ? [UInt8(30 + y), 160, 240, 255] : [29, 161, 242, 255]
        }
      }
      return image
    }

    /// A screenshot: flat rows with a little noise in every pixel (0-5 levels of red, half that
    /// of green, as `SyntheticScreenshot` in the benchmarks), which compresses about sixfold.
    static func noisyScreenshot() -> RGBAImage {
      var generator = SplitMix64(seed: 42)
      var image = RGBAImage(width: width, height: height)
      for y in 0..<height {
        for x in 0..<width {
          let index = (y * width + x) * 4
          let value: UInt8 = y % 60 > 50 ? 236 : (y % 60 > 20 && x % 7 != 0) ? 40 : 246
          let noise = UInt8(generator.next() % 6)
          image.pixels[index..<(index + 4)] = [value &- noise, value &- noise / 2, value, 255]
        }
      }
      return image
    }

    /// A grainy frame is compressed harder (libdeflate 9) than the usual level 5; a launch
    /// frame, which compresses well, and a screenshot with a little noise, where level 9 costs
    /// many times level 5's time, at level 5: their stream is exactly level 5's of their rows.
    @Test(arguments: [(true, "grainy"), (false, "launch"), (false, "noisy screenshot")])
    func grainyFramesAreCompressedHarder(grainy: Bool, name: String) throws {
      let frame =
        grainy ? Self.grainy() : name == "launch" ? Self.smooth() : Self.noisyScreenshot()
      let (url, file) = try Self.write([frame])
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      let chunks = try #require(PNGChunks.parse(file))
      let stream = chunks.filter { $0.type == "IDAT" }.reduce(Data()) { $0 + $1.data }
      var rows = [UInt8](repeating: 0, count: (Self.width * 4 + 1) * Self.height)
      var length = uLongf(rows.count)
      let inflated = stream.withUnsafeBytes { source in
        uncompress(
          &rows, &length, source.bindMemory(to: Bytef.self).baseAddress, uLong(stream.count))
      }
      #expect(inflated == Z_OK && Int(length) == rows.count)
      let level5 = try ZlibDeflater(libdeflateLevel: 5, zlibLevel: 4, file: name)
      let level5Size = try rows.withUnsafeBytes { try level5.compress($0, file: name).count }
      if grainy {
        #expect(stream.count < level5Size, "\(stream.count) bytes, level 5: \(level5Size)")
      } else {
        #expect(stream.count == level5Size, "\(stream.count) bytes, level 5: \(level5Size)")
      }
    }
  #endif
}
