/// The tunable shape of the exit presets, set in the config under `exit.style`; the defaults
/// reproduce seed 001 and common practice.
public struct ExitStyle: Hashable, Codable, Sendable {
  /// Reveal: the scale the logo mask first shrinks to. Default 0.75 (seed 001).
  public var revealShrinkScale: Double
  /// Reveal: when the shrink ends, as a fraction of the duration. Default 0.4 (seed 001).
  public var revealShrinkTime: Double
  /// Reveal: what fills the logo-shaped hole before the app shows through it. Default
  /// ``RevealOverlay/logo``: the logo itself, so the exit starts on exactly the picture the
  /// splash showed.
  public var revealOverlay: RevealOverlay
  /// Reveal: when the overlay starts fading, as a fraction of the duration; `nil` (the default)
  /// holds it until the shrink ends (`revealShrinkTime`), as the Twitter launch does.
  public var revealOverlayFadeStart: Double?
  /// Reveal: when the overlay is gone, as a fraction of the duration. Default 1.
  public var revealOverlayFadeEnd: Double
  /// Zoom out: how much the logo grows. Default 3.
  public var zoomScale: Double
  /// Heartbeat: seconds per beat. Default 1.2.
  public var heartbeatPeriod: Double
  /// Heartbeat: the logo's scale keyframes over one beat (a double pulse, back to 1).
  public var heartbeatScales: [Double]
  /// Heartbeat: key times of `heartbeatScales`.
  public var heartbeatKeyTimes: [Double]

  /// Default for `revealShrinkScale`.
  public static let defaultRevealShrinkScale = 0.75
  /// Default for `revealShrinkTime`.
  public static let defaultRevealShrinkTime = 0.4
  /// Default for `revealOverlay`.
  public static let defaultRevealOverlay = RevealOverlay.logo
  /// Default for `revealOverlayFadeEnd`.
  public static let defaultRevealOverlayFadeEnd = 1.0
  /// Default for `zoomScale`.
  public static let defaultZoomScale = 3.0
  /// Default for `heartbeatPeriod`, in seconds.
  public static let defaultHeartbeatPeriod = 1.2
  /// Default for `heartbeatScales`.
  public static let defaultHeartbeatScales = [1, 1.08, 1, 1.12, 1]
  /// Default for `heartbeatKeyTimes`.
  public static let defaultHeartbeatKeyTimes = [0, 0.12, 0.24, 0.4, 1]

  /// Creates a style; the defaults are documented per property.
  public init(
    revealShrinkScale: Double = ExitStyle.defaultRevealShrinkScale,
    revealShrinkTime: Double = ExitStyle.defaultRevealShrinkTime,
    revealOverlay: RevealOverlay = ExitStyle.defaultRevealOverlay,
    revealOverlayFadeStart: Double? = nil,
    revealOverlayFadeEnd: Double = ExitStyle.defaultRevealOverlayFadeEnd,
    zoomScale: Double = ExitStyle.defaultZoomScale,
    heartbeatPeriod: Double = ExitStyle.defaultHeartbeatPeriod,
    heartbeatScales: [Double] = ExitStyle.defaultHeartbeatScales,
    heartbeatKeyTimes: [Double] = ExitStyle.defaultHeartbeatKeyTimes
  ) {
    self.revealShrinkScale = revealShrinkScale
    self.revealShrinkTime = revealShrinkTime
    self.revealOverlay = revealOverlay
    self.revealOverlayFadeStart = revealOverlayFadeStart
    self.revealOverlayFadeEnd = revealOverlayFadeEnd
    self.zoomScale = zoomScale
    self.heartbeatPeriod = heartbeatPeriod
    self.heartbeatScales = heartbeatScales
    self.heartbeatKeyTimes = heartbeatKeyTimes
  }

  /// When the overlay starts fading, as a fraction of the duration: `revealOverlayFadeStart`,
  /// or the end of the shrink.
  public var resolvedRevealOverlayFadeStart: Double {
    revealOverlayFadeStart ?? revealShrinkTime
  }
}

/// What fills a reveal's logo-shaped hole at the exit's start, fading out to show the app.
public enum RevealOverlay: Hashable, Codable, Sendable {
  /// The logo image, scaled with the hole: the exit's first frame equals the splash's last.
  case logo
  /// A flat colour (seed 001's white view): the logo takes this colour at the exit's start,
  /// which shows as a jump unless the logo is that colour.
  case color(RGBAColor)
  /// Nothing: the app shows through the hole at once.
  case none
}
