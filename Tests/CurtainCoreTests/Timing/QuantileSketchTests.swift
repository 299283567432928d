import Foundation
import Testing

@testable import CurtainCore

/// Issue #31: percentiles over any number of launches in bounded memory, checked against the
/// exact percentile of the sorted values (`Percentile.of`, Hyndman–Fan type 7).
@Suite struct QuantileSketchTests {
  struct Distribution: CustomTestStringConvertible, Sendable {
    var name: String
    var count: Int
    var value: @Sendable (inout SplitMix) -> Double
    var testDescription: String { name }
  }

  static let distributions = [
    Distribution(name: "log-normal launches", count: 20_000) { random in
      exp(0.2 + 0.5 * random.normal())
    },
    Distribution(name: "two clusters (warm and cold)", count: 5_001) { random in
      random.unit() < 0.7 ? 0.4 + 0.05 * random.unit() : 2.5 + random.unit()
    },
    Distribution(name: "negative, zero and positive", count: 999) { random in
      let pick = random.unit()
      return pick < 0.1 ? 0 : pick < 0.3 ? -random.unit() : 10 * random.unit()
    },
    Distribution(name: "one value", count: 1) { _ in 1.234 },
  ]

  @Test(arguments: distributions)
  func percentilesAreWithinTheSketchsAccuracyOfTheSortedArrays(_ item: Distribution) throws {
    var random = SplitMix(seed: 31)
    var values: [Double] = []
    var sketch = QuantileSketch()
    for _ in 0..<item.count {
      let value = item.value(&random)
      values.append(value)
      sketch.add(value)
    }
    #expect(sketch.count == item.count)
    for fraction in [0, 0.01, 0.25, 0.5, 0.9, 0.99, 0.999, 1] {
      let exact = try #require(Percentile.of(values, fraction))
      let estimate = try #require(sketch.quantile(fraction))
      let sorted = values.sorted()
      let position = fraction * Double(sorted.count - 1)
      let bound =
        max(abs(sorted[Int(position.rounded(.down))]), abs(sorted[Int(position.rounded(.up))]))
        * QuantileSketch.relativeAccuracy * 1.0001
      #expect(abs(estimate - exact) <= bound, "p\(fraction * 100): \(estimate) vs \(exact)")
    }
  }

  @Test func mergingIsAddingEveryValue() throws {
    var random = SplitMix(seed: 7)
    var whole = QuantileSketch()
    var parts = [QuantileSketch(), QuantileSketch(), QuantileSketch()]
    for index in 0..<3_000 {
      let value = 0.1 + 3 * random.unit()
      whole.add(value)
      parts[index % 3].add(value)
    }
    var merged = QuantileSketch()
    parts.forEach { merged.merge($0) }
    #expect(merged == whole)
  }

  @Test func nonFiniteValuesAreIgnoredAndAnEmptySketchHasNoPercentile() {
    var sketch = QuantileSketch()
    #expect(sketch.quantile(0.5) == nil)
    sketch.add(.nan)
    sketch.add(.infinity)
    #expect(sketch.count == 0)
  }
}

/// A small seeded generator (SplitMix64), so the data is the same on every run.
struct SplitMix: RandomNumberGenerator, Sendable {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  mutating func normal() -> Double {
    sqrt(-2 * log(max(unit(), 1e-300))) * cos(2 * .pi * unit())
  }
}
