import Foundation

/// The runtime launch design: the resource (`CurtainLaunchLayout.json`) that `curtain generate`
/// writes beside the launch storyboard, from which the app builds its in-app replica and its
/// launch plan.
///
/// It names the generated asset-catalog entries (content-hashed, so they match the storyboard's)
/// and carries the sizes, offset and margin the storyboard's constraints encode; both sides go
/// through ``LaunchScreenLayout``, so the replica equals the launch screen by construction. Since
/// format version 2 it also carries everything else in the config that changes what the launch
/// does or shows (name, video, minimum display, deadline, exit with its Reduce Motion form and
/// style, and the loading indicator), so ``design`` is the whole design `curtain plan` and
/// `curtain preview` use.
///
/// Format versions: 1 (layout only; read with every behaviour value at its documented default),
/// 2, 3 (a background image: written only when the design has one, so an older Curtain
/// refuses a file whose replica it would draw without it) and 4 (the app's own launch screen,
/// ``appLaunchScreen``, or a logo size for iPads, `logo.padSize`: written only for such
/// designs), 5 (a splash video with variants per screen shape, `video.variants`: written only
/// then, so an older Curtain refuses it instead of playing one video on every shape) and 6 (a
/// centred splash video, `video.placement: center` with `video.size`: written only then, so an
/// older Curtain refuses it instead of filling the screen with it). The loading indicator
/// needs no new version: a Curtain that predates it reads the
/// file without it (no indicator; nothing else changes). A file of a newer version is refused
/// (``LaunchLayoutResourceError/newerVersion(_:)``).
public struct LaunchLayoutResource: Hashable, Codable, Sendable {
  /// The file name the generator writes and the Apple layer loads from the main bundle.
  public static let fileName = "CurtainLaunchLayout.json"
  /// The format version this type writes, and the newest it reads.
  public static let currentVersion = 6
  /// The version a file with video variants and a filled video is written as.
  public static let versionWithVideoVariants = 5
  /// The version a file without a background image is written as (the format before it).
  public static let versionWithoutBackgroundImage = 2
  /// The version a file with a background image and no app launch screen is written as.
  public static let versionWithBackgroundImage = 3
  /// The version a file with the app's own launch screen or a pad logo size, and no video
  /// variants, is written as.
  public static let versionWithAppLaunchScreen = 4

  /// Format version of the file; readers reject versions they do not know.
  public var version: Int
  /// The background colour set's name and its colours.
  public var background: Background
  /// The full-screen background image set (an image or a drawn gradient) in front of the
  /// colour, when the design has one.
  public var backgroundImage: BackgroundImageSet?
  /// The logo image set and its placement.
  public var logo: Logo
  /// The branding image set and its placement, when the design has one.
  public var branding: Branding?
  /// The full-screen poster image set, when the launch screen has one (absent in files written
  /// before it existed, which read as none).
  public var poster: Poster?
  /// The app's own launch screen (`launchScreen: {storyboard|xib, logo}`), which the device
  /// instantiates in the splash window: then `background` and `logo` are stand-ins, never drawn
  /// (UIKit draws the document, and its logo view is the logo).
  public var appLaunchScreen: BundledLaunchScreen?
  /// The app's display name (`name`). Default "App".
  public var name: String
  /// The splash video (`video`): `file` and `poster` are names in the app bundle (the video
  /// file's name; the poster's generated image set). Default none.
  public var video: VideoDesign?
  /// Seconds the splash stays at least (`minimumDisplay`). Default 0.
  public var minimumDisplay: Double
  /// Seconds after which the splash leaves even if the app is not ready (`deadline`).
  /// Default 6.
  public var deadline: Double
  /// How the splash leaves (`exit`, with its curve, Reduce Motion form and style).
  public var exit: ExitDesign
  /// The loading indicator above the splash (`loadingIndicator`). Default none.
  public var loadingIndicator: LoadingIndicatorPolicy?

  /// The background image: an asset-catalog image set filling the screen by its content mode
  /// (a gradient is an image set drawn at generate time, with `scaleToFill`).
  public struct BackgroundImageSet: Hashable, Codable, Sendable {
    /// Image-set name in the asset catalog.
    public var imageName: String
    /// How the image fits the screen.
    public var contentMode: ContentMode

    /// Creates a background image entry.
    public init(imageName: String, contentMode: ContentMode) {
      self.imageName = imageName
      self.contentMode = contentMode
    }
  }

  /// The full-screen poster: an asset-catalog image set, drawn edge to edge with aspect fill.
  public struct Poster: Hashable, Codable, Sendable {
    /// Image-set name in the asset catalog.
    public var imageName: String

    /// Creates a poster entry.
    public init(imageName: String) {
      self.imageName = imageName
    }
  }

