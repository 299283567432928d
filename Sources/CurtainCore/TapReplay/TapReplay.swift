/// Decides which taps made on a cover reach the live UI (seed 003: PCalc kept the taps made on
/// its loading picture; Curtain keeps them only when they still mean the same thing).
public enum TapReplay {
  /// The replay plan for the touches in `recorder`, once the app is ready at `now`.
  ///
  /// A touch is replayed only if it is one finger alone, began and ended while recorded, was
  /// shorter than `maximumTapDuration`, moved no more than `allowableMovement`, ended no longer
  /// than `stalenessLimit` before `now`, and the live layout equals the cover's. O(n²) in the
  /// number of touches, at most `capacity`.
  /// - Parameters:
  ///   - recorder: The events recorded while the cover was up.
  ///   - now: The current time, in seconds on the events' clock.
  ///   - coverLayout: The layout the cover showed.
  ///   - liveLayout: The layout of the live UI now.
  ///   - policy: The limits.
  public static func plan(
    _ recorder: TouchRecorder, now: Double, coverLayout: LayoutSignature,
    liveLayout: LayoutSignature, policy: TapReplayPolicy = TapReplayPolicy()
  ) -> TapReplayPlan {
    plan(recorder, now: now, layoutMatches: coverLayout == liveLayout, policy: policy)
  }

  /// The replay plan when the layouts were already compared: `layoutMatches` false drops every
  /// tap that would otherwise be replayed as `.layoutChanged`.
  static func plan(
    _ recorder: TouchRecorder, now: Double, layoutMatches: Bool, policy: TapReplayPolicy
  ) -> TapReplayPlan {
    plan(recorder, now: now, layoutMatches: { _ in layoutMatches }, policy: policy)
  }

  /// The replay plan when the layout a touch was made on depends on when it began:
  /// `layoutMatches(time)` says whether the surface shown at `time` (the cover, or the app at
  /// the exit's start) has the live layout.
  static func plan(
    _ recorder: TouchRecorder, now: Double, layoutMatches: (Double) -> Bool,
    policy: TapReplayPolicy
  ) -> TapReplayPlan {
    let touches = RecordedTouch.group(recorder.events)
    var replay: [ReplayedTap] = []
    var dropped: [DroppedTouch] = []
    for touch in touches {
      let overlaps = touches.contains { $0.touchID != touch.touchID && $0.overlaps(touch) }
      let reason = dropReason(
        touch, truncated: recorder.truncatedTouchIDs.contains(touch.touchID),
        overlaps: overlaps, layoutMatches: layoutMatches(touch.first.time), now: now,
        policy: policy)
      if let reason {
        dropped.append(
          DroppedTouch(
            touchID: touch.touchID, location: touch.first.location, time: touch.first.time,
            reason: reason))
      } else {
        replay.append(
          ReplayedTap(touchID: touch.touchID, location: touch.last.location, time: touch.last.time))
      }
    }
    let ordered = replay.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    return TapReplayPlan(
      replay: ordered, dropped: dropped, overflowedEventCount: recorder.overflowedEventCount)
  }

  private static func dropReason(
    _ touch: RecordedTouch, truncated: Bool, overlaps: Bool, layoutMatches: Bool, now: Double,
    policy: TapReplayPolicy
  ) -> TapDropReason? {
    if truncated { return .overflow }
    if touch.first.phase != .began { return .startedBeforeRecording }
    if touch.last.phase == .cancelled { return .cancelled }
    if touch.last.phase != .ended { return .unfinished }
    if overlaps { return .multiTouch }
    let duration = touch.last.time - touch.first.time
    if duration > policy.maximumTapDuration { return .longPress(duration: duration) }
    let distance = touch.farthestDistanceFromStart
    if distance > policy.allowableMovement { return .drag(distance: distance) }
    if !layoutMatches { return .layoutChanged }
    let age = now - touch.last.time
    if age > policy.stalenessLimit { return .stale(age: age) }
    return nil
  }
}

/// One finger's recorded events, from its first to its last.
private struct RecordedTouch {
  var touchID: Int
  var events: [TouchEvent]

  var first: TouchEvent { events[0] }
  var last: TouchEvent { events[events.count - 1] }

  /// Whether the two touches were down at the same time (an unfinished touch lasts forever).
  func overlaps(_ other: RecordedTouch) -> Bool {
    first.time <= other.end && other.first.time <= end
  }

  private var end: Double {
    last.phase == .ended || last.phase == .cancelled ? last.time : .infinity
  }

  /// The largest distance, in points, of any event from the first.
  var farthestDistanceFromStart: Double {
    events.map { event in
      let dx = event.location.x - first.location.x
      let dy = event.location.y - first.location.y
      return (dx * dx + dy * dy).squareRoot()
    }.max() ?? 0
  }

  /// Groups events by finger, touches ordered by their first event; a touch ID reused after
  /// its touch ended starts a new touch.
  static func group(_ events: [TouchEvent]) -> [RecordedTouch] {
    var touches: [RecordedTouch] = []
    var open: [Int: Int] = [:]
    for event in events {
      if event.phase != .began, let position = open[event.touchID] {
        touches[position].events.append(event)
      } else {
        open[event.touchID] = touches.count
        touches.append(RecordedTouch(touchID: event.touchID, events: [event]))
      }
      if event.phase == .ended || event.phase == .cancelled {
        open[event.touchID] = nil
      }
    }
    return touches
  }
}
