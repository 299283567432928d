/// The app's own launch screen as UIKit laid it out and drew it in the splash window, on one
/// screen in one appearance: what the Apple layer reports after instantiating
/// ``BundledLaunchScreen`` there, from which ``LaunchDesign/showsMeasuredLaunchScreen(_:on:)``
/// makes the splash.
public struct MeasuredLaunchScreen: Hashable, Sendable {
  /// The launch screen drawn by UIKit with its logo view hidden, filling the screen (a picture
  /// the Apple layer names, at the screen's scale).
  public var picture: ImageSource
  /// The logo view: its frame in the screen's coordinates, its image and content mode; `nil`
  /// when the document's logo view was not found where ``LaunchLogoLocation/subviewPath``
  /// says (then the picture shows no logo either: nothing was hidden).
  public var logo: PlacedImage?
  /// The opaque colour behind the logo view (its nearest ancestor's background colour), what
  /// the reveal's overlay fills the logo's frame with; the root view's colour when none is
  /// known, clear when it has none.
  public var colorBehindLogo: RGBAColor

  /// Creates a measurement.
  public init(picture: ImageSource, logo: PlacedImage?, colorBehindLogo: RGBAColor) {
    self.picture = picture
    self.logo = logo
    self.colorBehindLogo = colorBehindLogo
  }
}

/// Why the splash cannot show the app's own launch screen on the device.
public struct BundledLaunchScreenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sentence.
  public var description: String

  /// Creates an error.
  public init(_ description: String) {
    self.description = description
  }
}

extension LaunchDesign {
  /// The design shown on one screen when the launch screen is the app's own, as UIKit laid it
  /// out (`measured`): the launch screen is UIKit's picture, filling the screen, and the logo a
  /// layer of its own (id `LaunchScreenLayout.logoID`) at the logo view's frame over it, so
  /// the exits reveal, zoom and beat that view and the background splash hides it; the
  /// design's background is the colour behind the logo (the reveal's overlay fill). The logo
  /// layer draws the view's image only, over the whole picture: a view the document draws above
  /// the logo view and overlapping it shows under it in the splash, and the logo view's own
  /// background colour, alpha or transform are not drawn.
  ///
  /// Without a logo (the view was not found) the picture fills the screen alone, and an exit
  /// that needs the logo (`reveal`, `heartbeat`, `zoomOut`) becomes a `fade` of the same
  /// duration, said by the returned sentence.
  ///
  /// - Returns: a diagnostic line when the exit was changed, else `nil`.
  @discardableResult
  public mutating func showsMeasuredLaunchScreen(
    _ measured: MeasuredLaunchScreen, on screen: Screen
  )
    -> String?
  {
    background = AppearanceColor(light: measured.colorBehindLogo)
    var tree = Layer(
      id: MeasuredLaunchScreen.pictureID, frame: screen.bounds,
      content: .image(measured.picture, .scaleToFill))
    guard let logo = measured.logo else {
      launchScreen.drawn = tree
      launchScreen.drawnLogo = nil
      guard exit.animation.animatesTheLogo else { return nil }
      let name = exit.animation
      exit.animation = .fade
      return "launch screen: its logo view was not found at "
        + "\(launchScreen.bundled.map { "\($0.name)" } ?? "the launch screen")'s logo path; "
        + "exit \(name.rawValue) becomes fade"
    }
    tree.sublayers = [
      Layer(
        id: LaunchScreenLayout.logoID, frame: logo.frame,
        content: .image(logo.image, logo.contentMode))
    ]
    launchScreen.drawn = tree
    showsDrawnLogo(logo, on: screen)
    return nil
  }
}

extension MeasuredLaunchScreen {
  /// Layer id of UIKit's picture of the launch screen.
  public static let pictureID = "appLaunchScreen"
}
