import CurtainCore
import CurtainRender
import Foundation

/// A horizontal bar chart of launch phases: for each app version, one row per phase with a bar
/// to its median and a tick at its p90 (marks in seconds from process start, spans as their
/// durations), all on one time axis.
///
/// Drawn with CurtainRender's embedded font so a person can look rather than read.
enum PhaseChart {
  private static let text = TextFont(size: 15)
  private static let title = TextFont(.semibold, size: 15)
  private static let rowHeight = 22
  private static let barHeight = 12
  private static let margin = 16
  private static let barWidth = 560
  private static let background = RGBAColor.white
  private static let ink = RGBAColor(red: 0.1, green: 0.12, blue: 0.15)
  private static let bar = RGBAColor(red: 0.11, green: 0.63, blue: 0.95)
  private static let tick = RGBAColor(red: 0.85, green: 0.25, blue: 0.2)

  /// The most versions drawn (the last ones, as records are usually in time order).
  static let maximumVersions = 40
  /// The most rows drawn per version.
  static let maximumRows = 40
  /// The longest label drawn, in characters.
  static let maximumLabelLength = 40

  /// Renders `statistics` (one block per version) on one shared time axis.
  ///
  /// Any values draw: the axis runs from the smallest value (or 0) to the largest, so a
  /// negative value (a mark before the process start, marks out of order) is a bar left of the
  /// zero line. The size is capped: at most ``maximumVersions`` versions (the last), each with
  /// at most ``maximumRows`` rows, labels cut to ``maximumLabelLength`` characters, with a
  /// line saying what was left out.
  static func render(_ statistics: [LaunchPhaseStatistics]) -> RGBAImage {
    let shown = statistics.suffix(maximumVersions)
    let leftOut = statistics.count - shown.count
    let notes = leftOut > 0 ? ["\(leftOut) earlier versions left out"] : []
    let labels = shown.flatMap { $0.rows.prefix(maximumRows).map { label($0.name) } }
    let labelWidth = Int((labels.map { text.width(of: $0) }.max() ?? 0).rounded(.up))
    let values = shown.flatMap { $0.rows.prefix(maximumRows).flatMap { [$0.median, $0.p90] } }
      .filter(\.isFinite)
    let low = min(values.min() ?? 0, 0)
    let span = max((values.max() ?? 0) - low, 0.001)
    let rowCount =
      notes.count
      + shown.reduce(0) { total, version in
        total + min(version.rows.count, maximumRows) + (version.rows.count > maximumRows ? 2 : 1)
      }
    let valueWidth = Int(text.width(of: "-00.000 s").rounded(.up))
    let width = margin * 3 + labelWidth + barWidth + valueWidth + margin
    let height = margin * 2 + rowCount * rowHeight
    var image = RGBAImage(width: width, height: height, fill: premultiplied(background))
    let left = margin * 2 + labelWidth
    /// The x of `value` on the axis, clamped to the bar area.
    func x(_ value: Double) -> Int {
      let fraction = value.isFinite ? min(max((value - low) / span, 0), 1) : 0
      return left + Int((fraction * Double(barWidth)).rounded())
    }
    var y = margin
    for note in notes {
      text.draw(note, into: &image, x: Double(margin), baseline: baseline(y), color: ink)
      y += rowHeight
    }
    for version in shown {
      let heading = label("version \(version.version)") + ": \(version.launches) launches"
      title.draw(heading, into: &image, x: Double(margin), baseline: baseline(y), color: ink)
      y += rowHeight
      for row in version.rows.prefix(maximumRows) {
        text.draw(
          label(row.name), into: &image, x: Double(margin), baseline: baseline(y), color: ink)
        let zero = x(0), end = x(row.median)
        fill(
          &image, x: min(zero, end), y: y + 3, width: max(abs(end - zero), 1), height: barHeight,
          color: bar)
        fill(&image, x: x(row.p90) - 1, y: y, width: 2, height: barHeight + 6, color: tick)
        let value = String(format: "%.3f s", row.median)
        text.draw(
          value, into: &image, x: Double(left + barWidth + margin), baseline: baseline(y),
          color: ink)
        y += rowHeight
      }
      if version.rows.count > maximumRows {
        let more = "\(version.rows.count - maximumRows) more rows left out"
        text.draw(more, into: &image, x: Double(margin), baseline: baseline(y), color: ink)
        y += rowHeight
      }
    }
    return image
  }

  /// `text` cut to ``maximumLabelLength`` characters.
  private static func label(_ text: String) -> String {
    text.count > maximumLabelLength ? text.prefix(maximumLabelLength - 3) + "..." : text
  }

  /// The baseline of a row starting at `y`: its text centred on the bar.
  private static func baseline(_ y: Int) -> Double {
    (Double(y + 3 + barHeight / 2) + text.capHeight / 2).rounded()
  }

  private static func premultiplied(_ color: RGBAColor) -> (UInt8, UInt8, UInt8, UInt8) {
    let (r, g, b, a) = color.bytes
    func times(_ channel: UInt8) -> UInt8 { UInt8((Int(channel) * Int(a) + 127) / 255) }
    return (times(r), times(g), times(b), a)
  }

  /// Fills a rectangle with an opaque colour, clipped to the image.
  private static func fill(
    _ image: inout RGBAImage, x: Int, y: Int, width: Int, height: Int, color: RGBAColor
  ) {
    let (r, g, b, a) = premultiplied(color)
    let rows = max(y, 0)..<max(min(y + height, image.height), max(y, 0))
    let columns = max(x, 0)..<max(min(x + width, image.width), max(x, 0))
    for row in rows {
      for column in columns {
        let index = (row * image.width + column) * 4
        image.pixels[index] = r
        image.pixels[index + 1] = g
        image.pixels[index + 2] = b
        image.pixels[index + 3] = a
      }
    }
  }
}
