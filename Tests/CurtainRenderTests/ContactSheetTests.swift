import CurtainCore
import Testing

@testable import CurtainRender

@Suite struct ContactSheetTests {
  @Test(arguments: [
    (0.0, nil as String?, "0.00 s"), (1.2345, nil, "1.23 s"),
    (0.5, "app ready", "0.50 s  app ready"),
  ])
  func labelsShowTheTime(time: Double, caption: String?, expected: String) {
    let frame = ContactSheet.Frame(
      image: RGBAImage(width: 1, height: 1), time: time, caption: caption)
    #expect(ContactSheet.label(for: frame) == expected)
  }

  @Test func framesSitSideBySideAtTheThumbnailHeight() {
    let frame = RGBAImage(width: 100, height: 200, fill: (255, 0, 0, 255))
    let layout = ContactSheet(thumbnailHeight: 50, textScale: 1, spacing: 10)
    let sheet = layout.render([0, 0.5, 1].map { ContactSheet.Frame(image: frame, time: $0) })
    // Three 25 px cells (the 41 px label is wider: "0.00 s" is 6 glyphs), 10 px apart.
    let cell = BitmapFont.size(of: "0.00 s", scale: 1).width
    #expect(sheet.width == 10 + 3 * (cell + 10))
    #expect(sheet.height == 10 + 50 + 5 + 7 + 10)
    #expect(sheet[10 + (cell - 25) / 2 + 1, 30] == (255, 0, 0, 255))
    #expect(sheet[2, 2] == (230, 230, 230, 255))
  }

  @Test func manyFramesWrapIntoRows() {
    let frame = RGBAImage(width: 10, height: 10, fill: (0, 0, 0, 255))
    let layout = ContactSheet(thumbnailHeight: 10, columns: 2, textScale: 1, spacing: 4)
    let sheet = layout.render((0..<5).map { ContactSheet.Frame(image: frame, time: Double($0)) })
    #expect(sheet.height == 4 + 3 * (10 + 2 + 7 + 4))
  }

  @Test func fontDrawsTheGlyphsInk() {
    var image = RGBAImage(width: 12, height: 7, fill: (0, 0, 0, 255))
    BitmapFont.draw("1-", into: &image, x: 0, y: 0, scale: 1, color: .white)
    // "1": a vertical stroke in the middle column with a foot; "-": the middle row.
    #expect(image[2, 0] == (255, 255, 255, 255))
    #expect(image[2, 3] == (255, 255, 255, 255))
    #expect(image[0, 0] == (0, 0, 0, 255))
    #expect(image[6, 3] == (255, 255, 255, 255) && image[6, 2] == (0, 0, 0, 255))
  }

  @Test func everyPrintableCharacterHasAGlyph() {
    #expect(BitmapFont.glyphs.count == 95)
    #expect(BitmapFont.glyphs.dropFirst().allSatisfy { $0 != 0 })
  }
}
