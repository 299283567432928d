import Foundation
import Testing

@testable import CurtainRender

/// Issue #24: an image longer than a run can show is reduced once, when decoded, by halvings
/// (what the compositor's mipmap levels would draw), so no frame or launch pays for the
/// full-size original again.
@Suite struct OversizedImageTests {
  @Test(arguments: [
    (400, 200, 266, 200, 100), (400, 200, 400, 400, 200), (5, 3, 1, 1, 1),
    (2048, 16, 700, 512, 4), (1024, 1024, .max, 1024, 1024),
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
    var pixels = [UInt8](repeating: 0, count: 1200 * 400 * 4)
    for index in 0..<(600 * 4) { pixels[200 * 1200 * 4 + index] = 255 }
    let image = RGBAImage(width: 1200, height: 400, pixels: pixels)
    try ImageCodec.writePNG(image, to: folder.appendingPathComponent("wide.png"), fast: true)
    let provider = FileImageProvider(baseDirectory: folder, largestSide: 400)
    let first = try provider.image(named: "wide.png")
    #expect(first.width == 300 && first.height == 100)
    #expect(try provider.image(named: "wide.png") == first)
  }
}
