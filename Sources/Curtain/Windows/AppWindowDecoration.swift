#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// What the stage puts on the app's own window during an exit: the mask (the reveal's
  /// logo-shaped hole) and overlays above the app (the reveal's fading plain layer).
  ///
  /// The app's content is the real app, so the stage's app-content layer (`contentID`) is not
  /// drawn; every other sublayer of the app window's root becomes an overlay on the window's
  /// layer, and the root's mask becomes the window layer's mask. The root's opacity and
  /// transform go to the window's layer; its geometry does not (UIKit owns the window's frame).
  @MainActor public final class AppWindowDecoration {
    /// The id of the stage layer that stands for the app's content (never drawn here).
    public let contentID: String
    private var overlays: [CALayer] = []
    private weak var window: UIWindow?
    private var rootID: String?

    /// Creates a decoration that skips `contentID`.
    public init(contentID: String) {
      self.contentID = contentID
    }

    /// Decorates `window` as `stage`'s app window says; `nil` removes every decoration.
    public func apply(_ stageWindow: Window?, to window: UIWindow, builder: CALayerTreeBuilder) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      defer { CATransaction.commit() }
      overlays.forEach { $0.removeFromSuperlayer() }
      overlays = []
      self.window = window
      rootID = stageWindow?.layer.id
      guard let root = stageWindow?.layer else {
        window.layer.mask = nil
        window.layer.opacity = 1
        window.layer.setAffineTransform(.identity)
        return
      }
      window.layer.opacity = Float(root.opacity)
      window.layer.setAffineTransform(CGAffineTransform(root.transform))
      window.layer.mask = root.mask.map(builder.makeLayer)
      overlays = root.sublayers.filter { $0.id != contentID }.map(builder.makeLayer)
      overlays.forEach(window.layer.addSublayer)
    }

    /// The layer named `id`: the window's layer for the root, else the mask or an overlay.
    public func layer(withID id: String) -> CALayer? {
      guard let window else { return nil }
      if id == rootID { return window.layer }
      if let found = window.layer.mask?.sublayer(named: id) { return found }
      return overlays.lazy.compactMap { $0.sublayer(named: id) }.first
    }
  }
#endif
