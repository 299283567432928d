import Testing

@testable import CurtainCore

/// `video.size` against the video file's pixel size: the device fits the picture inside the
/// centred rect, so another aspect ratio leaves bars of the launch screen; bars under a point
/// each (even pixel sizes rounding) are none.
@Suite struct VideoSizeMismatchTests {
  static let centred = VideoDesign(
    file: "intro.mp4", placement: .center, size: Size(width: 390, height: 844))

  /// (pixel width, pixel height, the bars named, or nil when the file fits).
  static let cases: [(Int, Int, String?)] = [
    (780, 1688, nil),  // 2x
    (1170, 2532, nil),  // 3x
    (390, 844, nil),  // 1x
    (780, 1686, nil),  // bars of half a point: rounding
    (780, 1684, "bars 1 pt high above and below"),
    (750, 1334, "bars 75.2 pt high above and below"),  // an iPhone SE's screen
    (1080, 1920, "bars 75.3 pt high above and below"),  // a 9:16 video
    (600, 1688, "bars 45 pt wide left and right"),
  ]

  @Test(arguments: cases.indices)
  func theFileIsJudgedByTheBarsItLeaves(index: Int) {
    let (width, height, bars) = Self.cases[index]
    let problem = Self.centred.sizeMismatch(pixelWidth: width, pixelHeight: height)
    if let bars {
      #expect(problem?.contains("video.size {width: 390, height: 844}") == true)
      #expect(problem?.contains("(\(width)x\(height) px)") == true)
      #expect(problem?.contains(bars) == true, "\(problem ?? "")")
    } else {
      #expect(problem == nil)
    }
  }

  @Test func theSuggestedSizeIsThePixelSizeAtTheNearestScale() throws {
    let problem = try #require(Self.centred.sizeMismatch(pixelWidth: 1080, pixelHeight: 1920))
    #expect(problem.contains("at 3x: {width: 360, height: 640}"), "\(problem)")
  }

  @Test func aFilledVideoOrAnUnknownSizeIsNotJudged() {
    let filled = VideoDesign(file: "intro.mp4")
    #expect(filled.sizeMismatch(pixelWidth: 100, pixelHeight: 900) == nil)
    #expect(Self.centred.sizeMismatch(pixelWidth: 0, pixelHeight: 0) == nil)
  }
}
