import CurtainCore
import Foundation
import Testing

@testable import CurtainRender

@Suite struct TextFontTests {
  /// Rows (from the top) and columns where `image` has ink: alpha above a quarter.
  private func inkBounds(_ image: RGBAImage) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var bounds: (Int, Int, Int, Int)?
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].alpha > 64 {
        let old = bounds ?? (x, x, y, y)
        bounds = (min(old.0, x), max(old.1, x), min(old.2, y), max(old.3, y))
      }
    }
    return bounds.map { (minX: $0.0, maxX: $0.1, minY: $0.2, maxY: $0.3) }
  }

  private func drawn(_ text: String, font: TextFont, baseline: Double = 40) -> RGBAImage {
    var image = RGBAImage(width: 400, height: 60)
    font.draw(text, into: &image, x: 4, baseline: baseline, color: .black)
    return image
  }

  @Test(arguments: TextFont.Weight.allCases, TextFont.Family.allCases)
  func everyEmbeddedFaceHasPrintableASCII(weight: TextFont.Weight, family: TextFont.Family)
    throws
  {
    let face = try #require(EmbeddedFont.face(weight, family: family))
    let missing = (0x21...0x7E).compactMap(Unicode.Scalar.init).filter { face.glyph(for: $0) == 0 }
    #expect(missing.isEmpty)
    #expect(face.contours(face.glyph(for: "g")).count == 2)
  }

  @Test func descendersGoBelowTheBaselineAndXHeightLettersDoNot() throws {
    let font = TextFont(size: 30)
    let descending = try #require(inkBounds(drawn("gjpqy", font: font)))
    let sitting = try #require(inkBounds(drawn("aceo", font: font)))
    // About a fifth of an em below the baseline (y 40), against none past the overshoot.
    #expect(descending.maxY >= 40 + 5)
    #expect(sitting.maxY <= 40)
    #expect(sitting.minY > descending.minY - 12)
  }

  @Test func widthsAreProportionalAndKerned() {
    let font = TextFont(.semibold, size: 20)
    #expect(font.width(of: "iiii") * 2 < font.width(of: "MMMM"))
    #expect(font.width(of: "AV") < font.width(of: "A") + font.width(of: "V") - 0.5)
    #expect(font.width(of: "") == 0)
    #expect(TextFont(.bold, size: 20).width(of: "Launch") > font.width(of: "Launch"))
  }

  @Test func edgesAreAntialiasedAndStemsSolid() {
    let image = drawn("Il", font: TextFont(size: 40))
    let alphas = stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }
    let partial = alphas.filter { $0 > 10 && $0 < 245 }.count
    let solid = alphas.filter { $0 == 255 }.count
    #expect(partial > 10)
    #expect(solid > 100)
  }

  @Test func drawnInkMatchesTheMeasuredWidth() throws {
    let font = TextFont(size: 24)
    let text = "Syncing your library"
    let ink = try #require(inkBounds(drawn(text, font: font)))
    let width = font.width(of: text)
    // Ink spans the advance less the side bearings: within a couple of pixels at each end.
    #expect(abs(Double(ink.maxX - ink.minX) - width) < 4)
  }

  @Test func truncationEndsInAnEllipsisThatFits() {
    let font = TextFont(size: 17)
    let text = "dropped: multi-touch gesture in progress"
    let short = font.truncated(text, toWidth: 120)
    #expect(short.hasSuffix("…"))
    #expect(font.width(of: short) <= 120)
    #expect(font.truncated("ok", toWidth: 120) == "ok")
  }

  @Test func unknownCharactersDrawAsAQuestionMark() {
    let font = TextFont(size: 20)
    #expect(font.width(of: "\u{4E2D}") == font.width(of: "?"))
  }

  @Test func textOffTheImageIsClipped() {
    var image = RGBAImage(width: 20, height: 20)
    TextFont(size: 40).draw("Wg", into: &image, x: -10, baseline: 30, color: .white)
    TextFont(size: 40).draw("Wg", into: &image, x: 10, baseline: -5, color: .white)
    #expect(image.pixels.contains { $0 != 0 })
  }

  @Test(arguments: [
    // A unit square's left half: half of pixel 0, nothing in pixel 1.
    ([(0.5, 0.0), (1.0, 0.0), (1.0, 1.0), (0.5, 1.0)], [Float(0.5), 0, 0]),
    // 0.25...2.75 across one row.
    ([(0.25, 0.0), (2.75, 0.0), (2.75, 1.0), (0.25, 1.0)], [Float(0.75), 1, 0.75]),
    // A triangle: the diagonal halves pixel 0.
    ([(0.0, 0.0), (1.0, 1.0), (0.0, 1.0)], [Float(0.5), 0, 0]),
  ])
  func coverageIsTheAreaInsideEachPixel(polygon: [(Double, Double)], expected: [Float]) {
    var mask = CoverageMask(width: 3, height: 1)
    for (index, point) in polygon.enumerated() {
      let next = polygon[(index + 1) % polygon.count]
      mask.addLine((point.0, point.1), (next.0, next.1))
    }
    var coverage = [Float](repeating: 0, count: 3)
    mask.forEachCovered { x, _, value in coverage[x] = value }
    for (got, want) in zip(coverage, expected) { #expect(abs(got - want) < 0.01) }
  }

  @Test(arguments: [0, 12, 100, 400])
  func truncatedFontBytesThrowRatherThanTrap(length: Int) {
    let bytes = [UInt8](
      Data(base64Encoded: EmbeddedFont.regularData, options: .ignoreUnknownCharacters) ?? Data())
    #expect(throws: TrueTypeFaceError.self) {
      _ = try TrueTypeFace(data: Array(bytes.prefix(length)))
    }
  }
}
