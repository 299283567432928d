import Testing

@testable import CurtainCore

@Suite struct ColorSpaceTests {
  /// Each space's components against the sRGB colour they are, from references outside this
  /// code: sRGB red is (0.9175, 0.2003, 0.1386) in Display P3 (CSS Color 4's conversion);
  /// linear 0.2140 is sRGB 0.5; a 2.2-gamma grey of 0.5 is linear 0.2176, sRGB 0.5039.
  static let cases: [(ColorSpace, [Double], [Double])] = [
    (.sRGB, [0.2, 0.4, 0.6], [0.2, 0.4, 0.6]),
    (.extendedSRGB, [1.2, -0.1, 0.5], [1, 0, 0.5]),
    (.displayP3, [0.9175, 0.2003, 0.1386], [1, 0, 0]),
    (.displayP3, [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]),
    (.extendedLinearSRGB, [0.2140, 1, 0], [0.5, 1, 0]),
    (.grayGamma22, [0.5, 0.5, 0.5], [0.5039, 0.5039, 0.5039]),
    (.extendedGray, [1, 1, 1], [1, 1, 1]),
  ]

  @Test(arguments: cases)
  func componentsBecomeTheSRGBColourTheyAre(space: ColorSpace, input: [Double], expected: [Double])
  {
    let color = space.sRGB(red: input[0], green: input[1], blue: input[2], alpha: 0.5)
    #expect(abs(color.red - expected[0]) < 0.002)
    #expect(abs(color.green - expected[1]) < 0.002)
    #expect(abs(color.blue - expected[2]) < 0.002)
    #expect(color.alpha == 0.5)
  }

  @Test func everyNameXcodeWritesIsKnown() {
    let names = [
      "srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22",
      "extended-gray",
    ]
    #expect(names.allSatisfy { ColorSpace(rawValue: $0) != nil })
  }
}

@Suite struct SystemColorsTests {
  static let cases: [(String, Appearance, [Int])] = [
    ("systemBackgroundColor", .light, [255, 255, 255, 255]),
    ("systemBackgroundColor", .dark, [0, 0, 0, 255]),
    ("labelColor", .dark, [255, 255, 255, 255]),
    ("secondaryLabelColor", .light, [60, 60, 67, 153]),
    ("systemBlueColor", .light, [0, 122, 255, 255]),
    ("systemBlue", .dark, [10, 132, 255, 255]),
    ("systemGray6Color", .dark, [28, 28, 30, 255]),
    ("systemGray2Color", .light, [174, 174, 178, 255]),
    ("whiteColor", .dark, [255, 255, 255, 255]),
    ("clearColor", .light, [0, 0, 0, 0]),
  ]

  @Test(arguments: cases)
  func namesAsStoryboardsWriteThem(name: String, appearance: Appearance, rgba: [Int])
    throws
  {
    let color = try #require(SystemColors.color(named: name, appearance: appearance))
    let bytes = color.bytes
    let drawn: [Int] = [Int(bytes.red), Int(bytes.green), Int(bytes.blue), Int(bytes.alpha)]
    #expect(drawn == rgba)
  }

  @Test func anUnknownNameIsNotAColour() {
    #expect(SystemColors.color(named: "systemMauveColor", appearance: .light) == nil)
  }
}
