import CurtainCore
import Testing

@testable import CurtainRender

/// The layout engine measures labels with the face they are drawn with: Inter's advances at
/// the label's weight, San Francisco's line height, rounded up to the screen's pixels.
@Suite struct EmbeddedTextMetricsTests {
  static func environment(scale: Double) -> LaunchLayoutEnvironment {
    var environment = LaunchLayoutEnvironment(
      device: DeviceCatalog.matrix[0], orientation: .portrait)
    environment.scale = scale
    return environment
  }

  static func screen(_ label: LaunchLabel) -> LaunchScreen {
    LaunchScreen(
      source: .xib,
      root: LaunchView(
        id: "root",
        subviews: [
          LaunchView(
            id: "label", content: .label(label),
            attributes: LaunchViewAttributes(translatesAutoresizingMask: false))
        ]))
  }

  @Test(arguments: [
    (LaunchFont(style: .boldSystem, pointSize: 36), TextFont.Weight.bold, 2.0),
    (LaunchFont(style: .system, pointSize: 13, weight: "semibold"), .semibold, 3),
    (LaunchFont(style: .named, pointSize: 30, name: "Avenir-Book"), .regular, 2),
  ])
  func aLabelIsAsWideAsItsDrawnTextRoundedUpToPixels(
    font: LaunchFont, weight: TextFont.Weight, scale: Double
  ) throws {
    let label = LaunchLabel(text: "Wellness. Simplified.", font: font)
    let result = LaunchLayout.layout(
      Self.screen(label), in: Self.environment(scale: scale), metrics: EmbeddedTextMetrics())
    let frame = try #require(result.frame(of: "label"))
    let drawn = TextFont(weight, size: font.pointSize).width(of: label.text)
    #expect(frame.width == (drawn * scale).rounded(.up) / scale)
    #expect(frame.height == (font.pointSize * 1.193 * scale).rounded(.up) / scale)
  }

  /// Xcode's saved frames of two labels in real launch screens (Scripts/layout-corpus.py's
  /// corpus: BBC English at Work's Arial-BoldMT 23 pt, SoundBody's Helvetica 30 pt, both at
  /// 2x): Liberation Sans gives Arial's widths and line height; Helvetica's line on iOS is
  /// 1.15 em (`NamedFontMetrics`): 34.5, where Xcode saved 35 (Docs/LaunchScreen.md).
  @Test(arguments: [
    ("English at Work", "Arial-BoldMT", 23.0, 173.5, 26.0),
    ("Wellness. Simplified.", "Helvetica", 30, 277, 34.5),
  ])
  func arialAndHelveticaAreMeasuredWithArialMetrics(
    text: String, name: String, pointSize: Double, width: Double, height: Double
  ) throws {
    let label = LaunchLabel(
      text: text, font: LaunchFont(style: .named, pointSize: pointSize, name: name))
    let result = LaunchLayout.layout(
      Self.screen(label), in: Self.environment(scale: 2), metrics: EmbeddedTextMetrics())
    let frame = try #require(result.frame(of: "label"))
    #expect(abs(frame.width - width) <= 0.5)
    #expect(frame.height == height)
  }

  /// A named font of `NamedFontMetrics`'s table takes its line from its own `hhea` figures:
  /// BBC English at Work's `Verdana-Bold` 65-point letters are 79 points high in Xcode's saved
  /// frames (retina6_1, 2x), whatever their line count; San Francisco's line would give 78. The
  /// baseline sits at Verdana's ascender.
  @Test(arguments: [("A", 1), ("B", 2), ("English at Work", 0)])
  func verdanaTakesItsOwnLineHeight(text: String, numberOfLines: Int) throws {
    let font = LaunchFont(style: .named, pointSize: 65, name: "Verdana-Bold")
    let label = LaunchLabel(text: text, font: font, numberOfLines: numberOfLines)
    let result = LaunchLayout.layout(
      Self.screen(label), in: Self.environment(scale: 2), metrics: EmbeddedTextMetrics())
    let frame = try #require(result.frame(of: "label"))
    #expect(frame.height == 79)
    #expect(EmbeddedTextMetrics().ascender(of: font) == 65.0 * 2059 / 2048)
  }

  @Test func aMultilineLabelWrapsWhereItIsDrawn() {
    let label = LaunchLabel(
      text: "A launch screen of two lines", font: LaunchFont(pointSize: 17), numberOfLines: 0)
    let metrics = EmbeddedTextMetrics()
    let one = metrics.size(of: label, maxWidth: nil)
    let two = metrics.size(of: label, maxWidth: one.width * 0.7)
    #expect(two.height == 2 * one.height)
    #expect(two.width <= one.width * 0.7)
    let font = TextFont(.regular, size: 17)
    #expect(
      LabelPainter.wrapped(label.text, font: font, width: one.width * 0.7).count == 2)
  }
}
