import CurtainCore
import Testing

@testable import CurtainRender

/// Labels set as UILabel sets them: aligned, centred vertically, wrapped and cut with "…".
@Suite struct LabelPainterTests {
  /// The box of pixels with ink (alpha above a quarter).
  static func ink(_ image: RGBAImage) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].alpha > 64 {
        let old = box ?? (x, x, y, y)
        box = (min(old.0, x), max(old.1, x), min(old.2, y), max(old.3, y))
      }
    }
    return box.map { (minX: $0.0, maxX: $0.1, minY: $0.2, maxY: $0.3) }
  }

  static let size = Size(width: 200, height: 60)

  @Test(arguments: [DrawnText.Alignment.left, .center, .right])
  func eachAlignmentPlacesTheLine(alignment: DrawnText.Alignment) throws {
    let image = LabelPainter.image(
      DrawnText(text: "Welcome", pointSize: 20, alignment: alignment), size: Self.size, scale: 1)
    let box = try #require(Self.ink(image))
    let middle = Double(box.minX + box.maxX) / 2
    switch alignment {
    case .left: #expect(box.minX <= 3)
    case .center: #expect(abs(middle - 100) <= 2)
    case .right: #expect(box.maxX >= 196)
    }
    // Centred vertically, as UILabel centres its text: cap height and descender around 30.
    #expect(abs(Double(box.minY + box.maxY) / 2 - 30) <= 4)
  }

  @Test func aLineTooLongForOneLineIsCutWithAnEllipsis() {
    let text = DrawnText(text: "A launch screen with a very long line of text", pointSize: 20)
    let font = TextFont(size: 20)
    let lines = LabelPainter.lines(text, font: font, width: 150, height: 60)
    #expect(lines.count == 1)
    #expect(lines[0].hasSuffix("…"))
    #expect(font.width(of: lines[0]) <= 150)
  }

  @Test func unlimitedLinesWrapAtSpacesAndStopWhereTheLabelEnds() {
    let font = TextFont(size: 20)
    let text = DrawnText(
      text: "A launch screen with a very long line of text", pointSize: 20, numberOfLines: 0)
    let lines = LabelPainter.lines(text, font: font, width: 150, height: 200)
    #expect(lines.count >= 3)
    #expect(lines.allSatisfy { font.width(of: $0) <= 150 })
    #expect(lines.joined(separator: " ") == text.text)
    // Two lines of room: two lines, the second cut.
    let cut = LabelPainter.lines(text, font: font, width: 150, height: font.lineHeight * 2.5)
    #expect(cut.count == 2)
    #expect(cut[1].hasSuffix("…"))
  }

  @Test func aTemplateImageTakesTheTintThroughItsAlpha() {
    let image = RGBAImage(width: 1, height: 2, pixels: [40, 40, 40, 128, 0, 0, 0, 0])
    let tinted = image.tinted(RGBAColor(red: 1, green: 0, blue: 0))
    #expect(tinted[0, 0] == (128, 0, 0, 128))
    #expect(tinted[0, 1] == (0, 0, 0, 0))
  }
}
