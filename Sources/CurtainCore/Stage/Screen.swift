/// Device orientation of the interface.
public enum Orientation: String, Hashable, Codable, Sendable, CaseIterable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape
}

/// Light or dark interface style (`UIUserInterfaceStyle`).
public enum Appearance: String, Hashable, Codable, Sendable, CaseIterable {
  /// Light mode.
  case light
  /// Dark mode.
  case dark
}

/// A screen as a scene sees it: size in points in the current orientation, scale and safe area.
public struct Screen: Hashable, Codable, Sendable {
  /// Bounds size in points, already in `orientation`.
  public var size: Size
  /// Pixels per point (`UIScreen.scale`): 2 or 3 on current devices.
  public var scale: Double
  /// Safe-area insets in points for `orientation`.
  public var safeArea: EdgeInsets
  /// The interface orientation.
  public var orientation: Orientation

  /// Creates a screen.
  public init(size: Size, scale: Double, safeArea: EdgeInsets = .zero, orientation: Orientation) {
    self.size = size
    self.scale = scale
    self.safeArea = safeArea
    self.orientation = orientation
  }

  /// The bounds in points, at the origin.
  public var bounds: Rect { Rect(size: size) }

  /// Width and height in pixels (points times scale, rounded).
  public var pixelWidth: Int { Int((size.width * scale).rounded()) }
  /// Height in pixels.
  public var pixelHeight: Int { Int((size.height * scale).rounded()) }
}