  /// The background: an asset-catalog colour set and the colours it holds.
  public struct Background: Hashable, Codable, Sendable {
    /// Colour-set name in the asset catalog (`UIColor(named:)`).
    public var colorName: String
    /// The colour in each appearance, as the colour set stores it.
    public var color: AppearanceColor

    /// Creates a background description.
    public init(colorName: String, color: AppearanceColor) {
      self.colorName = colorName
      self.color = color
    }
  }

  /// The centred logo.
  public struct Logo: Hashable, Codable, Sendable {
    /// Image-set name in the asset catalog (`UIImage(named:)`).
    public var imageName: String
    /// Size of the image view, in points.
    public var size: Size
    /// Offset of the logo's centre from the screen's centre, in points.
    public var offset: Point
    /// How the image fits the image view.
    public var contentMode: ContentMode
    /// Size of the image view on a screen regular in both size classes (an iPad, full screen),
    /// when it differs (`logo.size.pad`; the storyboard's constraints carry it as a
    /// `heightClass=regular-widthClass=regular` variation). An iPad image needs nothing here:
    /// the image set's `ipad` entries hold it under the same name.
    public var padSize: Size?

    /// Creates a logo description.
    public init(
      imageName: String, size: Size, offset: Point, contentMode: ContentMode,
      padSize: Size? = nil
    ) {
      self.imageName = imageName
      self.size = size
      self.offset = offset
      self.contentMode = contentMode
      self.padSize = padSize
    }
  }

  /// The bottom branding image.
  public struct Branding: Hashable, Codable, Sendable {
    /// Image-set name in the asset catalog.
    public var imageName: String
    /// Size of the image view, in points.
    public var size: Size
    /// Distance from the safe area's bottom to the image's bottom, in points.
    public var bottomMargin: Double

    /// Creates a branding description.
    public init(imageName: String, size: Size, bottomMargin: Double) {
      self.imageName = imageName
      self.size = size
      self.bottomMargin = bottomMargin
    }
  }

  /// Creates a resource; the behaviour values default as the config's keys do. Without
  /// `version`, the oldest version that holds everything given (6 with a centred video, 5 with
  /// video variants, 4 with the app's own launch screen or a pad logo size, 3 with a background
  /// image, otherwise 2).
  public init(
    version: Int? = nil, background: Background, backgroundImage: BackgroundImageSet? = nil,
    logo: Logo, branding: Branding?, poster: Poster? = nil,
    appLaunchScreen: BundledLaunchScreen? = nil,
    name: String = LaunchDesign.defaultName,
    video: VideoDesign? = nil, minimumDisplay: Double = LaunchDesign.defaultMinimumDisplay,
    deadline: Double = LaunchDesign.defaultDeadline, exit: ExitDesign = ExitDesign(),
    loadingIndicator: LoadingIndicatorPolicy? = nil
  ) {
    self.version =
      version
      ?? (video.map { video in
        video.placement != .fill || video.variants.contains { $0.placement == .center }
      } == true
        ? Self.currentVersion
        : video?.variants.isEmpty == false
          ? Self.versionWithVideoVariants
          : appLaunchScreen != nil || logo.padSize != nil
            ? Self.versionWithAppLaunchScreen
            : backgroundImage == nil
              ? Self.versionWithoutBackgroundImage : Self.versionWithBackgroundImage)
    self.background = background
    self.backgroundImage = backgroundImage
    self.logo = logo
    self.branding = branding
    self.poster = poster
    self.appLaunchScreen = appLaunchScreen
    self.name = name
    self.video = video
    self.minimumDisplay = minimumDisplay
    self.deadline = deadline
    self.exit = exit
    self.loadingIndicator = loadingIndicator
  }

  private enum CodingKeys: String, CodingKey {
    case version, background, backgroundImage, logo, branding, poster, appLaunchScreen, name
    case video
    case minimumDisplay, deadline, exit
    case loadingIndicator
  }

