import CurtainCore
import Foundation
import Testing

@testable import CurtainRender

#if canImport(zlib)
  import zlib
#else
  import CZlib
#endif

/// The APNG writer chooses its row filtering by trial: grainy pixels (a photo's noise) go
/// unfiltered, where Sub and Up would spread them over more values, and smooth ones (a
/// gradient) take the adaptive filters.
@Suite struct APNGFilteringTests {
  static let width = 300
  static let height = 64

  /// Every pixel a grey with a little random noise, as a photo has.
  static func grainy() -> RGBAImage {
    var generator = SplitMix64(seed: 11)
    var image = RGBAImage(width: width, height: height)
    for index in stride(from: 0, to: image.pixels.count, by: 4) {
      for channel in 0..<3 { image.pixels[index + channel] = 240 &+ UInt8(generator.next() % 6) }
      image.pixels[index + 3] = 255
    }
    return image
  }

  /// A horizontal gradient, different in every column.
  static func gradient() -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let index = (y * width + x) * 4
        image.pixels[index..<index + 4] = [UInt8(x * 255 / width), UInt8(y * 3), 128, 255]
      }
    }
    return image
  }

  @Test(arguments: [(true, [UInt8(0)]), (false, [1, 2])])
  func rowsAreFilteredAsTheTrialChose(grainy: Bool, allowedFilters: [UInt8]) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-apng-filtering-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("frame.apng")
    let writer = try APNGWriter(
      url: url, width: Self.width, height: Self.height, framesPerSecond: 30)
    try writer.append(grainy ? Self.grainy() : Self.gradient())
    try writer.finish()
    let chunks = try #require(PNGChunks.parse(try Data(contentsOf: url)))
    let compressed = chunks.filter { $0.type == "IDAT" }.reduce(Data()) { $0 + $1.data }
    let rowBytes = Self.width * 4 + 1
    var raw = [UInt8](repeating: 0, count: rowBytes * Self.height)
    var length = uLongf(raw.count)
    let status = compressed.withUnsafeBytes { source in
      uncompress(
        &raw, &length, source.bindMemory(to: Bytef.self).baseAddress, uLong(compressed.count))
    }
    #expect(status == Z_OK && Int(length) == raw.count)
    let filters = Set((0..<Self.height).map { raw[$0 * rowBytes] })
    #expect(filters.isSubset(of: allowedFilters), "filter types \(filters.sorted())")
  }
}
