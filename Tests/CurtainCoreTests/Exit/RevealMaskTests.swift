import Foundation
import Testing

@testable import CurtainCore

@Suite struct RevealMaskTests {
  static let frame = Rect(x: 95, y: 322, width: 200, height: 200)
  static let screens = [Size(width: 390, height: 844), Size(width: 844, height: 390)]

  /// The geometry from a prepared (kept) mask is the geometry from the mask analysed anew, for
  /// the same mask value and for an equal mask with storage of its own.
  @Test(arguments: screens)
  func preparedGeometryEqualsAFreshOne(screen: Size) throws {
    let mask = try TestLogos.ring()
    let fresh = try RevealGeometry(
      RevealMask(mask), frame: Self.frame, contentMode: .scaleAspectFit, screenSize: screen)
    _ = try RevealMask.prepared(for: mask)
    let copy = try AlphaMask(width: mask.width, height: mask.height, alpha: mask.alpha.map { $0 })
    for same in [mask, copy] {
      #expect(
        try RevealGeometry(
          mask: same, frame: Self.frame, contentMode: .scaleAspectFit, screenSize: screen)
          == fresh)
    }
  }

  @Test func differentMasksOfOneSizeAreKeptApart() throws {
    let cache = RevealMaskCache(capacity: 2)
    let ring = try TestLogos.ring()
    var alpha = ring.alpha
    for index in alpha.indices { alpha[index] = 255 }
    let solid = try AlphaMask(width: ring.width, height: ring.height, alpha: alpha)
    let first = try cache.revealMask(for: ring)
    let second = try cache.revealMask(for: solid)
    #expect(first.deepestPoint != second.deepestPoint || first.depth != second.depth)
    #expect(try cache.revealMask(for: ring).depth == first.depth)
  }

  @Test func aMaskWithoutASolidPixelStaysRejected() throws {
    let cache = RevealMaskCache(capacity: 2)
    let clear = try AlphaMask(width: 8, height: 8, alpha: [UInt8](repeating: 0, count: 64))
    for _ in 0..<2 {
      #expect(throws: RevealGeometry.Error.noSolidPixel) { try cache.revealMask(for: clear) }
    }
  }
}