  /// Decodes a resource of any known version; values a version-1 file lacks take their
  /// defaults.
  ///
  /// - Throws: ``LaunchLayoutResourceError/newerVersion(_:)`` for a version this Curtain does
  ///   not know, or a `DecodingError` (a number outside its ``DesignBound`` among them).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    guard version <= Self.currentVersion else {
      throw LaunchLayoutResourceError.newerVersion(version)
    }
    background = try container.decode(Background.self, forKey: .background)
    backgroundImage = try container.decodeIfPresent(
      BackgroundImageSet.self, forKey: .backgroundImage)
    logo = try container.decode(Logo.self, forKey: .logo)
    branding = try container.decodeIfPresent(Branding.self, forKey: .branding)
    poster = try container.decodeIfPresent(Poster.self, forKey: .poster)
    appLaunchScreen = try container.decodeIfPresent(
      BundledLaunchScreen.self, forKey: .appLaunchScreen)
    name = try container.decodeIfPresent(String.self, forKey: .name) ?? LaunchDesign.defaultName
    video = try container.decodeIfPresent(VideoDesign.self, forKey: .video)
    minimumDisplay =
      try container.decodeIfPresent(Double.self, forKey: .minimumDisplay)
      ?? LaunchDesign.defaultMinimumDisplay
    deadline =
      try container.decodeIfPresent(Double.self, forKey: .deadline) ?? LaunchDesign.defaultDeadline
    exit = try container.decodeIfPresent(ExitDesign.self, forKey: .exit) ?? ExitDesign()
    loadingIndicator = try container.decodeIfPresent(
      LoadingIndicatorPolicy.self, forKey: .loadingIndicator)
    // Checked as a config is checked: a number outside its `DesignBound` (a hand-edited or
    // damaged file) is an error naming the key, never a value the layout computes with.
    if let issue = design.validationIssues().first {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(issue)"))
    }
  }

  /// Encodes the resource, leaving out behaviour values equal to their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(background, forKey: .background)
    try container.encodeIfPresent(backgroundImage, forKey: .backgroundImage)
    try container.encode(logo, forKey: .logo)
    try container.encodeIfPresent(branding, forKey: .branding)
    try container.encodeIfPresent(poster, forKey: .poster)
    try container.encodeIfPresent(appLaunchScreen, forKey: .appLaunchScreen)
    if name != LaunchDesign.defaultName { try container.encode(name, forKey: .name) }
    try container.encodeIfPresent(video, forKey: .video)
    if minimumDisplay != LaunchDesign.defaultMinimumDisplay {
      try container.encode(minimumDisplay, forKey: .minimumDisplay)
    }
    if deadline != LaunchDesign.defaultDeadline {
      try container.encode(deadline, forKey: .deadline)
    }
    if exit != ExitDesign() { try container.encode(exit, forKey: .exit) }
    try container.encodeIfPresent(loadingIndicator, forKey: .loadingIndicator)
  }

  /// Reads a resource file's bytes.
  ///
  /// - Throws: ``LaunchLayoutResourceError`` saying what is wrong with the file.
  public static func decode(_ data: Data) throws(LaunchLayoutResourceError) -> LaunchLayoutResource
  {
    do {
      return try JSONDecoder().decode(LaunchLayoutResource.self, from: data)
    } catch let error as LaunchLayoutResourceError {
      throw error
    } catch {
      throw .unreadable(String(describing: error))
    }
  }

  /// The design the resource describes, with image paths replaced by asset-catalog names (one
  /// name for both appearances: the catalog picks the variant) and the video by its name in the
  /// app bundle.
  public var design: LaunchDesign {
    LaunchDesign(
      name: name,
      background: background.color,
      backgroundImage: backgroundImage.map {
        BackgroundImage(
          source: .image(AppearanceImage(light: $0.imageName)), contentMode: $0.contentMode)
      },
      logo: LogoDesign(
        image: AppearanceImage(light: logo.imageName), size: logo.size, offset: logo.offset,
        contentMode: logo.contentMode, padSize: logo.padSize),
      branding: branding.map {
        BrandingDesign(
          image: AppearanceImage(light: $0.imageName), size: $0.size,
          bottomMargin: $0.bottomMargin)
      },
      video: video, minimumDisplay: minimumDisplay, deadline: deadline, exit: exit,
      launchScreen: LaunchScreenDesign(
        poster: poster.map { AppearanceImage(light: $0.imageName) }, bundled: appLaunchScreen),
      loadingIndicator: loadingIndicator)
  }

  /// The resource of `design` when its launch screen is the app's own, `bundled`: the
  /// background and logo are the stand-ins such a design has (never drawn), everything else
  /// (name, video, minimum display, deadline, exit, loading indicator) is the design's.
  /// `design.video`'s file is written as given: pass the design with the video named as the app
  /// bundle names it.
  public init(appLaunchScreen bundled: BundledLaunchScreen, design: LaunchDesign) {
    let logo = LogoDesign.appLaunchScreen
    self.init(
      background: Background(colorName: "", color: .appLaunchScreen),
      logo: Logo(
        imageName: logo.image.light, size: logo.size, offset: logo.offset,
        contentMode: logo.contentMode),
      branding: nil, appLaunchScreen: bundled, name: design.name, video: design.video,
      minimumDisplay: design.minimumDisplay, deadline: design.deadline, exit: design.exit,
      loadingIndicator: design.loadingIndicator)
  }

  /// The launch screen's layout on `screen` in `appearance`: the same rule the storyboard's
  /// constraints encode.
  public func layout(on screen: Screen, appearance: Appearance) -> LaunchScreenLayout {
    LaunchScreenLayout(design: design, screen: screen, appearance: appearance)
  }
}
