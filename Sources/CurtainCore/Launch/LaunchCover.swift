/// What the splash shows while the app starts.
public enum LaunchCover: Hashable, Sendable {
  /// The in-app replica of the system launch screen.
  case replica
  /// The splash video, over the replica until its first frame is ready.
  case video(VideoDesign)
  /// The snapshot of the app's last state.
  case snapshot(SnapshotReference)
}

extension LaunchCover {
  /// Whether the cover is a snapshot of the app's last state.
  public var isSnapshot: Bool {
    if case .snapshot = self { return true }
    return false
  }

  /// Whether the cover is the splash video.
  public var isVideo: Bool {
    if case .video = self { return true }
    return false
  }
}
