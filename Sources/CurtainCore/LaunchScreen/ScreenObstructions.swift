/// What the system draws over the screen's edges at launch.
public enum ScreenObstruction: String, Hashable, Codable, Sendable {
  /// The status bar (a phone with a Home button in portrait, an iPad).
  case statusBar = "status bar"
  /// The notch or Dynamic Island (a notched phone with the status bar hidden, or in landscape,
  /// where it is at one side).
  case sensorHousing = "sensor housing"
  /// The status bar and the notch or Dynamic Island beside it (a notched phone in portrait).
  case statusBarAndSensorHousing = "status bar and sensor housing"
  /// The Home indicator (a phone or iPad without a Home button).
  case homeIndicator = "home indicator"
}

/// The bands along a screen's edges that the system covers at launch, each with its depth in
/// points: the device's safe-area insets for that orientation (UIKit's own measure of what the
/// status bar, the sensor housing and the Home indicator cover).
///
/// An iPhone hides the status bar in landscape; `UIStatusBarHidden` hides it everywhere. A
/// notched phone's sensor housing is at one side in landscape, left or right depending on how it
/// is held, so both side bands count.
public struct ScreenObstructions: Hashable, Sendable {
  /// One covered band.
  public struct Band: Hashable, Sendable {
    /// What covers it.
    public var obstruction: ScreenObstruction
    /// Its depth from the edge, in points.
    public var depth: Double

    /// Creates a band.
    public init(_ obstruction: ScreenObstruction, depth: Double) {
      self.obstruction = obstruction
      self.depth = depth
    }
  }

  /// The band along the top edge.
  public var top: Band?
  /// The band along the left edge.
  public var left: Band?
  /// The band along the bottom edge.
  public var bottom: Band?
  /// The band along the right edge.
  public var right: Band?

  /// Creates obstructions from their bands.
  public init(top: Band? = nil, left: Band? = nil, bottom: Band? = nil, right: Band? = nil) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// What covers `device`'s edges in `orientation` at launch.
  ///
  /// - Parameters:
  ///   - device: The device; a phone whose portrait safe area has a bottom inset has a notch or
  ///     a Dynamic Island and a Home indicator.
  ///   - orientation: The orientation.
  ///   - statusBarHidden: The app's `UIStatusBarHidden`.
  public init(device: Device, orientation: Orientation, statusBarHidden: Bool) {
    let insets = device.screen(orientation).safeArea
    let notched = !device.isPad && device.portraitSafeArea.bottom > 0
    func band(_ obstruction: ScreenObstruction?, _ depth: Double) -> Band? {
      guard let obstruction, depth > 0 else { return nil }
      return Band(obstruction, depth: depth)
    }
    let topObstruction: ScreenObstruction?
    switch (orientation, notched, device.isPad) {
    case (.portrait, true, _):
      topObstruction = statusBarHidden ? .sensorHousing : .statusBarAndSensorHousing
    case (_, _, true), (.portrait, false, false):
      topObstruction = statusBarHidden ? nil : .statusBar
    case (.landscape, _, false):
      topObstruction = nil
    }
    let side: ScreenObstruction? = notched ? .sensorHousing : nil
    self.init(
      top: band(topObstruction, insets.top), left: band(side, insets.left),
      bottom: band(.homeIndicator, insets.bottom), right: band(side, insets.right))
  }
}
