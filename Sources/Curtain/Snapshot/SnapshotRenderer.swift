#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// Draws a window into an image for the snapshot cache, with the views marked private painted
  /// over.
  ///
  /// Uses `UIGraphicsImageRenderer` at the window's traits and `drawHierarchy(in:
  /// afterScreenUpdates:)`, which also draws what `CALayer.render(in:)` cannot (visual effect
  /// views, video). Nothing in the window is changed: the private views' frames are read
  /// first, the window is drawn as it is, and the core's `SnapshotRedaction` says which
  /// rectangles to paint opaque (in the window's background colour) and whether the drawing is
  /// kept at all (not when `drawHierarchy` returned false: the image would be blank).
  @MainActor public struct SnapshotRenderer {
    /// The views painted over.
    public var privateViews: PrivateViews

    /// Creates a renderer.
    public init(privateViews: PrivateViews) {
      self.privateViews = privateViews
    }

    /// An image of `window` as the person sees it, private views painted over, or why there
    /// is none.
    public func image(of window: UIWindow) -> Result<UIImage, SnapshotRedaction.Reason> {
      let bounds = window.bounds
      let marked = privateViews.views(in: window).map {
        SnapshotRedaction.PrivateView(
          frame: Rect($0.convert($0.bounds, to: window)), isHidden: $0.isHidden)
      }
      let format = UIGraphicsImageRendererFormat(for: window.traitCollection)
      format.opaque = true
      let paint = (window.backgroundColor ?? .systemBackground)
        .resolvedColor(with: window.traitCollection).withAlphaComponent(1)
      var decision = SnapshotRedaction.discard(SnapshotRedaction.Reason.emptyWindow)
      guard bounds.width > 0, bounds.height > 0 else { return .failure(.emptyWindow) }
      let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
        // The window as it is now, not as last committed: a capture at the splash's removal
        // must not draw the reveal's mask, nor one the app asks for a view it just hid.
        let drawn = window.drawHierarchy(in: bounds, afterScreenUpdates: true)
        decision = SnapshotRedaction.decide(
          drawn: drawn, bounds: Rect(bounds), privateViews: marked, scale: format.scale)
        guard case .store(let rects) = decision else { return }
        paint.setFill()
        rects.forEach { context.fill(CGRect($0)) }
      }
      switch decision {
      case .store: return .success(image)
      case .discard(let reason): return .failure(reason)
      }
    }
  }
#endif
