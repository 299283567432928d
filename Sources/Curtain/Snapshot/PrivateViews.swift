#if canImport(UIKit)
  import UIKit

  /// The views an app marks private (balances, passwords, messages): they are never drawn into
  /// a launch snapshot.
  ///
  /// Held weakly: a view that goes away leaves the set by itself.
  @MainActor public final class PrivateViews {
    private let views = NSHashTable<UIView>.weakObjects()

    /// Creates an empty set.
    public init() {}

    /// Marks `view` (and everything inside it) private.
    public func mark(_ view: UIView) {
      views.add(view)
    }

    /// Removes the mark from `view`.
    public func unmark(_ view: UIView) {
      views.remove(view)
    }

    /// The marked views in `window`, hidden or not (the core's `SnapshotRedaction` decides
    /// which are painted over).
    public func views(in window: UIWindow) -> [UIView] {
      views.allObjects.filter { $0.window === window }
    }
  }
#endif
