/// How the loading indicator fades, decided once for the device and the preview: it fades in
/// over ``seconds`` starting at the session's show (`LaunchEffect.indicator(.show)`) and fades
/// out over ``seconds`` starting at the session's hide (`LaunchEffect.indicator(.hide)`), so it
/// is fully drawn at the instant of the hide and gone ``seconds`` later. The device animates its
/// view for ``seconds`` on each effect; the preview paints ``LoadingIndicatorTimeline/appearance(at:)``.
public enum LoadingIndicatorFade {
  /// Seconds the indicator takes to fade in and to fade out, as HUDs on iOS do.
  public static let seconds = 0.2

  /// The indicator's opacity at `time`, shown at `shownAt` and hidden at `hiddenAt` (`nil`: not
  /// hidden yet), all in seconds on one clock: rising from the show, falling from the hide (a
  /// hide during the fade-in falls from the opacity reached, over ``seconds``).
  public static func opacity(at time: Double, shownAt: Double, hiddenAt: Double?) -> Double {
    let rise = max(0, min(1, (min(time, hiddenAt ?? time) - shownAt) / seconds))
    let fall = hiddenAt.map { min(1, 1 - (time - $0) / seconds) } ?? 1
    return max(0, min(1, rise * fall))
  }
}
