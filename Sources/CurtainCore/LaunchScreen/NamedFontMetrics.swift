/// A named font's vertical metrics, in its own font units, from the font file's `hhea` table:
/// UIKit sets one line of a label in a named font at the ascender plus the descender.
///
/// Source of every figure: seek-oss/capsize, `packages/metrics/scripts/systemFonts.json`
/// (d6763d0), which its `extract` script reads from each font file's `hhea` table (`ascent`,
/// `descent`, `lineGap`, `unitsPerEm`); the figures are the same for every weight and style of a
/// family. The line gap is not added: an `Arial-BoldMT` 23-point label saved by Xcode is 26
/// points high at 2x (23 × (1854 + 434) / 2048 = 25.7, rounded up to the pixel), where adding
/// Arial's line gap (67) would give 26.5; a `Verdana-Bold` 65-point label is 79 points
/// (65 × (2059 + 430) / 2048 = 78.997).
///
/// Helvetica is the exception: its file's `hhea` is one em (1577 + 471), but iOS adds 0.15 em
/// above it. Source: zhaoxin.pro, "Weight and Line Height of Font between macOS and iOS"
/// (technology/15918614844798), `UIFont(name: "Helvetica", size: 17)` measured on iOS:
/// ascender 15.64033203125 (17 × 1577 / 2048 + 2.55), descender -3.90966796875 (17 × 471 /
/// 2048), leading 0, `lineHeight` 19.55 (1.15 em); macOS's `NSFont` gives 13.09033203125 and
/// 17 for the same font. Xcode saves a 30-point Helvetica label as 35 points high at 2x, half
/// a point above 1.15 em (34.5): that half point is not explained by a source and is not
/// added.
public struct NamedFontMetrics: Hashable, Sendable {
  /// `hhea.ascender`, in font units.
  public var ascender: Double
  /// `hhea.descender` as a positive depth, in font units.
  public var descender: Double
  /// `head.unitsPerEm`.
  public var unitsPerEm: Double

  /// The metrics of a font whose file holds them.
  public init(ascender: Double, descender: Double, unitsPerEm: Double) {
    self.ascender = ascender
    self.descender = descender
    self.unitsPerEm = unitsPerEm
  }

  /// The height of one line at `pointSize`, in points.
  public func lineHeight(at pointSize: Double) -> Double {
    (ascender + descender) / unitsPerEm * pointSize
  }

  /// The distance from the top of the line to the baseline at `pointSize`, in points.
  public func ascender(at pointSize: Double) -> Double {
    ascender / unitsPerEm * pointSize
  }

  /// The metrics of a named font (`Verdana-Bold`, `TimesNewRomanPSMT`), from its PostScript
  /// family; nil for the system font and for fonts not in the table.
  public init?(font: LaunchFont) {
    guard font.style == .named, let name = font.name else { return nil }
    let family = name.split(separator: "-").first.map { $0.lowercased() } ?? ""
    guard let metrics = Self.families.first(where: { $0.names.contains(family) })?.metrics
    else { return nil }
    self = metrics
  }

  /// PostScript family names (before the style suffix, lower case) and their `hhea` figures.
  private static let families: [(names: Set<String>, metrics: NamedFontMetrics)] = [
    (["arialmt", "arial"], NamedFontMetrics(ascender: 1854, descender: 434, unitsPerEm: 2048)),
    (["verdana"], NamedFontMetrics(ascender: 2059, descender: 430, unitsPerEm: 2048)),
    (
      ["helvetica"],
      NamedFontMetrics(ascender: 1577 + 0.15 * 2048, descender: 471, unitsPerEm: 2048)
    ),
    (["georgia"], NamedFontMetrics(ascender: 1878, descender: 449, unitsPerEm: 2048)),
    (
      ["timesnewromanpsmt", "timesnewromanps"],
      NamedFontMetrics(ascender: 1825, descender: 443, unitsPerEm: 2048)
    ),
    (
      ["couriernewpsmt", "couriernewps"],
      NamedFontMetrics(ascender: 1705, descender: 615, unitsPerEm: 2048)
    ),
    (
      ["trebuchetms", "trebuchet"],
      NamedFontMetrics(ascender: 1923, descender: 455, unitsPerEm: 2048)
    ),
  ]
}
