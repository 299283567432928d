/// The tunable shape of the exit presets; the defaults reproduce seed 001 and common practice.
public struct ExitStyle: Hashable, Codable, Sendable {
  /// Reveal: the scale the logo mask first shrinks to. Default 0.75 (seed 001).
  public var revealShrinkScale: Double
  /// Reveal: when the shrink ends, as a fraction of the duration. Default 0.4 (seed 001).
  public var revealShrinkTime: Double
  /// Reveal: colour of the overlay on the app that fades out (seed 001's white view).
  public var revealOverlayColor: RGBAColor
  /// Zoom out: how much the logo grows. Default 3.
  public var zoomScale: Double
  /// Heartbeat: seconds per beat. Default 1.2.
  public var heartbeatPeriod: Double
  /// Heartbeat: the logo's scale keyframes over one beat (a double pulse, back to 1).
  public var heartbeatScales: [Double]
  /// Heartbeat: key times of `heartbeatScales`.
  public var heartbeatKeyTimes: [Double]

  /// Creates a style; the defaults are documented per property.
  public init(
    revealShrinkScale: Double = 0.75, revealShrinkTime: Double = 0.4,
    revealOverlayColor: RGBAColor = .white, zoomScale: Double = 3, heartbeatPeriod: Double = 1.2,
    heartbeatScales: [Double] = [1, 1.08, 1, 1.12, 1],
    heartbeatKeyTimes: [Double] = [0, 0.12, 0.24, 0.4, 1]
  ) {
    self.revealShrinkScale = revealShrinkScale
    self.revealShrinkTime = revealShrinkTime
    self.revealOverlayColor = revealOverlayColor
    self.zoomScale = zoomScale
    self.heartbeatPeriod = heartbeatPeriod
    self.heartbeatScales = heartbeatScales
    self.heartbeatKeyTimes = heartbeatKeyTimes
  }
}
