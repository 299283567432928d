import CurtainCore
import Testing

@testable import CurtainRender

@Suite struct ShapePainterTests {
  static let red = RGBAColor(red: 1, green: 0, blue: 0)

  @Test func aDiscCoversItsInsideBlendsItsEdgeAndLeavesTheRest() {
    var image = RGBAImage(width: 40, height: 40)
    ShapePainter.fillDisc(in: &image, centerX: 20, centerY: 20, radius: 10, color: Self.red)
    #expect(image[20, 20] == (255, 0, 0, 255))
    #expect(image[20, 11] == (255, 0, 0, 255))
    #expect(image[2, 2] == (0, 0, 0, 0))
    #expect(image[20, 35] == (0, 0, 0, 0))
    // A pixel straddling the edge (its centre 0.49 px inside) is partly covered.
    let edge = image[29, 20]
    #expect(edge.alpha > 0 && edge.alpha < 255)
  }

  @Test func aRingIsHollow() {
    var image = RGBAImage(width: 40, height: 40)
    ShapePainter.strokeRing(
      in: &image, centerX: 20, centerY: 20, radius: 12, width: 4, color: Self.red)
    #expect(image[20, 20] == (0, 0, 0, 0))
    #expect(image[20, 8] == (255, 0, 0, 255))
    #expect(image[20, 3] == (0, 0, 0, 0))
  }

  @Test func aRoundedRectangleLeavesItsCornersOut() {
    var image = RGBAImage(width: 60, height: 40)
    ShapePainter.fillRoundedRect(
      in: &image, minX: 10, minY: 10, maxX: 50, maxY: 30, cornerRadius: 8, color: Self.red)
    #expect(image[30, 20] == (255, 0, 0, 255))
    #expect(image[30, 10] == (255, 0, 0, 255))
    #expect(image[10, 10] == (0, 0, 0, 0))
    #expect(image[49, 29] == (0, 0, 0, 0))
    #expect(image[5, 20] == (0, 0, 0, 0))
  }

  @Test func translucentPaintBlendsOverWhatIsThere() {
    var image = RGBAImage(width: 10, height: 10, fill: (0, 0, 255, 255))
    ShapePainter.fillDisc(
      in: &image, centerX: 5, centerY: 5, radius: 20,
      color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    let pixel = image[5, 5]
    #expect(pixel.alpha == 255)
    #expect(abs(Int(pixel.red) - 128) <= 1 && abs(Int(pixel.blue) - 127) <= 1)
  }

  @Test func shapesOffTheImageAreClipped() {
    var image = RGBAImage(width: 10, height: 10)
    ShapePainter.fillDisc(in: &image, centerX: -50, centerY: 5, radius: 10, color: Self.red)
    ShapePainter.fillDisc(in: &image, centerX: 0, centerY: 0, radius: 3, color: Self.red)
    #expect(image[0, 0] == (255, 0, 0, 255))
    #expect(image[9, 9] == (0, 0, 0, 0))
  }
}
