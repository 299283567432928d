/// A tap to send to the live UI once it is ready; the Apple layer hit-tests `location`.
public struct ReplayedTap: Hashable, Sendable {
  /// The finger's identifier in the recording.
  public var touchID: Int
  /// Where the finger lifted, in window coordinates, in points.
  public var location: Point
  /// When the finger lifted, in seconds on the recording's clock.
  public var time: Double

  /// Creates a tap.
  public init(touchID: Int, location: Point, time: Double) {
    self.touchID = touchID
    self.location = location
    self.time = time
  }
}

/// Why a recorded touch is not replayed.
public enum TapDropReason: Hashable, Sendable {
  /// Some of its events did not fit in the recorder.
  case overflow
  /// Its `began` was not recorded (the finger was down before the cover appeared).
  case startedBeforeRecording
  /// The system cancelled it.
  case cancelled
  /// The finger was still down when the app became ready.
  case unfinished
  /// Another finger was down at the same time: multi-touch is never replayed.
  case multiTouch
  /// Held longer than a tap (seconds): long presses are never replayed.
  case longPress(duration: Double)
  /// Moved farther than a tap (points): drags and swipes are never replayed.
  case drag(distance: Double)
  /// The live layout differs from the one the cover showed.
  case layoutChanged
  /// Ended longer ago than the staleness limit (seconds).
  case stale(age: Double)
}

/// A recorded touch that is not replayed, and why.
public struct DroppedTouch: Hashable, Sendable {
  /// The finger's identifier in the recording.
  public var touchID: Int
  /// Where its first recorded event was, in points.
  public var location: Point
  /// When its first recorded event was, in seconds.
  public var time: Double
  /// Why it is dropped (the first reason that applies, in the order of `TapDropReason`).
  public var reason: TapDropReason

  /// Creates a dropped touch.
  public init(touchID: Int, location: Point, time: Double, reason: TapDropReason) {
    self.touchID = touchID
    self.location = location
    self.time = time
    self.reason = reason
  }
}

/// What to replay onto the live UI and what was dropped; the app is told both.
public struct TapReplayPlan: Hashable, Sendable {
  /// Taps to send, in the order the fingers lifted.
  public var replay: [ReplayedTap]
  /// Touches not replayed, in the order they began.
  public var dropped: [DroppedTouch]
  /// Events the recorder refused because it was full.
  public var overflowedEventCount: Int

  /// Creates a plan.
  public init(replay: [ReplayedTap], dropped: [DroppedTouch], overflowedEventCount: Int) {
    self.replay = replay
    self.dropped = dropped
    self.overflowedEventCount = overflowedEventCount
  }

  /// Whether nothing was recorded at all: no tap to replay, none dropped, none refused.
  public var isEmpty: Bool { replay.isEmpty && dropped.isEmpty && overflowedEventCount == 0 }
}
