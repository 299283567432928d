/// The app's own launch screen named by `curtain.yml` as the design
/// (`launchScreen: {storyboard: PATH, logo: ID}` or `{xib: PATH, logo: ID}`): the system
/// launch screen and the splash are that document, and `logo` names the view the exits animate.
public struct AppLaunchScreenReference: Hashable, Codable, Sendable {
  /// The kind of Interface Builder document.
  public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
    /// A launch `.storyboard` (its initial view controller's view).
    case storyboard
    /// A launch `.xib` (its top-level view).
    case xib
  }

  /// The kind of document.
  public var kind: Kind
  /// The document's path, relative to the config.
  public var path: String
  /// The logo: the element id of a view in the document (`id="Ze5-6b-2t3"`), or the image name
  /// of exactly one image view.
  public var logo: String

  /// Creates a reference.
  public init(kind: Kind, path: String, logo: String) {
    self.kind = kind
    self.path = path
    self.logo = logo
  }

  /// The config key of the document path (`launchScreen.storyboard` or `launchScreen.xib`).
  public var pathKey: String { "launchScreen." + kind.rawValue }
}

extension AppearanceColor {
  /// The background of a design whose launch screen is the app's own: a stand-in, never drawn
  /// (the app's tree draws its own, and `preview` and `check` take its root view's colour).
  public static let appLaunchScreen = AppearanceColor(light: .black)
}

extension LogoDesign {
  /// The logo of a design whose launch screen is the app's own: a stand-in naming no file,
  /// never drawn or read (the tree draws the logo, and `LaunchScreenDesign.drawnLogo` places
  /// the one the exits animate).
  public static let appLaunchScreen = LogoDesign(
    image: AppearanceImage(light: "curtain:app-launch-screen-logo"),
    size: Size(width: 1, height: 1))
}

extension LaunchDesign {
  /// Makes `logo`, the logo of the app's own launch screen drawn on `screen`
  /// (`launchScreen.drawn`), the design's logo: `launchScreen.drawnLogo`, and `logo` with the
  /// same image, frame and content mode, so the exits reveal, zoom and beat that view.
  public mutating func showsDrawnLogo(_ logo: PlacedImage, on screen: Screen) {
    launchScreen.drawnLogo = logo
    self.logo = LogoDesign(
      image: AppearanceImage(light: logo.image.name), size: logo.frame.size,
      offset: Point(
        x: logo.frame.midX - screen.size.width / 2, y: logo.frame.midY - screen.size.height / 2),
      contentMode: logo.contentMode)
  }
}
