/// Lays a `LaunchScreen` out as UIKit would on one screen: the document's constraints, the
/// safe area and the legacy top and bottom guides, layout margins, intrinsic content sizes
/// with hugging and compression resistance, autoresizing masks, stack views and size-class
/// variations, solved by `LinearSolver`; a required constraint that cannot hold is broken and
/// reported, and frames are rounded to the screen's pixels.
public enum LaunchLayout {
  /// The frames of `screen`'s views in `environment`.
  ///
  /// - Parameters:
  ///   - screen: The launch screen to lay out.
  ///   - environment: The screen it is laid out on: size, scale, safe area, size classes.
  ///   - metrics: Measures labels; the default is `ApproximateTextMetrics`.
  /// - Returns: Every view's frame in points, and the constraints that were broken.
  public static func layout(
    _ screen: LaunchScreen, in environment: LaunchLayoutEnvironment,
    metrics: any LaunchTextMetrics = ApproximateTextMetrics()
  ) -> LaunchLayoutResult {
    var system = LaunchLayoutSystem(screen: screen, environment: environment, metrics: metrics)
    return system.solve()
  }

  /// The views whose saved frames break one of their required constraints in `environment`
  /// (Interface Builder's "misplaced views"), by id; judge at the document's design device.
  public static func misplacedViews(
    _ screen: LaunchScreen, in environment: LaunchLayoutEnvironment,
    metrics: any LaunchTextMetrics = ApproximateTextMetrics()
  ) -> [String] {
    LaunchLayoutSystem(screen: screen, environment: environment, metrics: metrics)
      .misplacedViews()
  }
}
