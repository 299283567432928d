/// The writing direction of the interface (`UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: String, Hashable, Codable, Sendable, CaseIterable {
  /// Left to right (English, French, ...).
  case leftToRight
  /// Right to left (Arabic, Hebrew, ...).
  case rightToLeft
}

/// Everything that makes a snapshot valid for a launch: a snapshot is shown only when every
/// field equals the launching app's.
///
/// The fields a device or a setting can change between two launches (rotation, split view,
/// display zoom, dark mode, an update, a language, Dynamic Type) are all here, plus
/// `stateSignature`, which the app computes from whatever else changes how its first screen
/// looks (theme, signed-in user, key layout). Equality is exact, sizes and scale included:
/// pass the values UIKit reports, unrounded, on both sides.
public struct SnapshotKey: Hashable, Codable, Sendable {
  /// The interface orientation the snapshot was drawn in.
  public var orientation: Orientation
  /// The window size in points, in `orientation`.
  public var size: Size
  /// Pixels per point of the screen.
  public var scale: Double
  /// Light or dark mode.
  public var appearance: Appearance
  /// `CFBundleShortVersionString` of the app that drew it.
  public var appVersion: String
  /// `CFBundleVersion` of the app that drew it.
  public var appBuild: String
  /// Left-to-right or right-to-left layout.
  public var layoutDirection: LayoutDirection
  /// The Dynamic Type size (`UIContentSizeCategory.rawValue`, e.g. "UICTContentSizeCategoryL").
  public var contentSizeCategory: String
  /// The app's own summary of what its first screen shows (theme, user, layout), opaque here.
  public var stateSignature: String
  /// The app screen the snapshot shows (`firstScreen` for the screen a launch reveals, or the
  /// name the app gave when it asked for the capture): a launch looks up the screen it will
  /// show first, so a picture of another screen (settings, a chat) is never shown at launch.
  /// `nil` in entries saved before the screen was filed: a launch always names one, so they
  /// never match.
  public var appScreen: String?

  /// The name of the screen a launch reveals when the app names none: its first screen.
  public static let firstScreen = "first"

  /// Creates a key.
  public init(
    orientation: Orientation, size: Size, scale: Double, appearance: Appearance,
    appVersion: String, appBuild: String, layoutDirection: LayoutDirection,
    contentSizeCategory: String, stateSignature: String, appScreen: String? = nil
  ) {
    self.orientation = orientation
    self.size = size
    self.scale = scale
    self.appearance = appearance
    self.appVersion = appVersion
    self.appBuild = appBuild
    self.layoutDirection = layoutDirection
    self.contentSizeCategory = contentSizeCategory
    self.stateSignature = stateSignature
    self.appScreen = appScreen
  }

  /// Creates a key from a screen's orientation, size and scale.
  public init(
    screen: Screen, appearance: Appearance, appVersion: String, appBuild: String,
    layoutDirection: LayoutDirection, contentSizeCategory: String, stateSignature: String,
    appScreen: String? = nil
  ) {
    self.init(
      orientation: screen.orientation, size: screen.size, scale: screen.scale,
      appearance: appearance, appVersion: appVersion, appBuild: appBuild,
      layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory,
      stateSignature: stateSignature, appScreen: appScreen)
  }
}
