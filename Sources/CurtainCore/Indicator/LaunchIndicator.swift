/// The loading indicator a launch may draw above its splash: the policy it follows, this
/// launch's predicted wait and the seed of its message order. A device, `curtain preview` and
/// `check` hand the same value to `LaunchSession`, which alone decides when it shows, what it
/// says and when it goes (`LaunchEffect.indicator`).
public struct LaunchIndicator: Hashable, Sendable {
  /// When to show it and which messages it rotates.
  public var policy: LoadingIndicatorPolicy
  /// This launch's predicted wait in seconds (`LaunchWaitPrediction`); `nil`: no history.
  public var predictedWait: Double?
  /// The seed of the message order (a preview fixes it; a device picks one per launch).
  public var seed: UInt64

  /// The message order's seed a preview uses (fixed, so a preview is the same on every run).
  public static let previewSeed: UInt64 = 0x0C0F_FEE5

  /// Creates an indicator.
  ///
  /// - Parameters:
  ///   - policy: when to show it and which messages it rotates.
  ///   - predictedWait: this launch's predicted wait in seconds; `nil` when unknown.
  ///   - seed: the seed of the message order.
  public init(
    policy: LoadingIndicatorPolicy = LoadingIndicatorPolicy(), predictedWait: Double? = nil,
    seed: UInt64 = LaunchIndicator.previewSeed
  ) {
    self.policy = policy
    self.predictedWait = predictedWait
    self.seed = seed
  }

  /// The timeline for a wait, in seconds since the wait began; `readyAt` `nil` while the app
  /// is not ready. The same seed gives the same messages, so the timeline once the app is ready
  /// continues the one planned before.
  func timeline(readyAt: Double?) -> LoadingIndicatorTimeline {
    var generator = SplitMix64(seed: seed)
    return policy.timeline(
      predictedWait: predictedWait, readyAt: readyAt,
      horizon: LoadingIndicatorPolicy.maximumPlannedSeconds, using: &generator)
  }
}
