import CurtainCore
import Foundation

/// Draws a label's text into an image of the label's size, as `UILabel` sets it: lines broken
/// at spaces to the label's width, at most `numberOfLines` of them (0: as many as fit in its
/// height), the last one cut with "…" when the text goes on, the block centred vertically in
/// the label, each line aligned left, centre or right.
///
/// The face is the embedded Inter standing in for San Francisco: its line height (1.21 em) and
/// widths are close to SF's (1.19 em, widths within a few percent), so a label takes about the
/// room it takes on a device, but the glyphs are not Apple's (``standInWarning``).
public enum LabelPainter {
  /// What a person is told whenever a label is drawn.
  public static let standInWarning =
    "labels are drawn with Inter standing in for the system font: sizes and line breaks are "
    + "close to a device's, the glyphs are not Apple's"

  /// The text of `text` set in a `size`-point label at `scale` pixels per point.
  public static func image(_ text: DrawnText, size: Size, scale: Double) -> RGBAImage {
    let width = max(0, Int((size.width * scale).rounded()))
    let height = max(0, Int((size.height * scale).rounded()))
    var image = RGBAImage(width: width, height: height)
    guard width > 0, height > 0 else { return image }
    let font = TextFont(
      fontWeight(text.weight), size: text.pointSize * scale, family: fontFamily(text.family))
    let lines = self.lines(text, font: font, width: Double(width), height: Double(height))
    let blockHeight = Double(lines.count) * font.lineHeight
    var baseline = (Double(height) - blockHeight) / 2 + font.ascent
    for line in lines {
      let lineWidth = font.width(of: line)
      let x: Double
      switch text.alignment {
      case .left: x = 0
      case .center: x = (Double(width) - lineWidth) / 2
      case .right: x = Double(width) - lineWidth
      }
      font.draw(line, into: &image, x: x, baseline: baseline, color: text.color)
      baseline += font.lineHeight
    }
    return image
  }

  /// The lines drawn: words wrapped to `width` (a word longer than the line broken where it
  /// overflows), explicit newlines kept, cut to the lines allowed.
  static func lines(_ text: DrawnText, font: TextFont, width: Double, height: Double)
    -> [String]
  {
    let wrapped = self.wrapped(text.text, font: font, width: text.numberOfLines == 1 ? nil : width)
    let fitting = max(1, Int((height / max(font.lineHeight, 1)).rounded(.down)))
    let allowed = text.numberOfLines == 0 ? fitting : min(text.numberOfLines, fitting)
    guard wrapped.count > allowed || wrapped.contains(where: { font.width(of: $0) > width })
    else { return wrapped }
    var kept = Array(wrapped.prefix(allowed))
    let cut = wrapped.count > allowed
    for index in kept.indices {
      let isLast = index == kept.count - 1
      let line =
        isLast && cut
        ? kept[index] + " " + wrapped[allowed...].joined(separator: " ")
        : kept[index]
      kept[index] = font.truncated(line, toWidth: width)
    }
    return kept
  }

  /// `text`'s lines wrapped at spaces to `width` (a word longer than a line stays whole on
  /// its own), explicit newlines kept; nil `width`: one line, as a single-line label sets it.
  static func wrapped(_ text: String, font: TextFont, width: Double?) -> [String] {
    guard let width else { return [text.replacingOccurrences(of: "\n", with: " ")] }
    var wrapped: [String] = []
    for paragraph in text.components(separatedBy: "\n") {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if font.width(of: candidate) <= width || line.isEmpty {
          line = candidate
        } else {
          wrapped.append(line)
          line = String(word)
        }
      }
      wrapped.append(line)
    }
    return wrapped
  }

  static func fontFamily(_ family: DrawnText.Family) -> TextFont.Family {
    switch family {
    case .system: .inter
    case .arialMetrics: .arialMetrics
    }
  }

  static func fontWeight(_ weight: DrawnText.Weight) -> TextFont.Weight {
    switch weight {
    case .regular: .regular
    case .semibold: .semibold
    case .bold: .bold
    }
  }
}
