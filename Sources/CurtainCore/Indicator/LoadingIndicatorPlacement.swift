/// Where the loading indicator sits over the splash, in points: centred, its bottom edge above
/// the bottom safe area (and above a standard tab bar over a snapshot of the app, whose bottom
/// is most often one), and above the launch screen's branding. The device and the preview
/// place it by this one rule.
public enum LoadingIndicatorPlacement {
  /// Points between the bottom safe area and the indicator over the launch screen's replica.
  public static let margin = 24.0
  /// Points between the bottom safe area and the indicator over a snapshot: a standard tab bar
  /// (49 pt) and a margin.
  public static let aboveTabBar = 49.0 + 16
  /// Points kept between the indicator and the branding above which it sits.
  public static let brandingGap = 16.0

  /// The y of the indicator's bottom edge, in points from the top of `screen`.
  ///
  /// - Parameters:
  ///   - screen: the screen the splash covers.
  ///   - branding: the launch screen's branding frame, when the cover shows it.
  ///   - overSnapshot: whether the cover is a snapshot of the app.
  public static func bottom(screen: Screen, branding: Rect?, overSnapshot: Bool) -> Double {
    let clearance = overSnapshot ? aboveTabBar : margin
    let bottom = screen.size.height - screen.safeArea.bottom - clearance
    return branding.map { min(bottom, $0.minY - brandingGap) } ?? bottom
  }
}
