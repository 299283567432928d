import CurtainCore
import Testing

@testable import CurtainRender

@Suite struct ContactSheetTests {
  @Test(arguments: [(0.0, "0.000 s"), (0.05, "0.050 s"), (1.2345, "1.234 s")])
  func timesReadAsTheTimelinePrintsThem(time: Double, expected: String) {
    #expect(ContactSheet.timeLabel(for: .init(time: time)) == expected)
  }

  @Test(arguments: [(1, 1), (5, 5), (6, 3), (8, 4), (11, 4), (16, 4), (0, 1)])
  func rowsAreBalanced(count: Int, expected: Int) {
    #expect(ContactSheet(columns: 5).columnCount(for: count) == expected)
  }

  /// Columns of `sheet` in row `y` whose pixel is `colour`, as runs (first, end).
  private func runs(
    in sheet: RGBAImage, row y: Int, of colour: (UInt8, UInt8, UInt8, UInt8)
  ) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int?
    for x in 0...sheet.width {
      let inside = x < sheet.width && sheet[x, y] == colour
      if inside, start == nil { start = x }
      if !inside, let first = start {
        runs.append(first..<x)
        start = nil
      }
    }
    return runs
  }

  @Test func columnsLineUpAcrossRowsWhateverTheCaptions() {
    let red = RGBAImage(width: 100, height: 200, fill: (255, 0, 0, 255))
    let layout = ContactSheet(thumbnailHeight: 100, columns: 3, textSize: 14, spacing: 10)
    let captions = ["launch", nil, "a very long caption that would not fit under a thumbnail"]
    let frames = (0..<6).map {
      ContactSheet.Frame(image: red, time: Double($0) / 10, caption: captions[$0 % 3])
    }
    let sheet = layout.render(frames)
    let firstRow = runs(in: sheet, row: 10 + 50, of: (255, 0, 0, 255))
    let rowHeight = 100 + 10 / 3 + Int(TextFont(.semibold, size: 14).lineHeight.rounded(.up))
    let secondRow = runs(in: sheet, row: 10 + rowHeight + 10 + 50, of: (255, 0, 0, 255))
    #expect(firstRow.count == 3)
    #expect(firstRow == secondRow)
    #expect(firstRow.map(\.count).allSatisfy { $0 == 50 })
    // Equal gaps: one cell pitch between neighbours.
    #expect(
      Set(zip(firstRow, firstRow.dropFirst()).map { $1.lowerBound - $0.lowerBound }).count == 1)
  }

  @Test func captionsStayInsideTheirCellAndShowDescenders() {
    let white = RGBAImage(width: 160, height: 120, fill: (255, 255, 255, 255))
    let layout = ContactSheet(thumbnailHeight: 120, columns: 2, textSize: 16, spacing: 12)
    let caption = "splash, replaying every single gesture"
    // One line: "0.050 s  splash, replaying…", shortened to the cell.
    let sheet = layout.render([
      .init(image: white, time: 0.05, caption: caption), .init(image: white, time: 1),
    ])
    let background = sheet[0, 0]
    let cellWidth = 160
    // The gap between the two cells holds no ink: the long caption was shortened.
    let gap = (12 + cellWidth)..<(12 + cellWidth + 12)
    let textRows = (12 + 120)..<sheet.height
    let inkInGap = textRows.contains { y in gap.contains { x in sheet[x, y] != background } }
    #expect(!inkInGap)
    // "splash" has a descender (p): the caption line has ink in its lower part.
    let font = TextFont(.semibold, size: 16)
    let baseline = 12 + 120 + 12 / 3 + Int(font.ascent.rounded())
    let below = (baseline + 2)..<(baseline + 4)
    #expect(below.contains { y in (12..<12 + cellWidth).contains { sheet[$0, y] != background } })
  }

  @Test func aFrameStandingForSeveralMomentsPrintsOneLineEach() {
    let blue = RGBAImage(width: 50, height: 100, fill: (0, 0, 255, 255))
    var frame = ContactSheet.Frame(image: blue, time: 0, caption: "launch")
    frame.moments.append(.init(time: 0.05, caption: "splash"))
    frame.moments.append(.init(time: 1.2, caption: "exit"))
    let layout = ContactSheet(thumbnailHeight: 100, textSize: 12, spacing: 10)
    let one = layout.render([.init(image: blue, time: 0)])
    let three = layout.render([frame])
    let line = Int(TextFont(.semibold, size: 12).lineHeight.rounded(.up))
    #expect(three.height == one.height + 2 * line)
  }

  @Test func thumbnailCornersAreRounded() {
    let red = RGBAImage(width: 100, height: 200, fill: (255, 0, 0, 255))
    let sheet = ContactSheet(thumbnailHeight: 200, textSize: 12, spacing: 10)
      .render([.init(image: red, time: 0)])
    #expect(sheet[10 + 50, 10 + 100] == (255, 0, 0, 255))
    #expect(sheet[10, 10] != (255, 0, 0, 255))
    // The default radius is 14% of the shorter side: 14 px here.
    #expect(sheet[10 + 20, 10] == (255, 0, 0, 255))
  }

  /// Every pixel of an opaque thumbnail is drawn whole exactly where the corner rule covers it
  /// whole (`cornerCoverage` 1), in the rows that reach into a corner as in the rows between.
  @Test func thumbnailPixelsAreWholeExactlyWhereTheCornerRuleCoversThem() {
    let red = RGBAImage(width: 100, height: 200, fill: (255, 0, 0, 255))
    let sheet = ContactSheet(thumbnailHeight: 200, textSize: 12, spacing: 10)
      .render([.init(image: red, time: 0)])
    var wrong: [(Int, Int)] = []
    for y in 0..<200 {
      for x in 0..<100 {
        let covered =
          ContactSheet.cornerCoverage(
            x: Double(x) + 0.5, y: Double(y) + 0.5, width: 100, height: 200, radius: 14) >= 1
        if (sheet[10 + x, 10 + y] == (255, 0, 0, 255)) != covered { wrong.append((x, y)) }
      }
    }
    #expect(wrong.isEmpty, "pixels \(wrong.prefix(8))")
  }

  @Test func anEmptySheetIsJustTheMargin() {
    let sheet = ContactSheet(spacing: 8).render([])
    #expect(sheet.width == 8 && sheet.height == 8)
  }
}
