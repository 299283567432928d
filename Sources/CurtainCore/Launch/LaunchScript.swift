/// Plausible event scripts for simulated launches (`curtain plan`, previews).
public enum LaunchScript {
  /// Seconds after start at which the first frame is committed in the typical script.
  public static let firstFrameTime = 0.05
  /// Seconds after start at which the player is ready for display in the typical script.
  public static let playerReadyTime = 0.3
  /// Seconds the video plays in the typical script when it runs to its end.
  public static let videoLength = 3.0

  /// A typical launch: first frame at 0.05 s, the player ready at 0.3 s and finished 3 s later
  /// (when the plan has a video), the app ready at `readyAfter` seconds.
  public static func typical(for plan: LaunchPlan, readyAfter: Double) -> [ScheduledLaunchEvent] {
    var script = [ScheduledLaunchEvent(.firstFrameCommitted, at: firstFrameTime)]
    if case .video = plan.cover {
      script.append(ScheduledLaunchEvent(.playerReadyForDisplay, at: playerReadyTime))
      script.append(ScheduledLaunchEvent(.playerFinished, at: playerReadyTime + videoLength))
    }
    script.append(ScheduledLaunchEvent(.appReady, at: readyAfter))
    return script
  }
}
