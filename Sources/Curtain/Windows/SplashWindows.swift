#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// Seed 001's two splash windows for one `UIWindowScene`: the foreground splash above the app
  /// window, the background splash (brand colour, no logo) below it.
  ///
  /// Created in `scene(_:willConnectTo:options:)` (before the scene's first frame) and made
  /// visible with `isHidden = false`, not `makeKeyAndVisible()`, so the app window stays key.
  /// They leave by alpha: setting `isHidden` on a window that is still drawn makes the screen
  /// blink (the seed's finding); ``remove()`` hides and releases them only once the exit has
  /// made them transparent. One instance per scene, so every window of a multi-window iPad app
  /// gets its own splash, whatever opened it (notification, URL, shortcut).
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
    /// The mask and overlays the stage puts on the app window.
    public let appDecoration: AppWindowDecoration
    /// Where the windows get their stage.
    public let source: StageSource
    private let images: ImageProvider
    /// The window the app names its own in the scene (``LaunchCurtainConfiguration/appWindow``).
    private let namedAppWindow: @MainActor (UIWindowScene) -> UIWindow?
    private var applied: Stage?
    /// Whether ``remove()`` ran; the windows draw nothing afterwards.
    public private(set) var isRemoved = false

    /// Creates both windows in `scene`, drawing the `.foregroundSplash` and `.backgroundSplash`
    /// windows of `source`'s stages.
    ///
    /// - Parameters:
    ///   - scene: the scene the windows belong to.
    ///   - images: the stage's images by name.
    ///   - levels: `UIWindow.Level` raw values of the foreground and background windows.
    ///   - appContentID: the stage's layer id standing for the app's own content.
    ///   - source: the stages to draw.
    ///   - namedAppWindow: the window the app names its own in the scene, if any.
    public init(
      scene: UIWindowScene, images: ImageProvider, levels: (foreground: Double, background: Double),
      appContentID: String, source: StageSource,
      namedAppWindow: @escaping @MainActor (UIWindowScene) -> UIWindow? = { _ in nil }
    ) {
      self.scene = scene
      self.images = images
      self.namedAppWindow = namedAppWindow
      self.source = source
      appDecoration = AppWindowDecoration(contentID: appContentID)
      foregroundHost = SplashHostViewController(
        role: .foregroundSplash, images: images, source: source)
      backgroundHost = SplashHostViewController(
        role: .backgroundSplash, images: images, source: source)
      foreground = UIWindow(windowScene: scene)
      background = UIWindow(windowScene: scene)
      foreground.windowLevel = UIWindow.Level(rawValue: CGFloat(levels.foreground))
      background.windowLevel = UIWindow.Level(rawValue: CGFloat(levels.background))
      foreground.rootViewController = foregroundHost
      background.rootViewController = backgroundHost
      let appController: @MainActor () -> UIViewController? = { [weak self] in
        self?.appWindow?.rootViewController
      }
      foregroundHost.appController = appController
      backgroundHost.appController = appController
    }

    /// Makes the foreground window modal to VoiceOver (the app's controls under it unreachable)
    /// or releases it; the core's `SceneOperations` says when.
    public func setModalToVoiceOver(_ modal: Bool) {
      foreground.accessibilityViewIsModal = modal
    }

    /// Shows both windows; call before the scene's first frame is committed (in
    /// `willConnectTo`), so the first frame the app draws is the splash.
    public func show() {
      for window in [background, foreground] {
        window.alpha = 1
        window.isHidden = false
      }
      foregroundHost.setNeedsStatusBarAppearanceUpdate()
    }

    /// The app's window in this scene, as the core's `AppWindowRule` picks it.
    public var appWindow: UIWindow? {
      Self.appWindow(in: scene, excluding: [foreground, background], named: namedAppWindow(scene))
    }

    /// The app's window in `scene` as the core's `AppWindowRule` picks it from the scene's
    /// windows described (level, key, hidden, one of `splash`, the one the app `named`); also
    /// after the splash windows are gone, for snapshot captures and tap replays.
    public static func appWindow(
      in scene: UIWindowScene, excluding splash: [UIWindow] = [], named: UIWindow? = nil
    ) -> UIWindow? {
      let windows = scene.windows
      let described = windows.map { window in
        SceneWindow(
          level: Double(window.windowLevel.rawValue), isKey: window.isKeyWindow,
          isHidden: window.isHidden, isSplash: splash.contains { $0 === window },
          isNamedByApp: window === named)
      }
      return AppWindowRule.appWindow(among: described).map { windows[$0] }
    }

    /// Draws `stage` now, in all three windows, and keeps drawing it on relayout; does nothing
    /// once the windows are removed (an exit's completion arriving after a rotation ended it).
    public func apply(_ stage: Stage) {
      guard !isRemoved else { return }
      applied = stage
      source.stage = { _, _ in stage }
      foregroundHost.show(stage.window(.foregroundSplash))
      backgroundHost.show(stage.window(.backgroundSplash))
      if let appWindow {
        let builder = CALayerTreeBuilder(images: images, traits: appWindow.traitCollection)
        appDecoration.apply(stage.window(.app), to: appWindow, builder: builder)
      }
    }

    /// The drawn layer at `address` of the stage last given to ``apply(_:)``, where an exit's
    /// animations go.
    public func layer(at address: LayerAddress) -> CALayer? {
      guard let root = applied?.window(address.window)?.layer.id else { return nil }
      switch address.window {
      case .foregroundSplash: return foregroundHost.layer(withID: address.layer, rootID: root)
      case .backgroundSplash: return backgroundHost.layer(withID: address.layer, rootID: root)
      case .app: return appDecoration.layer(withID: address.layer)
      case .systemLaunchScreen: return nil
      }
    }

    /// Every drawn layer of the window with `role` (the window's own layer and its tree), where
    /// a running animation may be.
    public func layers(in role: WindowRole) -> [CALayer] {
      let root: CALayer?
      switch role {
      case .foregroundSplash: root = foreground.layer
      case .backgroundSplash: root = background.layer
      case .app: root = appWindow?.layer
      case .systemLaunchScreen: root = nil
      }
      func all(_ layer: CALayer) -> [CALayer] {
        [layer] + (layer.mask.map(all) ?? []) + (layer.sublayers ?? []).flatMap(all)
      }
      return root.map(all) ?? []
    }

    /// Hides and detaches both windows and clears the app window's decoration; the app is alone
    /// on screen afterwards. VoiceOver is told by the scene's curtain, after this
    /// (`SceneOperation.announceAppScreen`).
    public func remove() {
      guard !isRemoved else { return }
      isRemoved = true
      if let appWindow {
        let builder = CALayerTreeBuilder(images: images, traits: appWindow.traitCollection)
        appDecoration.apply(nil, to: appWindow, builder: builder)
      }
      for window in [foreground, background] {
        window.alpha = 0
        window.isHidden = true
        window.rootViewController = nil
        window.windowScene = nil
      }
    }
  }
#endif
