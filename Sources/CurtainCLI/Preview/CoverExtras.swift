import CurtainCore

/// What a preview adds to the cover besides the launch design: the loading indicator and the
/// taps a simulated person makes while the app starts.
struct CoverExtras: Hashable, Sendable {
  /// Whether the loading indicator runs even when the design has no `loadingIndicator`
  /// (`--indicator`: as an app that sets one in code).
  var showsIndicator = false
  /// The indicator's messages (`--message`), in place of the design's; empty: the design's, or
  /// a plain spinner.
  var messages: [String] = []
  /// The launch's predicted wait in seconds (PCalc's rule: a short one never shows the
  /// indicator); nil: no history.
  var predictedWait: Double?
  /// The taps, in any order.
  var taps: [ScriptedTap] = []

  /// The policy the options give, standing where an app's code sets
  /// `LaunchCurtainConfiguration.loadingIndicator`: `--indicator` turns it on (the design's
  /// `loadingIndicator`, or the library's defaults), `--message` replaces its messages. `nil`:
  /// the options say nothing, the design's key alone decides.
  func configuredPolicy(over design: LaunchDesign) -> LoadingIndicatorPolicy? {
    guard showsIndicator || (design.loadingIndicator != nil && !messages.isEmpty) else {
      return nil
    }
    var policy = design.loadingIndicator ?? LoadingIndicatorPolicy()
    if !messages.isEmpty { policy.messages = messages }
    return policy
  }

  /// The indicator handed to the launch session of `design` (the session decides when it
  /// shows), by the device's rule (`LaunchIndicator(design:configured:predictedWait:)`); `nil`
  /// when none runs. Its message order is seeded, so a preview is the same on every run.
  func indicator(for design: LaunchDesign) -> LaunchIndicator? {
    LaunchIndicator(
      design: design, configured: configuredPolicy(over: design), predictedWait: predictedWait)
  }
}
