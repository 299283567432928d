/// The limits that decide which recorded touches count as taps worth replaying.
public struct TapReplayPolicy: Hashable, Codable, Sendable {
  /// Seconds after a tap ended beyond which it is not replayed (the person has moved on).
  public var stalenessLimit: Double
  /// Longest press, in seconds, still counted as a tap; longer is a long press
  /// (`UILongPressGestureRecognizer.minimumPressDuration` is 0.5 s).
  public var maximumTapDuration: Double
  /// Farthest a finger may move, in points, and still tap; farther is a drag
  /// (`UILongPressGestureRecognizer.allowableMovement` is 10 points).
  public var allowableMovement: Double
  /// Most touch events recorded (`TouchRecorder`'s capacity).
  public var capacity: Int

  /// 3 seconds.
  public static let defaultStalenessLimit: Double = 3
  /// 0.5 seconds.
  public static let defaultMaximumTapDuration: Double = 0.5
  /// 10 points.
  public static let defaultAllowableMovement: Double = 10
  /// 32 events: 16 taps.
  public static let defaultCapacity = 32

  /// Creates a policy; every limit has a default.
  public init(
    stalenessLimit: Double = Self.defaultStalenessLimit,
    maximumTapDuration: Double = Self.defaultMaximumTapDuration,
    allowableMovement: Double = Self.defaultAllowableMovement,
    capacity: Int = Self.defaultCapacity
  ) {
    self.stalenessLimit = stalenessLimit
    self.maximumTapDuration = maximumTapDuration
    self.allowableMovement = allowableMovement
    self.capacity = capacity
  }
}
