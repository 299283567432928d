/// Whether an app window draws a visual effect that a mask or an alpha below 1 on the window
/// would break (``RevealSurface``'s `appHasVisualEffects`): UIKit's and SwiftUI's alike.
///
/// UIKit's blurs and vibrancy are `UIVisualEffectView`s, which Apple documents. SwiftUI's
/// materials (`.background(.regularMaterial)`, bars, sheets) are not: SwiftUI draws them as a
/// backdrop item of its display list, which its UIKit renderer gives a layer of the private
/// class `CABackdropLayer` (read in OpenSwiftUI's reimplementation of SwiftUI's renderer, and
/// WebKit calls the CoreMaterial layers that materials are made of backdrop layers; not in
/// Apple's documentation, not seen on a device; a `UIVisualEffectView`'s own blur is a
/// `CABackdropLayer` subclass too). So the scan walks the window's layers (every view has one, SwiftUI's may have none of
/// their own) and counts a layer, or the view it draws, of one of ``effectClassNames``, reached
/// through layers that are shown.
public enum VisualEffectScan {
  /// The classes whose instances compose what lies behind them live: a node of one of these
  /// classes or a subclass is an effect.
  public static let effectClassNames: Set<String> = ["UIVisualEffectView", "CABackdropLayer"]

  /// Whether a node whose class and superclasses are `classChain` (the layer's and the view
  /// it draws, if any) is an effect.
  public static func isEffect(classChain: some Sequence<String>) -> Bool {
    classChain.contains(where: effectClassNames.contains)
  }

  /// Whether a node draws (itself and what lies under it): not hidden, its opacity above 0.
  public static func isShown(isHidden: Bool, opacity: Double) -> Bool {
    !isHidden && opacity > 0
  }

  /// Whether `root` or a node under it is an effect (`isEffect`) reached only through shown
  /// nodes (``isShown(isHidden:opacity:)``); nodes under a hidden or transparent
  /// one draw nothing. Depth first, stopping at the first effect found.
  public static func drawsEffect<Node>(
    _ root: Node, children: (Node) -> [Node], isShown: (Node) -> Bool,
    isEffect: (Node) -> Bool
  ) -> Bool {
    var pending = [root]
    while let node = pending.popLast() {
      guard isShown(node) else { continue }
      if isEffect(node) { return true }
      pending.append(contentsOf: children(node))
    }
    return false
  }
}
