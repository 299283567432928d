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
    (LaunchFont(style: .named, pointSize: 30, name: "Helvetica"), .regular, 2),
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
