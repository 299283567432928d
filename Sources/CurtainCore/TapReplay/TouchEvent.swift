/// The phase of one finger's touch (`UITouch.Phase`).
public enum TouchPhase: String, Hashable, Codable, Sendable, CaseIterable {
  /// The finger went down.
  case began
  /// The finger moved.
  case moved
  /// The finger is down and has not moved since the last event.
  case stationary
  /// The finger lifted.
  case ended
  /// The system cancelled the touch (a call came in, a gesture took it).
  case cancelled
}

/// One touch event seen while a cover (snapshot or replica) hid the app.
public struct TouchEvent: Hashable, Codable, Sendable {
  /// Identifies one finger from `began` to `ended` or `cancelled` (the Apple layer numbers the
  /// `UITouch` objects it sees).
  public var touchID: Int
  /// What the finger did.
  public var phase: TouchPhase
  /// Where, in window coordinates, in points.
  public var location: Point
  /// When, in seconds on the clock the replay decision uses (`UITouch.timestamp`: uptime).
  public var time: Double

  /// Creates an event.
  public init(touchID: Int, phase: TouchPhase, location: Point, time: Double) {
    self.touchID = touchID
    self.phase = phase
    self.location = location
    self.time = time
  }
}

/// What the screen looked like where taps landed: the app computes it (for instance from the
/// frames of its first screen's controls) for the cover and again for the live UI; taps are
/// replayed only when both are equal.
public struct LayoutSignature: Hashable, Codable, Sendable {
  /// The app's summary of the layout, compared for equality only.
  public var rawValue: String

  /// Creates a signature.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
