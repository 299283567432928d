/// What a splash window's layout pass does, decided once for the device's splash controllers
/// (`SplashHostViewController`): each pass reads the screen (size, safe area, size classes) and
/// appearance the window has now; it redraws when they differ from the ones last drawn, and
/// re-states them to the session (`LaunchSession.sceneChanged`) when they differ from a screen
/// already drawn: a rotation, a split-view resize, a light/dark switch, or the first layout
/// pass after the cover finding another safe area than the one the first stage was built for
/// (``assumeDrawn(on:appearance:)``).
public struct SplashLayoutTracker: Hashable, Sendable {
  /// What one layout pass does.
  public enum Pass: Hashable, Sendable {
    /// Nothing changed: nothing is drawn.
    case keep
    /// Draw the stage for the screen found (the window's first drawing, or a forced one).
    case redraw
    /// Tell the session the screen or appearance changed, then draw the stage for it.
    case restate
  }

  /// The screen last drawn on; `nil` before the first.
  public private(set) var screen: Screen?
  /// The appearance last drawn in; `nil` before the first drawing.
  public private(set) var appearance: Appearance?

  /// Nothing drawn yet.
  public init() {}

  /// Takes `screen` and `appearance` as drawn (the ones the launch's first stage was built
  /// for), unless a pass already drew: a later pass that finds another screen re-states it.
  public mutating func assumeDrawn(on screen: Screen, appearance: Appearance) {
    guard self.screen == nil else { return }
    self.screen = screen
    self.appearance = appearance
  }

  /// A layout pass found `screen` and `appearance`; `force` redraws even when nothing
  /// changed (a video layer added).
  public mutating func laidOut(screen: Screen, appearance: Appearance, force: Bool = false)
    -> Pass
  {
    let previous = self.screen.map { ($0, self.appearance) }
    self.screen = screen
    self.appearance = appearance
    guard let previous else { return .redraw }
    if previous.0 != screen || previous.1 != appearance { return .restate }
    return force ? .redraw : .keep
  }
}
