/// Measures a label's text for the layout engine.
public protocol LaunchTextMetrics: Sendable {
  /// The text's size in points, wrapped to `maxWidth` when the label has more than one line
  /// (nil: unwrapped), as `UILabel.intrinsicContentSize` before pixel rounding.
  func size(of label: LaunchLabel, maxWidth: Double?) -> Size
  /// The distance in points from the top of the text to its first baseline.
  func ascender(of font: LaunchFont) -> Double
  /// The height of one line in points.
  func lineHeight(of font: LaunchFont) -> Double
}

/// Text metrics approximating the San Francisco system font without its glyph tables: line
/// height 1.193 × the point size (SF Pro's ascender 0.952 plus descender 0.241), and a mean
/// advance per character class (narrow, digit, lower case, upper case, wide, space). Widths are
/// close, not Apple's: a label's frame can differ from the device's by a few points. A named
/// font in ``NamedFontMetrics``'s table (Verdana, Georgia...) takes its own line height and
/// ascender from its file's `hhea` figures.
public struct ApproximateTextMetrics: LaunchTextMetrics {
  /// Creates the metrics.
  public init() {}

  private static let ascenderRatio = 0.952
  private static let lineRatio = 1.193

  /// One line's height: the named font's own, or the system font's.
  public func lineHeight(of font: LaunchFont) -> Double {
    NamedFontMetrics(font: font)?.lineHeight(at: font.pointSize) ?? font.pointSize * Self.lineRatio
  }

  /// The ascender: the named font's own, or the system font's.
  public func ascender(of font: LaunchFont) -> Double {
    NamedFontMetrics(font: font)?.ascender(at: font.pointSize)
      ?? font.pointSize * Self.ascenderRatio
  }

  /// The advance of one character as a fraction of the point size.
  static func advance(_ character: Character, bold: Bool) -> Double {
    let base: Double
    if character == " " {
      base = 0.26
    } else if "iljtf.,:;'!|Ir()[]".contains(character) {
      base = 0.3
    } else if character.isNumber {
      base = 0.6
    } else if "mwMW@%".contains(character) {
      base = 0.85
    } else if character.isUppercase {
      base = 0.66
    } else if character.isLetter && !character.isASCII {
      base = 1.0  // CJK and other scripts: about an em
    } else {
      base = 0.54
    }
    return bold ? base * 1.06 : base
  }

  /// The size of the label's text.
  public func size(of label: LaunchLabel, maxWidth: Double?) -> Size {
    let font = label.font
    let bold =
      font.style == .boldSystem
      || ["bold", "heavy", "black", "semibold"].contains(
        font.weight ?? "")
    let paragraphs = label.text.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [Double] = []
    for paragraph in paragraphs {
      let width = { (text: Substring) in
        text.reduce(0) { $0 + Self.advance($1, bold: bold) * font.pointSize }
      }
      guard let maxWidth, label.numberOfLines != 1 else {
        lines.append(width(paragraph))
        continue
      }
      var current = 0.0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordWidth = width(word)
        let space = current > 0 ? Self.advance(" ", bold: bold) * font.pointSize : 0
        if current > 0, current + space + wordWidth > maxWidth {
          lines.append(current)
          current = wordWidth
        } else {
          current += space + wordWidth
        }
      }
      lines.append(current)
    }
    if label.text.isEmpty { lines = [0] }
    var count = lines.count
    if label.numberOfLines > 0 { count = min(count, label.numberOfLines) }
    if label.numberOfLines == 1 { count = 1 }
    let widest = lines.max() ?? 0
    return Size(
      width: min(widest, maxWidth ?? widest),
      height: label.text.isEmpty ? 0 : Double(count) * lineHeight(of: font))
  }
}
