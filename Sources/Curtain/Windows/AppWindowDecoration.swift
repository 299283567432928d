#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// What the stage puts on the app's own window during an exit: the mask (the reveal's
  /// logo-shaped hole) and overlays above the app (the reveal's fading plain layer).
  ///
  /// The app's content is the real app, so the stage's app-content layer (`contentID`) is not
  /// drawn; every other sublayer of the app window's root becomes an overlay on the surface's
  /// layer, and the root's mask becomes the surface layer's mask. The root's opacity and
  /// transform go to the surface's layer; its geometry does not (UIKit owns the window's frame).
  /// The surface is the core's `RevealSurface` (``surface``): the window's own
  /// layer, or a snapshot of the whole window (`snapshotView(afterScreenUpdates: false)`, which
  /// Apple documents as containing the window's visual effects) added on top of the window's
  /// subviews while they are made transparent; both are undone in the commit that removes the
  /// decoration.
  @MainActor public final class AppWindowDecoration {
    /// The id of the stage layer that stands for the app's content (never drawn here).
    public let contentID: String
    /// Where the next decoration is drawn (set before an exit's start stage is applied).
    public var surface: RevealSurface = .appWindow
    private var overlays: [CALayer] = []
    private weak var window: UIWindow?
    private var rootID: String?
    /// The snapshot standing in for the window, and the window's subviews' opacities under it.
    private var snapshot: (view: UIView, hidden: [(view: UIView, opacity: Float)])?

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
        reset(window.layer)
        removeSnapshot()
        return
      }
      let target = surfaceLayer(of: window, masked: root.mask != nil || root.opacity < 1)
      target.opacity = Float(root.opacity)
      target.setAffineTransform(CGAffineTransform(root.transform))
      target.mask = root.mask.map(builder.makeLayer)
      overlays = root.sublayers.filter { $0.id != contentID }.map(builder.makeLayer)
      overlays.forEach(target.addSublayer)
    }

    /// The layer named `id`: the surface's layer for the root, else the mask or an overlay.
    public func layer(withID id: String) -> CALayer? {
      guard let window else { return nil }
      let target = snapshot?.view.layer ?? window.layer
      if id == rootID { return target }
      if let found = target.mask?.sublayer(named: id) { return found }
      return overlays.lazy.compactMap { $0.sublayer(named: id) }.first
    }

    /// The layer the decoration goes on: the window's, or (``surface`` being the snapshot and
    /// the stage masking or fading the window) the snapshot's, taken now if not yet (the
    /// window's layer when the window cannot be snapshotted yet). A stage that neither masks
    /// nor fades the window (the exit's end) shows the live window again.
    private func surfaceLayer(of window: UIWindow, masked: Bool) -> CALayer {
      guard surface == .windowSnapshot, masked else {
        removeSnapshot()
        return window.layer
      }
      if let snapshot { return snapshot.view.layer }
      guard let view = window.snapshotView(afterScreenUpdates: false) else { return window.layer }
      reset(window.layer)
      view.frame = window.bounds
      view.isUserInteractionEnabled = false
      let hidden = window.subviews.map { ($0, $0.layer.opacity) }
      hidden.forEach { $0.0.layer.opacity = 0 }
      window.addSubview(view)
      snapshot = (view, hidden)
      return view.layer
    }

    /// The snapshot gone and the window's subviews shown as they were.
    private func removeSnapshot() {
      guard let snapshot else { return }
      self.snapshot = nil
      snapshot.view.removeFromSuperview()
      for (view, opacity) in snapshot.hidden { view.layer.opacity = opacity }
    }

    private func reset(_ layer: CALayer) {
      layer.mask = nil
      layer.opacity = 1
      layer.setAffineTransform(.identity)
    }
  }

  extension UIView {
    /// Whether a visual effect (a `UIVisualEffectView`, a SwiftUI material) is drawn in this
    /// view's layer tree, as the core's `VisualEffectScan` says: a layer of one of its classes,
    /// or drawn by a view of one, reached through layers that are not hidden and not
    /// transparent.
    var drawsVisualEffect: Bool {
      let classes = VisualEffectClasses.all
      func isEffect(_ object: NSObject?) -> Bool {
        guard let object else { return false }
        return classes.contains { object.isKind(of: $0) }
      }
      return VisualEffectScan.drawsEffect(
        layer, children: { $0.sublayers ?? [] },
        isShown: { VisualEffectScan.isShown(isHidden: $0.isHidden, opacity: Double($0.opacity)) },
        isEffect: { isEffect($0) || isEffect($0.delegate as? NSObject) })
    }
  }

  /// The classes of the core's `VisualEffectScan.effectClassNames` this system has, looked up
  /// once by name (`CABackdropLayer` is not public API: only its name is read).
  @MainActor private enum VisualEffectClasses {
    static let all: [AnyClass] = VisualEffectScan.effectClassNames.sorted().compactMap(
      NSClassFromString)
  }
#endif
