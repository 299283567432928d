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

  /// Renders `statistics` (one block per version) on one shared time axis.
  static func render(_ statistics: [LaunchPhaseStatistics]) -> RGBAImage {
    let labels = statistics.flatMap { $0.rows.map(\.name) }
    let labelWidth = Int((labels.map { text.width(of: $0) }.max() ?? 0).rounded(.up))
    let longest = statistics.flatMap { $0.rows.map(\.p90) }.max() ?? 0
    let axis = max(longest, 0.001)
    let rowCount = statistics.reduce(0) { $0 + $1.rows.count + 1 }
    let valueWidth = Int(text.width(of: "00.000 s").rounded(.up))
    let width = margin * 3 + labelWidth + barWidth + valueWidth + margin
    let height = margin * 2 + rowCount * rowHeight
    var image = RGBAImage(width: width, height: height, fill: premultiplied(background))
    var y = margin
    for version in statistics {
      let heading = "version \(version.version): \(version.launches) launches"
      title.draw(heading, into: &image, x: Double(margin), baseline: baseline(y), color: ink)
      y += rowHeight
      for row in version.rows {
        text.draw(row.name, into: &image, x: Double(margin), baseline: baseline(y), color: ink)
        let left = margin * 2 + labelWidth
        let medianLength = Int((row.median / axis * Double(barWidth)).rounded())
        fill(&image, x: left, y: y + 3, width: max(medianLength, 1), height: barHeight, color: bar)
        let p90 = left + Int((row.p90 / axis * Double(barWidth)).rounded())
        fill(&image, x: p90 - 1, y: y, width: 2, height: barHeight + 6, color: tick)
        let value = String(format: "%.3f s", row.median)
        text.draw(
          value, into: &image, x: Double(left + barWidth + margin), baseline: baseline(y),
          color: ink)
        y += rowHeight
      }
    }
    return image
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
    for row in max(y, 0)..<min(y + height, image.height) {
      for column in max(x, 0)..<min(x + width, image.width) {
        let index = (row * image.width + column) * 4
        image.pixels[index] = r
        image.pixels[index + 1] = g
        image.pixels[index + 2] = b
        image.pixels[index + 3] = a
      }
    }
  }
}
