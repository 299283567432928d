/// One step of a launch: what happened, what the coordinator did, what covered the screen
/// afterwards.
public struct LaunchTimelineEntry: Hashable, Sendable {
  /// Seconds after start.
  public var time: Double
  /// The event handled; `nil` for the start.
  public var event: LaunchEvent?
  /// The actions emitted, in order.
  public var actions: [LaunchAction]
  /// The phase afterwards.
  public var phase: LaunchCoordinator.Phase
  /// What covered the screen afterwards.
  public var cover: ScreenCover

  /// Creates an entry.
  public init(
    time: Double, event: LaunchEvent?, actions: [LaunchAction], phase: LaunchCoordinator.Phase,
    cover: ScreenCover
  ) {
    self.time = time
    self.event = event
    self.actions = actions
    self.phase = phase
    self.cover = cover
  }
}
