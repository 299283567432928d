import Testing

@testable import CurtainCore

@Suite struct OrientationFromSizeTests {
  @Test(arguments: [
    (Size(width: 390, height: 844), Orientation.portrait),
    (Size(width: 844, height: 390), .landscape), (Size(width: 500, height: 500), .portrait),
  ])
  func widerThanTallIsLandscape(size: Size, orientation: Orientation) {
    #expect(Orientation(size: size) == orientation)
  }
}
