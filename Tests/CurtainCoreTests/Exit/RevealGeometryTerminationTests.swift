import CurtainCore
import Testing

/// The reveal's searches end for any frame: an offset of 1e155 points or more once looped
/// forever (on the app's main thread, when the splash exits).
@Suite struct RevealGeometryTerminationTests {
  @Test(arguments: [1e155, 1e160, -1e300, 1e308])
  func aLogoAbsurdlyFarAwayIsAnError(offset: Double) throws {
    let mask = try TestLogos.ring()
    #expect(throws: RevealGeometry.Error.outOfRange) {
      try RevealGeometry(
        mask: mask, frame: Rect(x: offset, y: 0, width: 200, height: 200),
        contentMode: .scaleAspectFit, screenSize: Size(width: 390, height: 844))
    }
  }

  @Test(arguments: [1e6, 1e12, 1e100])
  func aLogoFarButFiniteAwayGetsAFiniteScale(offset: Double) throws {
    let mask = try TestLogos.ring()
    let geometry = try RevealGeometry(
      mask: mask, frame: Rect(x: offset, y: offset, width: 200, height: 200),
      contentMode: .scaleAspectFit, screenSize: Size(width: 390, height: 844))
    #expect(geometry.finalScale.isFinite && geometry.finalScale > 1)
  }
}
