/// How a keyframe track computes values between keyframes (`CAKeyframeAnimation.calculationMode`).
public enum CalculationMode: String, Hashable, Codable, Sendable, CaseIterable {
  /// `kCAAnimationLinear`: straight interpolation, each segment eased by its timing function.
  case linear
  /// `kCAAnimationDiscrete`: each value holds from its key time to the next; `keyTimes` has one
  /// more entry than `values` (its last entry, 1, closes the last value); no timing functions.
  case discrete
  /// `kCAAnimationPaced`: linear interpolation at constant speed; key times and timing
  /// functions are ignored and must be empty.
  case paced
}

/// A rejected keyframe track, with the rule it breaks.
public enum KeyframeTrackError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No values.
  case noValues
  /// A value is NaN or infinite.
  case nonFiniteValue(index: Int)
  /// `keyTimes` has the wrong number of entries for the mode.
  case keyTimeCount(expected: Int, actual: Int)
  /// A key time is outside 0...1.
  case keyTimeOutOfRange(index: Int, value: Double)
  /// A key time is smaller than the one before it.
  case keyTimesDecreasing(index: Int)
  /// The first key time is not 0 or the last is not 1.
  case keyTimeEnds
  /// `timingFunctions` must be empty or have one entry per segment.
  case timingFunctionCount(expected: Int, actual: Int)
  /// `timingFunctions` holds only Bezier curves (`CAMediaTimingFunction`), not springs.
  case springTimingFunction(index: Int)

  /// A sentence naming the broken rule.
  public var description: String {
    switch self {
    case .noValues: return "keyframe track: 'values' is empty"
    case .nonFiniteValue(let index): return "keyframe track: values[\(index)] is not finite"
    case .keyTimeCount(let expected, let actual):
      return "keyframe track: 'keyTimes' has \(actual) entries, expected \(expected)"
    case .keyTimeOutOfRange(let index, let value):
      return "keyframe track: keyTimes[\(index)] = \(value) is outside 0...1"
    case .keyTimesDecreasing(let index):
      return "keyframe track: keyTimes[\(index)] is smaller than keyTimes[\(index - 1)]"
    case .keyTimeEnds: return "keyframe track: 'keyTimes' must start at 0 and end at 1"
    case .timingFunctionCount(let expected, let actual):
      return "keyframe track: 'timingFunctions' has \(actual) entries, expected 0 or \(expected)"
    case .springTimingFunction(let index):
      return "keyframe track: timingFunctions[\(index)] is a spring; use a Bezier curve"
    }
  }
}

/// Keyframes for one property: `CAKeyframeAnimation`'s `values`, `keyTimes`, `timingFunctions`
/// and `calculationMode`. Validated on creation; evaluation is a pure function of the fraction.
public struct KeyframeTrack: Hashable, Codable, Sendable {
  /// The keyframe values (`values`).
  public let values: [Double]
  /// Key times, fractions of the duration (`keyTimes`); empty means evenly spaced (or unused in
  /// `paced` mode).
  public let keyTimes: [Double]
  /// One Bezier curve per segment (`timingFunctions`); empty means linear.
  public let timingFunctions: [TimingCurve]
  /// How values between keyframes are computed (`calculationMode`).
  public let calculationMode: CalculationMode
  private let resolvedTimes: [Double]
  private let evaluators: [TimingEvaluator]

