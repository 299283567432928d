/// What an animation shows outside its active time (`CAMediaTiming.fillMode`).
public enum FillMode: String, Hashable, Codable, Sendable, CaseIterable {
  /// `kCAFillModeRemoved`: outside its active time the model value shows.
  case removed
  /// `kCAFillModeForwards`: after the end, the final value stays.
  case forwards
  /// `kCAFillModeBackwards`: before the begin time, the first value shows.
  case backwards
  /// `kCAFillModeBoth`: forwards and backwards.
  case both

  /// Whether the first value shows before the begin time.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
  /// Whether the final value stays after the end.
  public var fillsForwards: Bool { self == .forwards || self == .both }
}

/// `CAMediaTiming` of an animation or group: when it runs, how long, how often, and its fill.
///
/// Times are seconds in the parent's timeline (the group's, or the exit's for a group).
public struct AnimationTiming: Hashable, Codable, Sendable {
  /// `beginTime`: seconds after the parent's start.
  public var beginTime: Double
  /// `duration` of one iteration, seconds; 0 means the animation is instantaneous.
  public var duration: Double
  /// `repeatCount`: iterations, fractional allowed; 0 (CoreAnimation's default) means once.
  public var repeatCount: Double
  /// `fillMode`.
  public var fillMode: FillMode
  /// `isRemovedOnCompletion`: a top-level group that is removed shows the model value after its
  /// end whatever its fill; CoreAnimation ignores it on animations inside a group.
  public var isRemovedOnCompletion: Bool

  /// Creates timing; the defaults are CoreAnimation's except the duration, which is explicit.
  public init(
    beginTime: Double = 0, duration: Double, repeatCount: Double = 0,
    fillMode: FillMode = .removed, isRemovedOnCompletion: Bool = true
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.repeatCount = repeatCount
    self.fillMode = fillMode
    self.isRemovedOnCompletion = isRemovedOnCompletion
  }

  /// Seconds from `beginTime` to the end of the last iteration.
  public var activeDuration: Double { duration * max(repeatCount, 1) }

  /// Seconds after `beginTime` at which the animation ends.
  public var endTime: Double { beginTime + activeDuration }

  /// The fraction of the current iteration at parent time `time`, or `nil` when the animation
  /// shows nothing (before its begin without backwards fill, after its end without forwards
  /// fill). An iteration's end maps to 1, as CoreAnimation holds the final value.
  public func fraction(at time: Double) -> Double? {
    let local = time - beginTime
    if local < 0 { return fillMode.fillsBackwards ? 0 : nil }
    if local >= activeDuration {
      guard fillMode.fillsForwards else { return nil }
      guard duration > 0 else { return 1 }
      let iterations = max(repeatCount, 1)
      let last = iterations - iterations.rounded(.down)
      return last == 0 ? 1 : last
    }
    guard duration > 0 else { return 1 }
    let iteration = local / duration
    return iteration - iteration.rounded(.down)
  }
}
