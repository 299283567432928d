/// The devices Curtain previews and checks on.
///
/// Sources (looked up, not guessed): point sizes and scales from Apple's Human Interface
/// Guidelines device tables and Geoff Hackworth's iPad mini (6th generation) article;
/// safe areas from pointfreeco/swift-snapshot-testing's device configurations (iPhone SE,
/// 8 Plus, 13 mini, 14) and Keith Harrison's "iPhone 14/15/16 screen sizes" and
/// "iPad screen sizes" (useyourloaf.com) as restated in public device tables: 59/34 points on
/// Dynamic Island 6.1" and 6.7" phones, 62/34 on the iPhone 16 Pro, 48/34 on the iPhone 11
/// (iOS 14 and later), and 24/20 on iPads without a Home button. Landscape insets move the
/// top inset to both sides, with a 21-point bottom for the Home indicator.
public enum DeviceCatalog {
  /// An unknown device name.
  public struct UnknownDevice: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name that matched nothing.
    public var name: String

    /// Creates the error for `name`.
    public init(name: String) {
      self.name = name
    }

    /// A sentence quoting the bad value and listing the valid ones.
    public var description: String {
      let valid = DeviceCatalog.all.map { "'\($0.name)'" }.joined(separator: ", ")
      return "The device '\(name)' is unknown. Use one of \(valid) (or their slugs, e.g. "
        + "'iphone-15'), or an Interface Builder device id or name (e.g. 'retina6_9', "
        + "'iPhone 16 Pro Max')."
    }
  }

  private static func phone(
    _ name: String, _ width: Double, _ height: Double, scale: Double, top: Double,
    bottom: Double
  ) -> Device {
    let notched = bottom > 0
    return Device(
      name: name, portraitSize: Size(width: width, height: height), scale: scale,
      portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
      landscapeSafeArea: notched
        ? EdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero)
  }

  private static func pad(_ name: String, _ width: Double, _ height: Double) -> Device {
    let insets = EdgeInsets(top: 24, bottom: 20)
    return Device(
      name: name, portraitSize: Size(width: width, height: height), scale: 2,
      portraitSafeArea: insets, landscapeSafeArea: insets)
  }

  /// Every device, phones from small to large, then iPads.
  public static let all: [Device] = [
    phone("iPhone SE (2nd generation)", 375, 667, scale: 2, top: 20, bottom: 0),
    phone("iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0),
    phone("iPhone 8 Plus", 414, 736, scale: 3, top: 20, bottom: 0),
    phone("iPhone 11", 414, 896, scale: 2, top: 48, bottom: 34),
    phone("iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34),
    phone("iPhone 14", 390, 844, scale: 3, top: 47, bottom: 34),
    phone("iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34),
    phone("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34),
    phone("iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34),
    pad("iPad mini (6th generation)", 744, 1133),
    pad("iPad Air (5th generation)", 820, 1180),
    pad("iPad Pro 12.9-inch", 1024, 1366),
  ]

  /// The device whose name or slug is `name` (case and punctuation ignored): one of ``all``,
  /// else an Interface Builder design device by id (`retina6_9`) or name ("iPhone 16 Pro
  /// Max"), as ``interfaceBuilder`` has it.
  ///
  /// - Throws: `UnknownDevice`, listing the valid names.
  public static func device(named name: String) throws -> Device {
    let wanted = Device.slug(name)
    if let device = all.first(where: { $0.slug == wanted }) { return device }
    if let device = interfaceBuilder[name] { return device }
    let designed = interfaceBuilder.sorted { $0.key < $1.key }.map(\.value)
    guard let device = designed.first(where: { $0.slug == wanted }) else {
      throw UnknownDevice(name: name)
    }
    return device
  }
}
