extension LaunchIndicator {
  /// The indicator a launch of `design` runs, if any: the app's own policy (`configured`, set in
  /// code: `LaunchCurtainConfiguration.loadingIndicator` on a device, `--indicator` and
  /// `--message` in a preview) when there is one, else the design's `loadingIndicator` key;
  /// `nil` when neither gives one. The one rule the device and the preview both follow.
  ///
  /// - Parameters:
  ///   - design: the launch design, with its `loadingIndicator`.
  ///   - configured: the app's own policy, over the design's; `nil` keeps the design's.
  ///   - predictedWait: this launch's predicted wait in seconds; `nil` when unknown.
  ///   - seed: the seed of the message order.
  public init?(
    design: LaunchDesign, configured: LoadingIndicatorPolicy?, predictedWait: Double?,
    seed: UInt64 = LaunchIndicator.previewSeed
  ) {
    guard let policy = configured ?? design.loadingIndicator else { return nil }
    self.init(policy: policy, predictedWait: predictedWait, seed: seed)
  }
}
