/// A device model's screen: point size, scale and safe areas in both orientations.
public struct Device: Hashable, Codable, Sendable {
  /// The marketing name, as written on a command line: `--device "iPhone 15"`.
  public var name: String
  /// Portrait width and height in points.
  public var portraitSize: Size
  /// Pixels per point.
  public var scale: Double
  /// Safe-area insets in portrait, points.
  public var portraitSafeArea: EdgeInsets
  /// Safe-area insets in landscape, points.
  public var landscapeSafeArea: EdgeInsets

  /// Creates a device.
  public init(
    name: String, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets,
    landscapeSafeArea: EdgeInsets
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
  }

  /// The name in lower case with runs of other characters turned into single hyphens:
  /// "iPad Pro 12.9-inch" becomes `ipad-pro-12-9-inch`.
  public var slug: String { Self.slug(name) }

  /// The screen in `orientation`.
  public func screen(_ orientation: Orientation) -> Screen {
    let classes = sizeClasses(orientation)
    switch orientation {
    case .portrait:
      return Screen(
        size: portraitSize, scale: scale, safeArea: portraitSafeArea, orientation: .portrait,
        widthClass: classes.width, heightClass: classes.height)
    case .landscape:
      return Screen(
        size: Size(width: portraitSize.height, height: portraitSize.width), scale: scale,
        safeArea: landscapeSafeArea, orientation: .landscape, widthClass: classes.width,
        heightClass: classes.height)
    }
  }

  /// The slug of any text.
  static func slug(_ text: String) -> String {
    var result = ""
    var pendingHyphen = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingHyphen, !result.isEmpty { result.append("-") }
        pendingHyphen = false
        result.append(character)
      } else {
        pendingHyphen = true
      }
    }
    return result
  }
}

extension Device {
  /// Whether the device is an iPad.
  public var isPad: Bool { name.hasPrefix("iPad") }

  /// The size classes in `orientation`. Source: Apple's Human Interface Guidelines, "Layout",
  /// device size classes table: every iPad is regular in both; an iPhone is compact-width
  /// regular-height in portrait, compact-height in landscape, where the phones 414 points
  /// wide or more (Plus, Max, iPhone 11/XR) are regular width and the others compact.
  public func sizeClasses(_ orientation: Orientation) -> (width: SizeClass, height: SizeClass) {
    if isPad { return (.regular, .regular) }
    switch orientation {
    case .portrait: return (.compact, .regular)
    case .landscape: return (portraitSize.width >= 414 ? .regular : .compact, .compact)
    }
  }
}
