/// What the device does to the loading indicator's view, decided once: the Apple layer's
/// presenter (`SplashIndicatorPresenter`) only performs these on the view the app's hook
/// (`LaunchCurtainConfiguration.loadingIndicatorView`) or Curtain makes, and the parity test
/// plays them against what `curtain preview` paints (`LoadingIndicatorTimeline.appearance(at:)`).
public enum LoadingIndicatorViewOperation: Hashable, Sendable {
  /// Make the indicator's view, transparent and without a message, centred in the foreground
  /// splash with its bottom edge `bottom` points from the top, and fade it in over `seconds`.
  case appear(bottom: Double, seconds: Double)
  /// Show `message` in the view.
  case say(String)
  /// Move the view's bottom edge to `bottom` points from the top.
  case move(bottom: Double)
  /// Fade the view out over `seconds`, then remove it; it is no longer the indicator (a later
  /// show makes a new view).
  case disappear(seconds: Double)
  /// Remove the indicator's views at once: the splash windows are going.
  case remove
}

/// The device's indicator view for one scene's splash: what each of the scene's operations
/// (`SceneOperations`) does to it, fading by `LoadingIndicatorFade` as the preview paints.
public struct LoadingIndicatorViews: Hashable, Sendable {
  /// Whether the indicator's view is up (shown and not hidden since).
  public private(set) var isUp = false
  /// Whether a view was made and not yet removed at once (up, or fading out).
  private var drawn = false

  /// No view yet.
  public init() {}

  /// What `operation` does to the indicator's view (nothing for the operations that are not
  /// the indicator's).
  public mutating func operations(for operation: SceneOperation)
    -> [LoadingIndicatorViewOperation]
  {
    switch operation {
    case .indicator(.show, let bottom):
      guard !isUp else { return [] }
      isUp = true
      drawn = true
      return [.appear(bottom: bottom, seconds: LoadingIndicatorFade.seconds)]
    case .indicator(.message(let text), _):
      return isUp ? [.say(text)] : []
    case .indicator(.hide, _):
      guard isUp else { return [] }
      isUp = false
      return [.disappear(seconds: LoadingIndicatorFade.seconds)]
    case .placeIndicator(let bottom):
      return isUp ? [.move(bottom: bottom)] : []
    case .takeDownSplash:
      guard drawn else { return [] }
      isUp = false
      drawn = false
      return [.remove]
    default:
      return []
    }
  }
}
