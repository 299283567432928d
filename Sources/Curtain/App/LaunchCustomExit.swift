#if canImport(UIKit)
  import UIKit

  /// The app's own exit, like Android's `setOnExitAnimationListener`: handed to
  /// ``LaunchCurtainConfiguration/customExit`` when the splash should leave, in place of the
  /// design's exit (while Reduce Motion is off; with it on, the design's Reduce Motion exit
  /// runs).
  ///
  /// Animate ``splash`` (and ``background``, the brand colour below the app window) away, or
  /// the app window in, within ``duration`` seconds, then call ``finish()``. The splash windows
  /// are removed at ``finish()`` or when ``duration`` has passed, whichever comes first: a
  /// custom exit can never hold the splash longer than the design's exit.
  @MainActor public final class LaunchCustomExit {
    /// The splash window above the app window (held weakly: it goes with the splash).
    public private(set) weak var splash: UIWindow?
    /// The brand-colour window below the app window (held weakly).
    public private(set) weak var background: UIWindow?
    /// The app's window in the scene, if it has one (held weakly).
    public private(set) weak var app: UIWindow?
    /// Seconds the exit has, from now: the design's exit duration.
    public let duration: TimeInterval
    private var onFinish: (@MainActor () -> Void)?

    init(
      splash: UIWindow, background: UIWindow, app: UIWindow?, duration: TimeInterval,
      finish: @escaping @MainActor () -> Void
    ) {
      self.splash = splash
      self.background = background
      self.app = app
      self.duration = duration
      onFinish = finish
    }

    /// Says the exit's animation is done: the splash windows are removed now. Later calls do
    /// nothing.
    public func finish() {
      let finish = onFinish
      onFinish = nil
      finish?()
    }
  }
#endif
