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
  /// chooses by appearance (``revealOverlayFade(in:)``).
  public var revealOverlayFadeStart: Double?
  /// Reveal: when the overlay is gone, as a fraction of the duration; `nil` (the default)
  /// chooses by appearance (``revealOverlayFade(in:)``).
  public var revealOverlayFadeEnd: Double?
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
  /// Default for `revealOverlayFadeEnd` in light mode.
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
    revealOverlayFadeEnd: Double? = nil,
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

  /// When the overlay starts fading in light mode, as a fraction of the duration:
  /// `revealOverlayFadeStart`, or the end of the shrink.
  public var resolvedRevealOverlayFadeStart: Double {
    revealOverlayFade(in: .light).start
  }

  /// When the reveal's overlay starts fading and when it is gone, as fractions of the duration,
  /// for a launch in `appearance`; a value set in the config wins.
  ///
  /// Light: opaque until the shrink ends (`revealShrinkTime`), gone at the exit's end, as the
  /// Twitter launch holds its white view: a light logo fading over a light app blends in.
  /// Dark: gone by the shrink's end, from the exit's start. A light logo fading over a dark app
  /// is a grey shape with the app's rows seen through it; while the hole grows to cover the
  /// screen that shape would fill most of it. Fading while the hole is no bigger than the logo
  /// turns the logo into a window onto the app, which then opens.
  public func revealOverlayFade(in appearance: Appearance) -> (start: Double, end: Double) {
    let start: Double
    let end: Double
    switch appearance {
    case .light:
      start = revealOverlayFadeStart ?? revealShrinkTime
      end = revealOverlayFadeEnd ?? Self.defaultRevealOverlayFadeEnd
    case .dark:
      start = revealOverlayFadeStart ?? 0
      end = revealOverlayFadeEnd ?? max(start, revealShrinkTime)
    }
    return (start, end)
  }

  /// This style with the overlay's fade fixed for `appearance` (``revealOverlayFade(in:)``):
  /// what the exit built for a launch in that appearance uses.
  public func resolved(for appearance: Appearance) -> ExitStyle {
    var style = self
    (style.revealOverlayFadeStart, style.revealOverlayFadeEnd) = revealOverlayFade(in: appearance)
    return style
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
