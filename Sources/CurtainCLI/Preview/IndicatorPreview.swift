import CurtainCore

/// The loading indicator's decisions for one previewed launch, as the launch session sent them
/// (`LaunchEffect.indicator`), on the launch's clock: the indicator a device draws above its
/// splash. The session decides; the preview only reads. It never holds the cover: it goes when
/// the splash starts to leave.
struct IndicatorPreview: Sendable {
  /// The session's indicator decisions, in seconds after start.
  let timeline: LoadingIndicatorTimeline
  private let simulation: SimulatedLaunch

  /// Reads the indicator the session drew in `simulation`.
  init(simulation: SimulatedLaunch) {
    self.simulation = simulation
    timeline = simulation.indicatorTimeline
  }

  /// What is drawn of the indicator at `time` (seconds after start), as a device draws it
  /// (`SimulatedLaunch.indicatorAppearance(at:)`): faded, and gone with the splash.
  func appearance(at time: Double) -> (opacity: Double, message: String?)? {
    simulation.indicatorAppearance(at: time)
  }

  /// Seconds after start at which the indicator appears, if it does.
  var showTime: Double? {
    timeline.events.first { $0.action == .show }.map(\.time)
  }

  /// Seconds after start at which the indicator goes, if it appears.
  var hideTime: Double? {
    timeline.events.last { $0.action == .hide }.map(\.time)
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
    timeline.state(at: time)
  }
}
