import CurtainCore
import Foundation
import Testing

@Suite("Keyframe tracks")
struct KeyframeTrackTests {
  struct Invalid: Sendable, CustomTestStringConvertible {
    let name: String
    let values: [Double]
    let keyTimes: [Double]
    let functions: [TimingCurve]
    let mode: CalculationMode
    let error: KeyframeTrackError
    var testDescription: String { name }
  }

  static let invalid: [Invalid] = [
    Invalid(
      name: "no values", values: [], keyTimes: [], functions: [], mode: .linear,
      error: .noValues),
    Invalid(
      name: "NaN", values: [0, .nan], keyTimes: [], functions: [], mode: .linear,
      error: .nonFiniteValue(index: 1)),
    Invalid(
      name: "count", values: [0, 1], keyTimes: [0, 0.5, 1], functions: [], mode: .linear,
      error: .keyTimeCount(expected: 2, actual: 3)),
    Invalid(
      name: "discrete count", values: [0, 1], keyTimes: [0, 1], functions: [],
      mode: .discrete, error: .keyTimeCount(expected: 3, actual: 2)),
    Invalid(
      name: "range", values: [0, 1, 2], keyTimes: [0, 1.5, 1], functions: [],
      mode: .linear, error: .keyTimeOutOfRange(index: 1, value: 1.5)),
    Invalid(
      name: "decreasing", values: [0, 1, 2], keyTimes: [0, 0.6, 0.5], functions: [],
      mode: .linear, error: .keyTimesDecreasing(index: 2)),
    Invalid(
      name: "ends", values: [0, 1], keyTimes: [0.1, 1], functions: [], mode: .linear,
      error: .keyTimeEnds),
    Invalid(
      name: "functions", values: [0, 1, 2], keyTimes: [], functions: [.linear],
      mode: .linear, error: .timingFunctionCount(expected: 2, actual: 1)),
    Invalid(
      name: "spring function", values: [0, 1], keyTimes: [],
      functions: [.spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)],
      mode: .linear, error: .springTimingFunction(index: 0)),
    Invalid(
      name: "paced key times", values: [0, 1], keyTimes: [0, 1], functions: [],
      mode: .paced, error: .keyTimeCount(expected: 0, actual: 2)),
  ]

  @Test("Invalid tracks are rejected with the broken rule", arguments: invalid)
  func rejects(case invalid: Invalid) {
    #expect(throws: invalid.error) {
      try KeyframeTrack(
        values: invalid.values, keyTimes: invalid.keyTimes,
        timingFunctions: invalid.functions, calculationMode: invalid.mode)
    }
  }

  @Test("Linear: each segment is eased by its own timing function")
  func linearSegments() throws {
    let track = try KeyframeTrack(
      values: [1, 0.75, 10], keyTimes: [0, 0.4, 1], timingFunctions: [.linear, .easeInEaseOut])
    #expect(track.value(at: 0) == 1)
    #expect(abs(track.value(at: 0.2) - 0.875) < 1e-12)
    #expect(track.value(at: 0.4) == 0.75)
    let eased = TimingCurve.easeInEaseOut.progress(at: 0.25, duration: 1)
    #expect(abs(track.value(at: 0.55) - (0.75 + 9.25 * eased)) < 1e-12)
    #expect(track.value(at: 1) == 10)
  }

  @Test("Without key times the keyframes are evenly spaced")
  func evenSpacing() throws {
    let track = try KeyframeTrack(values: [0, 10, 0])
    #expect(track.value(at: 0.25) == 5)
    #expect(track.value(at: 0.5) == 10)
  }

  @Test("Discrete: each value holds until the next key time")
  func discrete() throws {
    let track = try KeyframeTrack(
      values: [1, 2, 3], keyTimes: [0, 0.25, 0.75, 1], calculationMode: .discrete)
    #expect(track.value(at: 0.1) == 1)
    #expect(track.value(at: 0.25) == 2)
    #expect(track.value(at: 0.74) == 2)
    #expect(track.value(at: 0.9) == 3)
    #expect(track.value(at: 1) == 3)
  }

  @Test("Paced: constant speed whatever the spacing of values")
  func paced() throws {
    let track = try KeyframeTrack(values: [0, 1, 4], calculationMode: .paced)
    #expect(abs(track.value(at: 0.25) - 1) < 1e-12)
    #expect(abs(track.value(at: 0.5) - 2) < 1e-12)
  }

  @Test("Codable round trip keeps the track; decoding validates")
  func codable() throws {
    let track = try KeyframeTrack(
      values: [1, 0.75, 10], keyTimes: [0, 0.4, 1], timingFunctions: [.easeIn, .easeOut])
    let data = try JSONEncoder().encode(track)
    #expect(try JSONDecoder().decode(KeyframeTrack.self, from: data) == track)
    let bad = Data(#"{"values":[0,1],"keyTimes":[0,2]}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(KeyframeTrack.self, from: bad) }
  }
}
