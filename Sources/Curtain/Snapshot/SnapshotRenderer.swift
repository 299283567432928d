#if canImport(UIKit)
  import UIKit

  /// Draws a window into an image for the snapshot cache, leaving out the views marked private.
  ///
  /// Uses `UIGraphicsImageRenderer` at the screen's scale and `drawHierarchy(in:
  /// afterScreenUpdates:)`, which also draws what `CALayer.render(in:)` cannot (visual effect
  /// views, video). Private views are hidden for the drawing only and shown again before this
  /// returns; it runs once the scene is in the background, when nobody sees the screen.
  @MainActor public struct SnapshotRenderer {
    /// The views never drawn.
    public var privateViews: PrivateViews

    /// Creates a renderer.
    public init(privateViews: PrivateViews) {
      self.privateViews = privateViews
    }

    /// An image of `window` as the person sees it, private views left out, or `nil` when the
    /// window has no size.
    public func image(of window: UIWindow) -> UIImage? {
      let bounds = window.bounds
      guard bounds.width > 0, bounds.height > 0 else { return nil }
      let hidden = privateViews.visible(in: window)
      hidden.forEach { $0.isHidden = true }
      defer { hidden.forEach { $0.isHidden = false } }
      let format = UIGraphicsImageRendererFormat(for: window.traitCollection)
      format.opaque = true
      return UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
        _ = window.drawHierarchy(in: bounds, afterScreenUpdates: !hidden.isEmpty)
      }
    }
  }
#endif
