/// The scripted platform side of a simulated launch: when iOS commits the first frame, when
/// the app says it is ready, and when the video player gets ready and ends.
public struct LaunchSimulationScript: Hashable, Sendable {
  /// Seconds after start at which the first frame (with the splash) is committed. Default 0.05.
  public var firstFrameTime: Double
  /// Seconds after start at which the app says it is ready.
  public var readyAfter: Double
  /// Seconds after the first frame at which the player is ready for display. Default 0.25
  /// (seed 000 saw 0.25 to 0.4 s of loading).
  public var playerReadyDelay: Double
  /// Seconds the video plays before it ends by itself. Default 3.
  public var videoLength: Double

  /// Default for `firstFrameTime`, in seconds.
  public static let defaultFirstFrameTime = 0.05
  /// Default for `playerReadyDelay`, in seconds.
  public static let defaultPlayerReadyDelay = 0.25
  /// Default for `videoLength`, in seconds.
  public static let defaultVideoLength = 3.0

  /// Creates a script; see each property for its default.
  public init(
    readyAfter: Double, firstFrameTime: Double = Self.defaultFirstFrameTime,
    playerReadyDelay: Double = Self.defaultPlayerReadyDelay,
    videoLength: Double = Self.defaultVideoLength
  ) {
    self.firstFrameTime = firstFrameTime
    self.readyAfter = readyAfter
    self.playerReadyDelay = playerReadyDelay
    self.videoLength = videoLength
  }

  /// Seconds after start at which the player is ready for display.
  public var playerReadyTime: Double { firstFrameTime + playerReadyDelay }

  /// The platform events for `plan`, the player's only when it has a video.
  public func events(for plan: LaunchPlan) -> [ScheduledLaunchEvent] {
    var events = [ScheduledLaunchEvent(.firstFrameCommitted, at: firstFrameTime)]
    if case .video = plan.cover {
      events.append(ScheduledLaunchEvent(.playerReadyForDisplay, at: playerReadyTime))
      events.append(ScheduledLaunchEvent(.playerFinished, at: playerReadyTime + videoLength))
    }
    events.append(ScheduledLaunchEvent(.appReady, at: readyAfter))
    return events
  }
}
