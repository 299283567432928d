/// The loading indicator's decisions over time: what the renderer draws, and when.
public struct LoadingIndicatorTimeline: Hashable, Sendable {
  /// One decision.
  public enum Action: Hashable, Sendable {
    /// The indicator appears.
    case show
    /// The indicator's text becomes this message.
    case message(String)
    /// The indicator disappears.
    case hide
  }

  /// A decision and when it takes effect.
  public struct Event: Hashable, Sendable {
    /// Seconds since the wait began.
    public var time: Double
    /// What happens.
    public var action: Action

    /// Creates an event.
    public init(time: Double, action: Action) {
      self.time = time
      self.action = action
    }
  }

  /// The decisions in time order (empty: the indicator never shows).
  public var events: [Event]

  /// Creates a timeline from events in time order.
  public init(events: [Event]) {
    self.events = events
  }

  /// Whether the indicator is visible at `time` (seconds), and the message it shows.
  public func state(at time: Double) -> (visible: Bool, message: String?) {
    var visible = false
    var message: String?
    for event in events where event.time <= time {
      switch event.action {
      case .show: visible = true
      case .message(let text): message = text
      case .hide:
        visible = false
        message = nil
      }
    }
    return (visible, message)
  }

  /// What is drawn of the indicator at `time` (seconds), by ``LoadingIndicatorFade``: its
  /// opacity and its message (during the fade-out, the message it had at the hide); `nil` when
  /// nothing is drawn. A show after a hide starts a new fade-in.
  public func appearance(at time: Double) -> (opacity: Double, message: String?)? {
    var shownAt: Double?
    var hiddenAt: Double?
    var message: String?
    var shownMessage: String?
    for event in events where event.time <= time {
      switch event.action {
      case .show:
        if shownAt == nil || hiddenAt != nil { shownAt = event.time }
        hiddenAt = nil
      case .message(let text): message = text
      case .hide:
        guard shownAt != nil, hiddenAt == nil else { continue }
        hiddenAt = event.time
        shownMessage = message
        message = nil
      }
    }
    guard let shownAt else { return nil }
    let opacity = LoadingIndicatorFade.opacity(at: time, shownAt: shownAt, hiddenAt: hiddenAt)
    guard opacity > 0 else { return nil }
    return (opacity, hiddenAt == nil ? message : shownMessage)
  }
}
