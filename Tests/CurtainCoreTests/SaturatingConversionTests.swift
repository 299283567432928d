import CurtainCore
import Testing

/// Double -> Int and seconds -> text never trap, whatever the value.
@Suite struct SaturatingConversionTests {
  @Test(
    arguments: [
      (0.0, 0), (-2.5, -2), (1e308, 1 << 53), (-1e308, -(1 << 53)), (.infinity, 1 << 53),
      (-.infinity, -(1 << 53)), (.nan, 0), (12345.9, 12345),
    ] as [(Double, Int)])
  func aDoubleSaturates(value: Double, expected: Int) {
    #expect(Int(saturating: value) == expected)
  }

  @Test(
    arguments: [
      (0.05, "0.050 s"), (12.3456, "12.346 s"), (-0.25, "-0.250 s"), (-0.0004, "0.000 s"),
      (1e308, "1e+308 s"), (-.infinity, "-inf s"), (.nan, "nan s"),
    ] as [(Double, String)])
  func secondsAreText(value: Double, expected: String) {
    #expect(SecondsText.format(value) == expected)
  }
}
