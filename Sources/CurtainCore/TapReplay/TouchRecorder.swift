/// Keeps the touch events made on a cover, up to a fixed number.
///
/// On overflow the earliest events are kept and later ones refused: replaying the first taps
/// of a sequence in order keeps what the person meant so far (the digits of a number typed on
/// PCalc), whereas replaying only the last ones would not. A touch that lost any event to the
/// overflow is dropped whole. The Apple layer owns the recorder on the main thread.
public struct TouchRecorder: Hashable, Sendable {
  /// Most events kept.
  public let capacity: Int
  /// The kept events, in the order they were recorded.
  public private(set) var events: [TouchEvent] = []
  /// How many events were refused because the recorder was full.
  public private(set) var overflowedEventCount = 0
  /// Touches that lost at least one event to the overflow.
  public private(set) var truncatedTouchIDs: Set<Int> = []

  /// Creates an empty recorder holding at most `capacity` events (32 by default).
  public init(capacity: Int = TapReplayPolicy.defaultCapacity) {
    self.capacity = max(0, capacity)
  }

  /// Keeps `event` if there is room; returns whether it was kept.
  @discardableResult
  public mutating func record(_ event: TouchEvent) -> Bool {
    guard events.count < capacity else {
      overflowedEventCount += 1
      truncatedTouchIDs.insert(event.touchID)
      return false
    }
    events.append(event)
    return true
  }
}
