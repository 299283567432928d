/// One step of putting a scene's splash up (`LaunchCurtain.cover(_:)`), performed by the Apple
/// layer's `SceneCurtain` in the order of ``order``, all in the turn of the scene's connection
/// (before its first frame is committed).
///
/// The first stage is built for the window as it will be shown: a window not yet shown is not
/// in the scene's visible hierarchy and has no safe area (branding pinned to the bottom safe
/// area would be drawn 34 pt low on a Face ID iPhone), so the windows are shown and laid out
/// before the screen is measured. The measured screen is then taken as drawn, so a layout pass
/// UIKit runs before the commit re-states the screen to the session if it differs
/// (`SplashLayoutTracker`).
public enum SplashCoverStep: Hashable, Sendable, CaseIterable {
  /// Show both splash windows (`isHidden = false`): the foreground window joins the scene's
  /// visible hierarchy and gets the safe area it is shown with.
  case showWindows
  /// Lay the foreground window out now (`layoutIfNeeded()`): its views get their frames and
  /// safe-area insets.
  case layOut
  /// Measure the screen (size, scale, safe area, size classes) and appearance the first stage
  /// is built for, and the app's own launch screen as UIKit laid it out there.
  case measure
  /// Make the session from what was measured (an invalid design: no splash, its signals fire).
  case makeSession
  /// Take the measured screen as drawn by the foreground window's controller
  /// (`SplashLayoutTracker.assumeDrawn(on:appearance:)`).
  case assumeDrawn
  /// Observe the scene (taps, settings, layout, background) and start the session: it draws
  /// the first stage.
  case startSession
  /// Watch for the scene's first frame being committed.
  case watchFirstFrame

  /// The steps in the order they are performed.
  public static let order: [SplashCoverStep] = [
    .showWindows, .layOut, .measure, .makeSession, .assumeDrawn, .startSession, .watchFirstFrame,
  ]
}
