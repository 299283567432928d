/// An app's own launch screen laid out for one screen and drawn as layers, one tree per
/// appearance: what the system launch screen window shows, and the in-app splash that replicates
/// it (identical by construction: the same layers).
///
/// With one, the splash stages show these layers instead of the config's colour-and-logo
/// layout (`LaunchScreenLayout`); its views carry their document ids, so no layer is the
/// config's logo and the exits that grow a logo fall back to fading the splash.
public struct DrawnLaunchScreen: Hashable, Sendable {
  /// The screen size in points the trees were laid out for.
  public var screenSize: Size
  /// The root layer in light appearance, filling the screen.
  public var light: Layer
  /// The root layer in dark appearance, filling the screen.
  public var dark: Layer

  /// Creates a drawn launch screen.
  public init(screenSize: Size, light: Layer, dark: Layer) {
    self.screenSize = screenSize
    self.light = light
    self.dark = dark
  }

  /// The root layer for `appearance` with id `id`, or nil when `screen` is not the size the
  /// trees were laid out for (after a rotation: the config's layout is drawn then).
  public func root(id: String, on screen: Screen, appearance: Appearance) -> Layer? {
    guard screen.size == screenSize else { return nil }
    var root = appearance == .dark ? dark : light
    root.id = id
    root.frame = screen.bounds
    return root
  }
}
