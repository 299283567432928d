import CurtainCore
import CurtainRender
import Testing

@testable import CurtainAssets

/// The doctor's layout rules judge only what a picture shows: its opaque part.
@Suite struct OpaqueBoundsTests {
  @Test func marginsAreTheTransparentRowsAndColumnsAsFractions() throws {
    var image = RGBAImage(width: 10, height: 20)
    // Opaque from x 2...6, y 5...14; a faint fringe (alpha 10) outside it is not content.
    for y in 5...14 {
      for x in 2...6 { image.pixels[(y * 10 + x) * 4 + 3] = 255 }
    }
    image.pixels[(0 * 10 + 0) * 4 + 3] = 10
    let insets = try #require(OpaqueBounds.insets(of: image))
    #expect(insets == EdgeInsets(top: 0.25, left: 0.2, bottom: 0.25, right: 0.3))
    #expect(OpaqueBounds.insets(of: RGBAImage(width: 4, height: 4)) == nil)
  }
}
