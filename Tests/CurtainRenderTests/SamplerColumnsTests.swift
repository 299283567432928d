import Testing

@testable import CurtainRender

/// Column tables served from the cache are the ones made from their own inputs.
@Suite struct SamplerColumnsTests {
  static func same(_ first: SamplerColumns, _ second: SamplerColumns) -> Bool {
    first.runs.map { [$0.start, $0.end, $0.left, $0.right] }
      == second.runs.map { [$0.start, $0.end, $0.left, $0.right] }
      && first.weights == second.weights && first.runsEnding == second.runsEnding
      && first.firstSourceColumn == second.firstSourceColumn
      && first.lastSourceColumn == second.lastSourceColumn
  }

  @Test func cachedTablesMatchTheirInputs() {
    let cache = SamplerColumnCache(capacity: 2)
    let inputs: [(Range<Int>, Double, Double, Int)] = [
      (0..<50, 0.4, 3, 32), (0..<50, 0.4, 3.5, 32), (10..<40, -0.5, 30, 32), (0..<50, 0.4, 3, 32),
      (0..<50, 0.4, 3, 24), (0..<50, 0.4, 3.5, 32),
    ]
    for (columns, scale, offset, width) in inputs {
      let cached = cache.columns(columns, scale: scale, offset: offset, sourceWidth: width)
      let made = SamplerColumns(
        columns: columns, scale: scale, offset: offset, sourceWidth: width)
      #expect(Self.same(cached, made), "tables for \(columns), \(scale), \(offset), \(width)")
    }
  }
}
