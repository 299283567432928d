import CurtainCore

/// Label metrics for the layout engine from the embedded Inter face, the face `LabelPainter`
/// draws with: a label is laid out at the width its drawn text takes (Inter's advances and
/// kerning at the label's weight), wrapped where `LabelPainter` wraps it. Heights are the
/// system font's (San Francisco's ascender 0.952 em and descender 0.241 em, the figures
/// `ApproximateTextMetrics` documents), as `UIFont.lineHeight` gives them; the layout engine
/// rounds the size up to the screen's pixels, as `UILabel.intrinsicContentSize` does.
///
/// Inter is not San Francisco, nor a named font (Helvetica, Avenir...): widths are close, not
/// Apple's.
public struct EmbeddedTextMetrics: LaunchTextMetrics {
  private let approximate = ApproximateTextMetrics()

  /// Creates the metrics.
  public init() {}

  /// One line's height: the system font's.
  public func lineHeight(of font: LaunchFont) -> Double { approximate.lineHeight(of: font) }

  /// The ascender: the system font's.
  public func ascender(of font: LaunchFont) -> Double { approximate.ascender(of: font) }

  /// The size of the label's text, wrapped to `maxWidth` when the label has more than one line.
  public func size(of label: LaunchLabel, maxWidth: Double?) -> Size {
    guard !label.text.isEmpty else { return Size(width: 0, height: 0) }
    let font = TextFont(
      LabelPainter.fontWeight(DrawnText.Weight(font: label.font)), size: label.font.pointSize)
    let lines = LabelPainter.wrapped(
      label.text, font: font, width: label.numberOfLines == 1 ? nil : maxWidth ?? .infinity)
    let count = label.numberOfLines > 0 ? min(lines.count, label.numberOfLines) : lines.count
    let widest = lines.map { font.width(of: $0) }.max() ?? 0
    return Size(
      width: min(widest, maxWidth ?? widest),
      height: Double(count) * lineHeight(of: label.font))
  }
}
