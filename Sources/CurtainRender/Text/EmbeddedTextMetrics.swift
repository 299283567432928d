import CurtainCore

/// Label metrics for the layout engine from the embedded faces `LabelPainter` draws with: a
/// label is laid out at the width its drawn text takes (the face's advances and kerning at the
/// label's weight), wrapped where `LabelPainter` wraps it. Heights: for a named font of
/// `NamedFontMetrics`'s table (Arial, Helvetica, Verdana, Georgia...), its own as iOS gives it;
/// for the system font and the other named fonts Inter stands in for, San Francisco's
/// (ascender 0.952 em and descender 0.241 em, the figures `ApproximateTextMetrics` documents),
/// as `UIFont.lineHeight` gives them. The layout engine rounds the size up to the screen's
/// pixels, as `UILabel.intrinsicContentSize` does.
///
/// Inter is not San Francisco, nor a named font (Verdana, Avenir...): widths are close, not
/// Apple's. Liberation Sans has Arial's advance widths, and so Helvetica's.
public struct EmbeddedTextMetrics: LaunchTextMetrics {
  private let approximate = ApproximateTextMetrics()

  /// Creates the metrics.
  public init() {}

  private func face(_ font: LaunchFont) -> TextFont {
    TextFont(
      LabelPainter.fontWeight(DrawnText.Weight(font: font)), size: font.pointSize,
      family: LabelPainter.fontFamily(DrawnText.Family(font: font)))
  }

  /// One line's height: the named font's own (`NamedFontMetrics`: Arial, Helvetica, Verdana...)
  /// or the system font's, as `ApproximateTextMetrics` gives them.
  public func lineHeight(of font: LaunchFont) -> Double { approximate.lineHeight(of: font) }

  /// The ascender: the named font's own or the system font's, as `ApproximateTextMetrics`
  /// gives them.
  public func ascender(of font: LaunchFont) -> Double { approximate.ascender(of: font) }

  /// The size of the label's text, wrapped to `maxWidth` when the label has more than one line.
  public func size(of label: LaunchLabel, maxWidth: Double?) -> Size {
    guard !label.text.isEmpty else { return Size(width: 0, height: 0) }
    let font = face(label.font)
    let lines = LabelPainter.wrapped(
      label.text, font: font, width: label.numberOfLines == 1 ? nil : maxWidth ?? .infinity)
    let count = label.numberOfLines > 0 ? min(lines.count, label.numberOfLines) : lines.count
    let widest = lines.map { font.width(of: $0) }.max() ?? 0
    return Size(
      width: min(widest, maxWidth ?? widest),
      height: Double(count) * lineHeight(of: label.font))
  }
}
