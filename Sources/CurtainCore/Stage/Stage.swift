/// The role a window plays in the launch, from seed 001's layout.
public enum WindowRole: String, Hashable, Codable, Sendable, CaseIterable {
  /// What iOS draws from the launch storyboard before any app code runs.
  case systemLaunchScreen
  /// The brand colour under the app window, seen around the reveal's hole.
  case backgroundSplash
  /// The app's own window.
  case app
  /// The splash above the app: replica, video or snapshot.
  case foregroundSplash
}

/// A window: a level in the z-order and a root layer covering the screen.
///
/// The root layer's opacity is the window's `alpha`; its mask is the window layer's mask.
public struct Window: Hashable, Codable, Sendable {
  /// What the window is for.
  public var role: WindowRole
  /// `UIWindow.Level` raw value: higher is in front (normal is 0, alert is 2000).
  public var level: Double
  /// The root layer; its frame is the screen bounds.
  public var layer: Layer

  /// Creates a window.
  public init(role: WindowRole, level: Double, layer: Layer) {
    self.role = role
    self.level = level
    self.layer = layer
  }
}

/// Everything on screen at one instant: the screen and its windows.
///
/// Drawing starts from black (what iOS shows where no window covers), then windows from the
/// lowest level to the highest; windows of equal level keep their order in `windows`.
public struct Stage: Hashable, Codable, Sendable {
  /// The screen being drawn.
  public var screen: Screen
  /// The windows, in any order; drawing sorts them by level (stably).
  public var windows: [Window]

  /// Creates a stage.
  public init(screen: Screen, windows: [Window]) {
    self.screen = screen
    self.windows = windows
  }

  /// The windows back to front.
  public var windowsBackToFront: [Window] {
    windows.enumerated()
      .sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }
      .map(\.element)
  }

  /// The window with `role`, if present.
  public func window(_ role: WindowRole) -> Window? {
    windows.first { $0.role == role }
  }
}
