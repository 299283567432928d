#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// Where splash windows get their stage: a function of the screen and appearance, so a
  /// rotation or a change to dark mode redraws from the core; pinned to one stage during an exit.
  @MainActor public final class StageSource {
    /// The stage on a screen in an appearance.
    public var stage: @MainActor (Screen, Appearance) -> Stage

    /// Creates a source.
    public init(_ stage: @escaping @MainActor (Screen, Appearance) -> Stage) {
      self.stage = stage
    }
  }

  /// The root view controller of a splash window: draws one window of the core's stage.
  ///
  /// On every layout pass (the first one runs before the first frame is committed, then on
  /// rotation, size or safe-area changes) it asks `stage` for the stage on its current screen
  /// and maps the window with `role` onto its view's layer. The window's root layer opacity
  /// becomes the `UIWindow`'s `alpha` and its mask the window layer's mask (the stage model's
  /// convention); the root's content and sublayers are drawn in the view's layer.
  @MainActor public final class SplashHostViewController: UIViewController {
    /// Which window of the stage this controller draws.
    public let role: WindowRole
    private let source: StageSource
    private let images: ImageProvider
    private var videoLayers: [String: CALayer]
    private let hostedLayer = CALayer()
    /// What each layout pass does: the core's rule.
    private var layout = SplashLayoutTracker()
    /// Told, before the redraw, when the screen this controller draws on or its appearance
    /// changed after its first drawing (a rotation, a split-view resize, a light/dark switch),
    /// with the new screen; ``currentAppearance`` is the new appearance by then.
    public var onScreenChange: (@MainActor (Screen) -> Void)?
    /// The app's controller whose status bar and orientations the splash keeps (the app
    /// window's root, or what it presents): the splash covers the app, so a light status bar or
    /// a portrait-only app stays so while it is up. `nil` keeps UIKit's defaults.
    public var appController: (@MainActor () -> UIViewController?)?
    /// The status bar the app launched with (its Info.plist, read by the core's
    /// `LaunchStatusBar`), reported while the app has no root controller to ask yet, so the
    /// system launch screen's status bar does not change at the splash's first frame; `nil`
    /// keeps UIKit's defaults then.
    public var launchStatusBar: LaunchStatusBar?

    /// Creates a controller drawing the `role` window of `source`'s stages.
    public init(
      role: WindowRole, images: ImageProvider, videoLayers: [String: CALayer] = [:],
      source: StageSource
    ) {
      self.role = role
      self.source = source
      self.images = images
      self.videoLayers = videoLayers
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: splash windows are built in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("SplashHostViewController is created in code")
    }

    /// The layer drawing the window's root layer (the target of animations on it).
    public var rootLayer: CALayer { hostedLayer }

    /// The screen the controller last drew on, `nil` before its first layout.
    public var currentScreen: Screen? { layout.screen }

    /// The appearance the controller last drew in.
    public var currentAppearance: Appearance { layout.appearance ?? .light }

    /// Takes `screen` and `appearance` as the ones drawn (the ones the launch's first stage was
    /// built for) unless a layout pass drew already, so a later layout that finds another
    /// screen (the safe area settled) reports it to ``onScreenChange``.
    public func assumeDrawn(on screen: Screen, appearance: Appearance) {
      layout.assumeDrawn(on: screen, appearance: appearance)
    }

    /// Adds a video layer by name and redraws, so a `.video` content shows it.
    public func setVideoLayer(_ layer: CALayer, named name: String) {
      videoLayers[name] = layer
      redraw(force: true)
    }

    /// The app's status bar style, so the status bar does not change at the splash's first
    /// frame (the controller `SplashPreferenceRule` picks, through its
    /// `childForStatusBarStyle`); before the app has a root controller, the style it launched
    /// with (``launchStatusBar``).
    public override var preferredStatusBarStyle: UIStatusBarStyle {
      guard var controller = appController(SplashPreferenceRule.statusBarController) else {
        switch launchStatusBar?.style {
        case .lightContent: return .lightContent
        case .darkContent: return .darkContent
        case .automatic: return .default
        case nil: return super.preferredStatusBarStyle
        }
      }
      while let child = controller.childForStatusBarStyle { controller = child }
      return controller.preferredStatusBarStyle
    }

    /// Whether the app hides the status bar (the same controller, through its
    /// `childForStatusBarHidden`; before it has one, as it launched).
    public override var prefersStatusBarHidden: Bool {
      guard var controller = appController(SplashPreferenceRule.statusBarController) else {
        return launchStatusBar?.hidden ?? super.prefersStatusBarHidden
      }
      while let child = controller.childForStatusBarHidden { controller = child }
      return controller.prefersStatusBarHidden
    }

    /// The app's orientations: the splash does not rotate where the app would not.
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      appController(SplashPreferenceRule.orientationController)?.supportedInterfaceOrientations
        ?? super.supportedInterfaceOrientations
    }

    /// The app controller `rule` picks from the app window's root and the chain it presents,
    /// described for the core; `nil` when the app has no root controller yet.
    private func appController(
      _ rule: (Bool, [PresentedController]) -> Int?
    ) -> UIViewController? {
      var chain = appController?().map { [$0] } ?? []
      while let presented = chain.last?.presentedViewController,
        !chain.contains(where: { $0 === presented })
      {
        chain.append(presented)
      }
      let described = chain.dropFirst().map { controller in
        let style = controller.modalPresentationStyle
        return PresentedController(
          fillsWindow: style == .fullScreen || style == .overFullScreen,
          capturesStatusBar: style == .fullScreen
            || controller.modalPresentationCapturesStatusBarAppearance,
          isBeingDismissed: controller.isBeingDismissed)
      }
      return rule(!chain.isEmpty, described).map { chain[$0] }
    }

    /// Sets up the view.
    public override func loadView() {
      let view = UIView()
      view.backgroundColor = .clear
      view.layer.addSublayer(hostedLayer)
      self.view = view
    }

    /// Draws the stage for the current bounds and safe area.
    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      redraw(force: false)
    }

    /// Redraws when the appearance changes (the images and colours of dark mode).
    public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      super.traitCollectionDidChange(previous)
      redraw(force: false)
    }

    /// Redraws from the current stage; `force` also when the screen did not change.
    public func redraw(force: Bool) {
      guard isViewLoaded, view.bounds.width > 0, view.bounds.height > 0 else { return }
      let screen = Screen(view: view)
      let appearance = Appearance(traitCollection.userInterfaceStyle)
      switch layout.laidOut(screen: screen, appearance: appearance, force: force) {
      case .keep: return
      case .redraw: break
      case .restate: onScreenChange?(screen)
      }
      show(source.stage(screen, appearance).window(role))
    }

    /// Draws `window` (the stage's window with this controller's role); `nil` makes the window
    /// transparent, as a window absent from the stage shows nothing.
    public func show(_ window: Window?) {
      loadViewIfNeeded()
      guard let window else {
        view.window?.alpha = 0
        return
      }
      var content = window.layer
      content.opacity = 1
      content.mask = nil
      let builder = CALayerTreeBuilder(
        images: images, traits: traitCollection, videoLayers: videoLayers)
      builder.update(hostedLayer, to: content)
      if let host = view.window {
        host.alpha = window.layer.opacity
        host.layer.mask = window.layer.mask.map(builder.makeLayer)
      }
    }

    /// The layer named `id` in the drawn window: the `UIWindow`'s own layer for the root (its
    /// opacity is the window's alpha), else a layer of the drawn tree or of the window's mask.
    public func layer(withID id: String, rootID: String) -> CALayer? {
      if id == rootID { return view.window?.layer }
      return hostedLayer.sublayer(named: id) ?? view.window?.layer.mask?.sublayer(named: id)
    }
  }
#endif
