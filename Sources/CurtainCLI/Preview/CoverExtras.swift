import CurtainCore

/// What a preview adds to the cover besides the launch design: the loading indicator and the
/// taps a simulated person makes while the app starts.
struct CoverExtras: Hashable, Sendable {
  /// Whether the loading indicator policy runs (its decisions are drawn over the cover).
  var showsIndicator = false
  /// The indicator's messages; empty: a plain spinner.
  var messages: [String] = []
  /// The launch's predicted wait in seconds (PCalc's rule: a short one never shows the
  /// indicator); nil: no history.
  var predictedWait: Double?
  /// The taps, in any order.
  var taps: [ScriptedTap] = []

  /// The policy the indicator follows (the library's defaults, with these messages).
  var indicatorPolicy: LoadingIndicatorPolicy { LoadingIndicatorPolicy(messages: messages) }

  /// The indicator handed to the launch session (the session decides when it shows); `nil`
  /// when the policy does not run. Its message order is seeded, so a preview is the same on
  /// every run.
  var indicator: LaunchIndicator? {
    showsIndicator ? LaunchIndicator(policy: indicatorPolicy, predictedWait: predictedWait) : nil
  }
}
