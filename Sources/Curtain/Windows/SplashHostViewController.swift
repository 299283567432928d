#if canImport(UIKit)
  import CurtainCore
  import UIKit

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
    private let stage: @MainActor (Screen, Appearance) -> Stage
    private let images: ImageProvider
    private var videoLayers: [String: CALayer]
    private let hostedLayer = CALayer()
    private var lastScreen: Screen?
    private var lastAppearance: Appearance?

    /// Creates a controller drawing the `role` window of `stage(screen, appearance)`.
    public init(
      role: WindowRole, images: ImageProvider, videoLayers: [String: CALayer] = [:],
      stage: @escaping @MainActor (Screen, Appearance) -> Stage
    ) {
      self.role = role
      self.stage = stage
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

    /// Adds a video layer by name and redraws, so a `.video` content shows it.
    public func setVideoLayer(_ layer: CALayer, named name: String) {
      videoLayers[name] = layer
      redraw(force: true)
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
      guard force || screen != lastScreen || appearance != lastAppearance else { return }
      lastScreen = screen
      lastAppearance = appearance
      guard let window = stage(screen, appearance).window(role) else {
        hostedLayer.sublayers = nil
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
  }
#endif
