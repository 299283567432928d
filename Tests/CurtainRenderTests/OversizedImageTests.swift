import Foundation
import Testing

@testable import CurtainRender

/// Issue #24: an image longer than a run can show is reduced once, when decoded, by halvings
/// (what the compositor's mipmap levels would draw), so no frame or launch pays for the
/// full-size original again.
@Suite struct OversizedImageTests {
  @Test(arguments: [
    (4000, 2000, 2668, 2000, 1000), (4000, 2000, 4000, 4000, 2000), (5, 3, 1, 1, 1),
    (8192, 8192, 5112, 4096, 4096), (1024, 1024, .max, 1024, 1024),
  ])
  func anImageIsHalvedUntilItFits(
    width: Int, height: Int, largestSide: Int, expectedWidth: Int, expectedHeight: Int
  ) {
    let image = RGBAImage(width: width, height: height, fill: (10, 20, 30, 255))
    let fitted = FileImageProvider.fitted(image, largestSide: largestSide)
    #expect(fitted.width == expectedWidth && fitted.height == expectedHeight)
    #expect(fitted[0, 0] == (10, 20, 30, 255))
  }

  @Test func theProviderDecodesAnOversizedFileOnceAtTheBoundedSize() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-oversized-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var pixels = [UInt8](repeating: 0, count: 3000 * 1000 * 4)
    for index in 0..<(1500 * 4) { pixels[500 * 3000 * 4 + index] = 255 }
    let image = RGBAImage(width: 3000, height: 1000, pixels: pixels)
    try ImageCodec.writePNG(image, to: folder.appendingPathComponent("wide.png"), fast: true)
    let provider = FileImageProvider(baseDirectory: folder, largestSide: 1000)
    let first = try provider.image(named: "wide.png")
    #expect(first.width == 750 && first.height == 250)
    #expect(try provider.image(named: "wide.png") == first)
  }
}
