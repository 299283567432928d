/// One controller the app's root presents, as the splash's preference rule reads it (a
/// `UIViewController` described without UIKit, in the presentation chain's order).
public struct PresentedController: Hashable, Sendable {
  /// Whether its presentation fills the window (`modalPresentationStyle` `.fullScreen` or
  /// `.overFullScreen`): UIKit asks only such a controller, or the root, for orientations.
  public var fillsWindow: Bool
  /// Whether it takes the status bar's appearance from its presenter: a `.fullScreen`
  /// presentation, or `modalPresentationCapturesStatusBarAppearance`.
  public var capturesStatusBar: Bool
  /// Whether it is being dismissed (`isBeingDismissed`): it and what it presents are leaving.
  public var isBeingDismissed: Bool

  /// Describes a presented controller; by default a full-screen presentation.
  public init(
    fillsWindow: Bool = true, capturesStatusBar: Bool = true, isBeingDismissed: Bool = false
  ) {
    self.fillsWindow = fillsWindow
    self.capturesStatusBar = capturesStatusBar
    self.isBeingDismissed = isBeingDismissed
  }
}

/// Which of the app's controllers the splash asks for the status bar and the orientations it
/// reports, so a light status bar or a portrait-only app stays so while the splash covers it.
///
/// The chain is the app window's root (``AppWindowRule``'s window) and the controllers it
/// presents, in order. The status bar comes from the last controller that captures it (UIKit
/// hands it from presenter to presented only for a full-screen presentation or one that sets
/// `modalPresentationCapturesStatusBarAppearance`), the orientations from the topmost one that
/// fills the window, else the root (as UIKit asks them). A controller being dismissed, and any
/// it presents, are skipped. With no app window or no root yet the result is `nil`: the splash
/// reports UIKit's defaults for its own controller.
public enum SplashPreferenceRule {
  /// The index in the chain (`0` the root, `n` the `n`th presented) whose status bar the splash
  /// reports; `nil` when the app has no root controller.
  public static func statusBarController(hasRoot: Bool, presented: [PresentedController]) -> Int? {
    controller(hasRoot: hasRoot, presented: presented, taking: \.capturesStatusBar)
  }

  /// The index in the chain whose supported orientations the splash reports; `nil` when the app
  /// has no root controller.
  public static func orientationController(hasRoot: Bool, presented: [PresentedController])
    -> Int?
  {
    controller(hasRoot: hasRoot, presented: presented, taking: \.fillsWindow)
  }

  private static func controller(
    hasRoot: Bool, presented: [PresentedController],
    taking takes: KeyPath<PresentedController, Bool>
  ) -> Int? {
    guard hasRoot else { return nil }
    var chosen = 0
    for (offset, controller) in presented.enumerated() {
      if controller.isBeingDismissed { break }
      if controller[keyPath: takes] { chosen = offset + 1 }
    }
    return chosen
  }
}
