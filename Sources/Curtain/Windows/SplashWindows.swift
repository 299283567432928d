#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// Seed 001's two splash windows for one `UIWindowScene`: the foreground splash above the app
  /// window, the background splash (brand colour, no logo) below it.
  ///
  /// Created in `scene(_:willConnectTo:options:)` (before the scene's first frame) and made
  /// visible with `isHidden = false`, not `makeKeyAndVisible()`, so the app window stays key.
  /// They leave by alpha (``fadeOutForeground()``): setting `isHidden` on a window that is still
  /// drawn makes the screen blink (the seed's finding); ``remove()`` hides and releases them only
  /// once nothing of them shows. One instance per scene, so every window of a multi-window iPad
  /// app gets its own splash, whatever opened it (notification, URL, shortcut).
  @MainActor public final class SplashWindows {
    /// The scene the windows belong to.
    public let scene: UIWindowScene
    /// The window above the app window.
    public let foreground: UIWindow
    /// The window below the app window.
    public let background: UIWindow
    /// The controller drawing the foreground window.
    public let foregroundHost: SplashHostViewController
    /// The controller drawing the background window.
    public let backgroundHost: SplashHostViewController

    /// Creates both windows in `scene`, drawing the `.foregroundSplash` and `.backgroundSplash`
    /// windows of `stage`, at the stage's window levels.
    ///
    /// - Parameters:
    ///   - levels: `UIWindow.Level` raw values for the foreground and background windows.
    public init(
      scene: UIWindowScene, images: ImageProvider, levels: (foreground: Double, background: Double),
      stage: @escaping @MainActor (Screen, Appearance) -> Stage
    ) {
      self.scene = scene
      foregroundHost = SplashHostViewController(
        role: .foregroundSplash, images: images, stage: stage)
      backgroundHost = SplashHostViewController(
        role: .backgroundSplash, images: images, stage: stage)
      foreground = UIWindow(windowScene: scene)
      background = UIWindow(windowScene: scene)
      foreground.windowLevel = UIWindow.Level(rawValue: CGFloat(levels.foreground))
      background.windowLevel = UIWindow.Level(rawValue: CGFloat(levels.background))
      foreground.rootViewController = foregroundHost
      background.rootViewController = backgroundHost
    }

    /// Shows both windows; call before the scene's first frame is committed (in
    /// `willConnectTo`), so the first frame the app draws is the splash.
    public func show() {
      for window in [background, foreground] {
        window.alpha = 1
        window.isHidden = false
      }
    }

    /// The app's window in this scene: the first visible window that is not a splash window
    /// at the normal level.
    public var appWindow: UIWindow? {
      scene.windows.first { window in
        window !== foreground && window !== background && window.windowLevel == .normal
      }
    }

    /// Makes the foreground window transparent without hiding it (no blink), so what is under
    /// it (the app, the background splash) shows.
    public func fadeOutForeground() {
      foreground.alpha = 0
    }

    /// Hides and detaches both windows and clears any mask left on the app window; the app is
    /// alone on screen afterwards.
    public func remove() {
      appWindow?.layer.mask = nil
      for window in [foreground, background] {
        window.alpha = 0
        window.isHidden = true
        window.rootViewController = nil
        window.windowScene = nil
      }
    }
  }
#endif
