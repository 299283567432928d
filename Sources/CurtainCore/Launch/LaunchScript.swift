/// The platform side of a simulated launch (`curtain plan`, `preview`, `check`, tests): when iOS
/// commits the first frame, when the app says it is ready, and when the video player gets
/// ready and ends. The one script every simulated launch uses.
public struct LaunchScript: Hashable, Sendable {
  /// Seconds after start at which the first frame (with the splash) is committed.
  public var firstFrameTime: Double
  /// Seconds after start at which the app says it is ready.
  public var readyAfter: Double
  /// Seconds after the first frame at which the player is ready for display.
  public var playerReadyDelay: Double
  /// Seconds the video plays before it ends by itself.
  public var videoLength: Double

  /// Default for `firstFrameTime`, in seconds.
  public static let defaultFirstFrameTime = 0.05
  /// Default for `playerReadyDelay`, in seconds (seed 000 saw 0.25 to 0.4 s of loading).
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

/// An event at a time, in seconds after the launch started.
public struct ScheduledLaunchEvent: Hashable, Sendable {
  /// Seconds after start.
  public var time: Double
  /// The event.
  public var event: LaunchEvent

  /// Creates a scheduled event.
  public init(_ event: LaunchEvent, at time: Double) {
    self.time = time
    self.event = event
  }
}
