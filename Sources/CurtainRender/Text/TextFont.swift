import CurtainCore
import Foundation

/// A face of an embedded typeface (Inter, or Liberation Sans for Arial and Helvetica) at a size
/// in pixels: measures and draws one line of text, anti-aliased, with pair kerning, at sub-pixel
/// positions.
///
/// Inter (SIL Open Font License 1.1, `Licenses/Inter-OFL.txt`) stands in for San Francisco, which
/// may not be shipped: a neo-grotesque with the same proportions, drawn by CurtainRender itself so
/// a picture comes out the same on Linux, macOS and iOS. Characters the embedded subset lacks
/// (it holds printable ASCII and common punctuation) draw as `?`.
public struct TextFont: Sendable, Hashable {
  /// The embedded weights.
  public enum Weight: String, Sendable, CaseIterable {
    /// Body text (as the system font's regular).
    case regular
    /// Navigation titles, buttons, labels that lead.
    case semibold
    /// Large titles.
    case bold
  }

  /// The embedded typefaces.
  public enum Family: String, Sendable, CaseIterable {
    /// Inter (SIL OFL 1.1, `Licenses/Inter-OFL.txt`), standing in for the system font.
    case inter
    /// Liberation Sans (SIL OFL 1.1, `Licenses/Liberation-OFL.txt`), metric-compatible with
    /// Arial and so with Helvetica's widths: regular and bold.
    case arialMetrics
  }

  /// The weight drawn.
  public var weight: Weight
  /// The em size in pixels (a 17 pt body at 3x is 51).
  public var size: Double
  /// The typeface.
  public var family: Family

  /// A face of `weight` of `family` at `size` pixels per em.
  public init(_ weight: Weight = .regular, size: Double, family: Family = .inter) {
    self.weight = weight
    self.size = max(0, size)
    self.family = family
  }

  private var face: TrueTypeFace? { EmbeddedFont.face(weight, family: family) }
  private var scale: Double { face.map { size / $0.unitsPerEm } ?? 0 }

  /// Height above the baseline that the line reserves, in pixels.
  public var ascent: Double { (face?.ascender ?? 0) * scale }
  /// Depth below the baseline that the line reserves (descenders), in pixels, positive.
  public var descent: Double { -(face?.descender ?? 0) * scale }
  /// Height of the line box: ascent plus descent.
  public var lineHeight: Double { ascent + descent }
  /// Height of capital letters above the baseline (the top of "H"), in pixels: centre this on
  /// a control's middle to centre a line optically.
  public var capHeight: Double {
    guard let face else { return 0 }
    let top = face.contours(face.glyph(for: "H")).joined().map(\.y).max() ?? face.ascender
    return top * scale
  }

  /// The advance width of `text` on one line, in pixels.
  public func width(of text: String) -> Double {
    layout(text).width
  }

  /// `text` if it fits in `width` pixels, or as much of it as fits followed by "…".
  public func truncated(_ text: String, toWidth width: Double) -> String {
    guard self.width(of: text) > width else { return text }
    var kept = Substring(text)
    while !kept.isEmpty {
      kept = kept.dropLast()
      let candidate = kept.trimmingCharacters(in: .whitespaces) + "…"
      if self.width(of: candidate) <= width { return candidate }
    }
    return ""
  }

  /// Draws `text` over `image` with its pen starting at `x` on the baseline `baseline` (image
  /// pixels, y down), in `color` blended by each pixel's coverage; parts outside are clipped.
  public func draw(
    _ text: String, into image: inout RGBAImage, x: Double, baseline: Double, color: RGBAColor
  ) {
    guard let face, color.alpha > 0 else { return }
    let scale = self.scale
    var contours: [[(x: Double, y: Double, onCurve: Bool)]] = []
    for (glyph, pen) in layout(text).glyphs {
      for contour in face.contours(glyph) {
        contours.append(
          contour.map { (x + pen + $0.x * scale, baseline - $0.y * scale, $0.onCurve) })
      }
    }
    let points = contours.joined()
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
      let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
    else { return }
    let left = max(Int(minX.rounded(.down)), 0), top = max(Int(minY.rounded(.down)), 0)
    let right = min(Int(maxX.rounded(.up)), image.width)
    let bottom = min(Int(maxY.rounded(.up)), image.height)
    guard left < right, top < bottom else { return }
    var mask = CoverageMask(width: right - left, height: bottom - top)
    for contour in contours {
      // Beyond the box, edges are clamped to its sides row by row by the mask.
      Self.addContour(
        contour.map { ($0.x - Double(left), $0.y - Double(top), $0.onCurve) }, to: &mask)
    }
    let (red, green, blue, alpha) = color.bytes
    image.withCanvas { canvas in
      mask.forEachCovered { column, row, coverage in
        let covered = UInt8((Float(alpha) * coverage).rounded())
        guard covered > 0 else { return }
        let pixel = PixelMath.premultiplied(red: red, green: green, blue: blue, alpha: covered)
        PixelMath.blend(pixel, into: canvas.row(top + row) + left + column)
      }
    }
  }

  /// Each glyph with its pen position from the start of the line, and the line's advance.
  private func layout(_ text: String) -> (glyphs: [(Int, Double)], width: Double) {
    guard let face else { return ([], 0) }
    let fallback = face.glyph(for: "?")
    var pen = 0.0
    var previous: Int?
    var glyphs: [(Int, Double)] = []
    for scalar in text.unicodeScalars {
      var glyph = face.glyph(for: scalar)
      if glyph == 0 { glyph = fallback }
      if let previous { pen += face.kerning(previous, glyph) * scale }
      glyphs.append((glyph, pen))
      pen += face.advance(glyph) * scale
      previous = glyph
    }
    return (glyphs, pen)
  }

  /// A TrueType contour (on-curve points and quadratic control points, consecutive control
  /// points implying an on-curve point midway) as closed edges.
  private static func addContour(
    _ points: [(x: Double, y: Double, onCurve: Bool)], to mask: inout CoverageMask
  ) {
    guard let firstPoint = points.first, let lastPoint = points.last else { return }
    let start: (x: Double, y: Double) =
      firstPoint.onCurve
      ? (firstPoint.x, firstPoint.y)
      : lastPoint.onCurve
        ? (lastPoint.x, lastPoint.y)
        : ((lastPoint.x + firstPoint.x) / 2, (lastPoint.y + firstPoint.y) / 2)
    var current = start
    var control: (x: Double, y: Double)?
    let ordered = firstPoint.onCurve ? Array(points.dropFirst()) : points
    for point in ordered {
      if point.onCurve {
        if let pending = control {
          mask.addQuadratic(current, pending, (point.x, point.y))
        } else {
          mask.addLine(current, (point.x, point.y))
        }
        current = (point.x, point.y)
        control = nil
      } else if let pending = control {
        let implied = ((pending.x + point.x) / 2, (pending.y + point.y) / 2)
        mask.addQuadratic(current, pending, implied)
        current = implied
        control = (point.x, point.y)
      } else {
        control = (point.x, point.y)
      }
    }
    if let pending = control {
      mask.addQuadratic(current, pending, start)
    } else {
      mask.addLine(current, start)
    }
  }
}
