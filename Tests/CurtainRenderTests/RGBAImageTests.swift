import Testing

@testable import CurtainRender

@Suite struct RGBAImageTests {
  @Test func fillSetsEveryPixel() {
    let image = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 255))
    for y in 0..<2 {
      for x in 0..<3 { #expect(image[x, y] == (10, 20, 30, 255)) }
    }
  }
}
