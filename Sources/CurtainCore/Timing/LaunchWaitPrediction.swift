/// Predicts how long this launch will make the person wait, from past launches.
///
/// The rule: the ``percentile`` (p75 by default: pessimistic enough that a slow device is not
/// mistaken for a fast one) of the last ``recentCount`` non-prewarmed samples of the same app
/// version; if that version has none, of the last ``recentCount`` non-prewarmed samples of
/// every version; if there are none at all, `nil` (no prediction: the first launch).
public struct LaunchWaitPrediction: Hashable, Sendable {
  /// The percentile used, 0...1.
  public var percentile: Double
  /// How many of the most recent samples are considered.
  public var recentCount: Int

  /// Creates the rule; the defaults are p75 over the last 10 launches.
  public init(percentile: Double = 0.75, recentCount: Int = 10) {
    self.percentile = percentile
    self.recentCount = max(1, recentCount)
  }

  /// The predicted wait in seconds for a launch of `version`, or `nil` with no usable history.
  ///
  /// - Parameters:
  ///   - version: the app version being launched.
  ///   - samples: past launches, oldest first (as the launch history keeps them).
  public func predictedSeconds(version: String, samples: [LaunchDurationSample]) -> Double? {
    let usable = samples.filter { !$0.prewarmed }
    let sameVersion = usable.filter { $0.version == version }
    let chosen = sameVersion.isEmpty ? usable : sameVersion
    return Percentile.of(chosen.suffix(recentCount).map(\.seconds), percentile)
  }
}
