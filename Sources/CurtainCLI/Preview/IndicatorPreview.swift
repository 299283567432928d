import CurtainCore

/// The loading indicator's decisions for one previewed launch, on the launch's clock.
///
/// The wait begins when the cover appears (the first frame). The app's splash leaves when the
/// indicator hides, not before: its minimum show time is what keeps it from flickering, so a
/// shown indicator holds the cover until ``hideTime``.
struct IndicatorPreview: Sendable {
  /// The policy's timeline, in seconds since the wait began.
  let timeline: LoadingIndicatorTimeline
  /// Seconds after start at which the wait began.
  let waitStart: Double

  /// A fixed seed, so the same preview shows its messages in the same order every time.
  static let messageSeed: UInt64 = 0x0C0F_FEE5

  /// Runs the policy for a wait from `waitStart` until the app is ready at `readyAfter`.
  init(extras: CoverExtras, waitStart: Double, readyAfter: Double) {
    var generator = SplitMix64(seed: Self.messageSeed)
    timeline = extras.indicatorPolicy.timeline(
      predictedWait: extras.predictedWait, readyAt: max(0, readyAfter - waitStart),
      using: &generator)
    self.waitStart = waitStart
  }

  /// Seconds after start at which the indicator appears, if it does.
  var showTime: Double? {
    timeline.events.first { $0.action == .show }.map { waitStart + $0.time }
  }

  /// Seconds after start at which the indicator goes, if it appears.
  var hideTime: Double? {
    timeline.events.last { $0.action == .hide }.map { waitStart + $0.time }
  }

  /// Each message shown, once, in the order first shown.
  var messages: [String] {
    var seen: Set<String> = []
    return timeline.events.compactMap {
      guard case .message(let text) = $0.action, seen.insert(text).inserted else { return nil }
      return text
    }
  }

  /// Whether the indicator is up at `time` (seconds after start), and its message.
  func state(at time: Double) -> (visible: Bool, message: String?) {
    timeline.state(at: time - waitStart)
  }
}
