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
  /// The horizontal size class (`UITraitCollection.horizontalSizeClass`).
  public var widthClass: SizeClass
  /// The vertical size class (`UITraitCollection.verticalSizeClass`).
  public var heightClass: SizeClass

  /// Creates a screen. Size classes not given are those of a full-screen app on a device of
  /// this size: regular in both where both sides are at least 600 points (every iPad; no
  /// iPhone is), else compact width with a regular height in portrait and a compact one in
  /// landscape (`Device.screen(_:)` gives the exact classes of the HIG's table, where the
  /// large iPhones are regular width in landscape).
  public init(
    size: Size, scale: Double, safeArea: EdgeInsets = .zero, orientation: Orientation,
    widthClass: SizeClass? = nil, heightClass: SizeClass? = nil
  ) {
    self.size = size
    self.scale = scale
    self.safeArea = safeArea
    self.orientation = orientation
    let large = min(size.width, size.height) >= 600
    self.widthClass = widthClass ?? (large ? .regular : .compact)
    self.heightClass = heightClass ?? (large || orientation == .portrait ? .regular : .compact)
  }

  /// Whether the screen is regular in both size classes (an iPad, full screen): where the
  /// generated storyboard's `heightClass=regular-widthClass=regular` variations apply.
  public var isRegular: Bool { widthClass == .regular && heightClass == .regular }

  private enum CodingKeys: String, CodingKey {
    case size, scale, safeArea, orientation, widthClass, heightClass
  }

  /// Decodes a screen; one saved without size classes takes those ``init(size:scale:safeArea:orientation:widthClass:heightClass:)``
  /// infers from its size.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      size: try container.decode(Size.self, forKey: .size),
      scale: try container.decode(Double.self, forKey: .scale),
      safeArea: try container.decode(EdgeInsets.self, forKey: .safeArea),
      orientation: try container.decode(Orientation.self, forKey: .orientation),
      widthClass: try container.decodeIfPresent(SizeClass.self, forKey: .widthClass),
      heightClass: try container.decodeIfPresent(SizeClass.self, forKey: .heightClass))
  }

  /// The bounds in points, at the origin.
  public var bounds: Rect { Rect(size: size) }

  /// Width and height in pixels (points times scale, rounded).
  public var pixelWidth: Int { Int((size.width * scale).rounded()) }
  /// Height in pixels.
  public var pixelHeight: Int { Int((size.height * scale).rounded()) }
}
