import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

@Suite struct PhaseChartTests {
  /// How many pixels of a row are the bar's blue.
  static func barPixels(in image: RGBAImage, row y: Int) -> Int {
    (0..<image.width).filter { x in isBar(image[x, y]) }.count
  }

  /// Whether a pixel is the bar's blue.
  static func isBar(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
    pixel.blue > 200 && pixel.red < 60
  }

  @Test func barsAreProportionalToTheMedians() throws {
    let records = [
      TimingsCommandTests.record("1.0", ready: 3), TimingsCommandTests.record("1.0", ready: 3),
    ]
    let statistics = LaunchPhaseStatistics.byVersion(records)
    let chart = PhaseChart.render(statistics)
    let rows = try #require(statistics.first?.rows)
    let mainRow = try #require(rows.firstIndex { $0.name == "main" })
    let readyRow = try #require(rows.firstIndex { $0.name == "app ready" })
    // Rows are 22 px tall after a 16 px margin and the version's title row; bars start 3 px in.
    let mainBar = Self.barPixels(in: chart, row: 16 + 22 * (mainRow + 1) + 6)
    let readyBar = Self.barPixels(in: chart, row: 16 + 22 * (readyRow + 1) + 6)
    #expect(mainBar > 0)
    // main is at 0.2 s and app ready at 3 s: fifteen times as long, give or take the pixels
    // the p90 tick paints over at each bar's end.
    #expect(abs(Double(readyBar) / Double(mainBar) - 15) < 1)
  }

  @Test func theCommandWritesADecodablePNG() throws {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-chart-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let command = try TimingsCommand.parse([
      TimingsCommandTests.sample("launches-1.7.jsonl"), "--chart", out.path,
    ])
    try command.run()
    let image = try ImageCodec.read(contentsOf: out)
    #expect(image.width > 500 && image.height > 100)
  }
}
