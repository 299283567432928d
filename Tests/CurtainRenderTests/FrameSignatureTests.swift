import CurtainCore
import Testing

@testable import CurtainRender

@Suite struct FrameSignatureTests {
  /// Each cell's mean Rec. 709 luma, pixel by pixel, as the definition reads.
  static func reference(_ image: RGBAImage, columns: Int, rows: Int) -> [Double] {
    var sums = [Int](repeating: 0, count: columns * rows)
    var counts = [Int](repeating: 0, count: columns * rows)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let cell = (y * rows / image.height) * columns + x * columns / image.width
        let pixel = image[x, y]
        sums[cell] += 2126 * Int(pixel.red) + 7152 * Int(pixel.green) + 722 * Int(pixel.blue)
        counts[cell] += 1
      }
    }
    return zip(sums, counts).map { $0.1 == 0 ? 0 : Double($0.0) / Double($0.1) / (10_000 * 255) }
  }

  /// Sizes that do and do not divide into the grid, narrower than it, and one pixel.
  @Test(arguments: [(97, 211, 48), (48, 96, 48), (13, 7, 48), (1, 1, 48), (200, 50, 7)])
  func cellsAreTheMeanLumaOfTheirPixels(width: Int, height: Int, columns: Int) {
    var generator = SplitMix64(seed: UInt64(width * 1000 + height))
    var image = RGBAImage(width: width, height: height)
    for index in image.pixels.indices { image.pixels[index] = UInt8(generator.next() & 0xFF) }
    let signature = FrameSignature(image, columns: columns)
    #expect(
      signature.luma
        == Self.reference(image, columns: signature.columns, rows: signature.rows))
  }

  /// A signature made since the previous frame (its unchanged bands taken from that frame's
  /// signature) is the signature made afresh: changed pixels in one band, in the first and last
  /// rows, a frame of another size, a frame with nothing changed.
  @Test(arguments: [
    ([(40, 100)], 97, 211), ([(0, 0), (96, 210)], 97, 211), ([], 97, 211), ([(5, 5)], 60, 211),
  ])
  func aSignatureSinceThePreviousFrameIsTheSame(
    changes: [(x: Int, y: Int)], previousWidth: Int, height: Int
  ) {
    var generator = SplitMix64(seed: 7)
    var previous = RGBAImage(width: previousWidth, height: height)
    for index in previous.pixels.indices {
      previous.pixels[index] = UInt8(generator.next() & 0xFF)
    }
    var image = previous
    if previousWidth != 97 {
      image = RGBAImage(width: 97, height: height)
      for index in image.pixels.indices { image.pixels[index] = UInt8(generator.next() & 0xFF) }
    }
    for (x, y) in changes {
      for channel in 0..<3 { image.pixels[(y * 97 + x) * 4 + channel] ^= 0xFF }
    }
    let signature = FrameSignature(
      image, since: (previous, FrameSignature(previous)))
    #expect(signature == FrameSignature(image))
    #expect(
      signature.luma == Self.reference(image, columns: signature.columns, rows: signature.rows))
  }
}
