/// The screen a launch screen is laid out on: size, scale, safe area and size classes.
public struct LaunchLayoutEnvironment: Hashable, Codable, Sendable {
  /// The root view's size in points.
  public var size: Size
  /// Pixels per point: frames are rounded to `1 / scale`.
  public var scale: Double
  /// The window's safe-area insets.
  public var safeArea: EdgeInsets
  /// The horizontal size class.
  public var widthClass: SizeClass
  /// The vertical size class.
  public var heightClass: SizeClass

  /// Creates an environment.
  public init(
    size: Size, scale: Double, safeArea: EdgeInsets = .zero, widthClass: SizeClass = .compact,
    heightClass: SizeClass = .regular
  ) {
    self.size = size
    self.scale = scale
    self.safeArea = safeArea
    self.widthClass = widthClass
    self.heightClass = heightClass
  }

  /// A device's screen in `orientation`, with its size classes.
  public init(device: Device, orientation: Orientation) {
    let screen = device.screen(orientation)
    let classes = device.sizeClasses(orientation)
    self.init(
      size: screen.size, scale: screen.scale, safeArea: screen.safeArea,
      widthClass: classes.width, heightClass: classes.height)
  }

  /// The root view's minimum side margins (`systemMinimumLayoutMargins`): 20 points on a
  /// regular-width screen or one at least 414 points wide, 16 otherwise, as Interface Builder
  /// and UIKit give a view controller's view.
  public var systemSideMargin: Double {
    widthClass == .regular || size.width >= 414 ? 20 : 16
  }
}
