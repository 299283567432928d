/// One window of a scene as the app-window rule reads it: what UIKit says about it, without
/// UIKit (the Apple layer describes `UIWindowScene.windows` in the scene's order).
public struct SceneWindow: Hashable, Sendable {
  /// `UIWindow.Level`'s raw value (`0` is `.normal`, `1000` `.statusBar`, `2000` `.alert`).
  public var level: Double
  /// Whether it is the scene's key window.
  public var isKey: Bool
  /// Whether it is hidden (an app window not yet made key and visible is).
  public var isHidden: Bool
  /// Whether it is one of Curtain's splash windows.
  public var isSplash: Bool
  /// Whether the app named it its window (``AppWindowRule``'s explicit hook).
  public var isNamedByApp: Bool

  /// Describes a window; by default a visible, non-key window of the app's at the normal level.
  public init(
    level: Double = AppWindowRule.normalLevel, isKey: Bool = false, isHidden: Bool = false,
    isSplash: Bool = false, isNamedByApp: Bool = false
  ) {
    self.level = level
    self.isKey = isKey
    self.isHidden = isHidden
    self.isSplash = isSplash
    self.isNamedByApp = isNamedByApp
  }
}

/// Which of a scene's windows is the app's: the window the reveal masks, whose screen a
/// snapshot draws, onto which taps replay and whose status bar and orientations the splash
/// forwards.
///
/// In order: the window the app named (whatever its level: an app whose main window is not at
/// the normal level names it); else, among the windows at the normal level that are not the
/// splash's, the key window, then the first visible one (a scene whose key window is an alert-level
/// window of an SDK), then the first hidden one (the app's window between its creation and
/// `makeKeyAndVisible()`). Windows above or below the normal level (the keyboard's, an SDK's
/// banner or debug window) are never the app's unless named. A splash window is never the app's,
/// named or not.
public enum AppWindowRule {
  /// `UIWindow.Level.normal`'s raw value.
  public static let normalLevel = 0.0

  /// The index in `windows` of the app's window, `nil` when the scene has none yet.
  public static func appWindow(among windows: [SceneWindow]) -> Int? {
    let candidates = windows.indices.filter { !windows[$0].isSplash }
    if let named = candidates.first(where: { windows[$0].isNamedByApp }) { return named }
    let normal = candidates.filter { windows[$0].level == normalLevel }
    return normal.first { windows[$0].isKey && !windows[$0].isHidden }
      ?? normal.first { !windows[$0].isHidden }
      ?? normal.first
  }
}