  /// Creates a track, checking CoreAnimation's rules.
  ///
  /// - Throws: `KeyframeTrackError` naming the first broken rule.
  public init(
    values: [Double], keyTimes: [Double] = [], timingFunctions: [TimingCurve] = [],
    calculationMode: CalculationMode = .linear
  ) throws(KeyframeTrackError) {
    guard !values.isEmpty else { throw .noValues }
    if let index = values.firstIndex(where: { !$0.isFinite }) {
      throw .nonFiniteValue(index: index)
    }
    let segments = calculationMode == .linear ? values.count - 1 : 0
    switch calculationMode {
    case .linear, .discrete:
      let expected = calculationMode == .discrete ? values.count + 1 : values.count
      if !keyTimes.isEmpty {
        guard keyTimes.count == expected else {
          throw .keyTimeCount(expected: expected, actual: keyTimes.count)
        }
        for (index, time) in keyTimes.enumerated() {
          guard time >= 0, time <= 1 else { throw .keyTimeOutOfRange(index: index, value: time) }
          if index > 0, time < keyTimes[index - 1] { throw .keyTimesDecreasing(index: index) }
        }
        guard keyTimes.first == 0, keyTimes.last == 1 else { throw .keyTimeEnds }
      }
      guard timingFunctions.isEmpty || timingFunctions.count == segments else {
        throw .timingFunctionCount(expected: segments, actual: timingFunctions.count)
      }
      if let index = timingFunctions.firstIndex(where: { $0.spring != nil }) {
        throw .springTimingFunction(index: index)
      }
    case .paced:
      guard keyTimes.isEmpty else { throw .keyTimeCount(expected: 0, actual: keyTimes.count) }
      guard timingFunctions.isEmpty else {
        throw .timingFunctionCount(expected: 0, actual: timingFunctions.count)
      }
    }
    self.init(
      trusted: values, keyTimes: keyTimes, timingFunctions: timingFunctions,
      calculationMode: calculationMode)
  }

  private init(
    trusted values: [Double], keyTimes: [Double] = [], timingFunctions: [TimingCurve] = [],
    calculationMode: CalculationMode = .linear
  ) {
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
    self.evaluators = timingFunctions.map(TimingEvaluator.init)
    self.resolvedTimes = Self.resolveTimes(
      values: values, keyTimes: keyTimes, mode: calculationMode)
  }

  private static func resolveTimes(values: [Double], keyTimes: [Double], mode: CalculationMode)
    -> [Double]
  {
    switch mode {
    case .paced:
      let lengths = zip(values, values.dropFirst()).map { abs($1 - $0) }
      let total = lengths.reduce(0, +)
      guard values.count > 1 else { return [0] }
      guard total > 0 else {
        return values.indices.map { Double($0) / Double(values.count - 1) }
      }
      var times = [0.0]
      var sum = 0.0
      for length in lengths {
        sum += length
        times.append(sum / total)
      }
      times[times.count - 1] = 1
      return times
    case .linear, .discrete:
      if !keyTimes.isEmpty { return keyTimes }
      let count = mode == .discrete ? values.count + 1 : values.count
      guard count > 1 else { return [0] }
      return (0..<count).map { Double($0) / Double(count - 1) }
    }
  }

  /// The value at `fraction` (0...1, clamped) of the track's duration.
  public func value(at fraction: Double) -> Double {
    let fraction = min(max(fraction, 0), 1)
    let times = resolvedTimes
    if calculationMode == .discrete {
      var index = 0
      while index + 1 < values.count, fraction >= times[index + 1] { index += 1 }
      return values[index]
    }
    guard values.count > 1 else { return values[0] }
    var index = 0
    while index + 2 < times.count, fraction >= times[index + 1] { index += 1 }
    let start = times[index]
    let end = times[index + 1]
    var local = end > start ? (fraction - start) / (end - start) : 1
    local = min(max(local, 0), 1)
    if !evaluators.isEmpty { local = evaluators[index].progress(at: local, duration: end - start) }
    return values[index] + (values[index + 1] - values[index]) * local
  }
}

extension KeyframeTrack {
  private enum CodingKeys: String, CodingKey {
    case values, keyTimes, timingFunctions, calculationMode
  }

  /// Decodes and validates a track; missing `keyTimes`, `timingFunctions` and
  /// `calculationMode` take their defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        values: container.decode([Double].self, forKey: .values),
        keyTimes: container.decodeIfPresent([Double].self, forKey: .keyTimes) ?? [],
        timingFunctions: container.decodeIfPresent([TimingCurve].self, forKey: .timingFunctions)
          ?? [],
        calculationMode: container.decodeIfPresent(CalculationMode.self, forKey: .calculationMode)
          ?? .linear)
    } catch let error as KeyframeTrackError {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the CoreAnimation-facing fields.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(values, forKey: .values)
    try container.encode(keyTimes, forKey: .keyTimes)
    try container.encode(timingFunctions, forKey: .timingFunctions)
    try container.encode(calculationMode, forKey: .calculationMode)
  }
}
