/// The runtime launch layout: the resource (`CurtainLaunchLayout.json`) that `curtain generate`
/// writes beside the launch storyboard, from which the Apple layer builds the in-app replica.
///
/// It names the generated asset-catalog entries (content-hashed, so they match the storyboard's)
/// and carries the sizes, offset and margin the storyboard's constraints encode. Both sides go
/// through ``LaunchScreenLayout``, so the replica equals the launch screen by construction.
public struct LaunchLayoutResource: Hashable, Codable, Sendable {
  /// The file name the generator writes and the Apple layer loads from the main bundle.
  public static let fileName = "CurtainLaunchLayout.json"
  /// The format version this type reads and writes.
  public static let currentVersion = 1

  /// Format version of the file; readers reject versions they do not know.
  public var version: Int
  /// The background colour set's name and its colours.
  public var background: Background
  /// The logo image set and its placement.
  public var logo: Logo
  /// The branding image set and its placement, when the design has one.
  public var branding: Branding?
  /// The full-screen poster image set, when the launch screen has one (absent in files written
  /// before it existed, which read as none).
  public var poster: Poster?

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

    /// Creates a logo description.
    public init(imageName: String, size: Size, offset: Point, contentMode: ContentMode) {
      self.imageName = imageName
      self.size = size
      self.offset = offset
      self.contentMode = contentMode
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

  /// Creates a resource.
  public init(
    version: Int = LaunchLayoutResource.currentVersion, background: Background, logo: Logo,
    branding: Branding?, poster: Poster? = nil
  ) {
    self.version = version
    self.background = background
    self.logo = logo
    self.branding = branding
    self.poster = poster
  }

  /// Reads a resource and checks it as a config is checked: a version this type does not know,
  /// or a number outside its ``DesignBound`` (a hand-edited or damaged file), is a
  /// `DecodingError.dataCorrupted` naming the key, never a value the layout computes with.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "version \(version) is not \(Self.currentVersion), the one this reads")
    }
    background = try container.decode(Background.self, forKey: .background)
    logo = try container.decode(Logo.self, forKey: .logo)
    branding = try container.decodeIfPresent(Branding.self, forKey: .branding)
    poster = try container.decodeIfPresent(Poster.self, forKey: .poster)
    if let issue = design.validationIssues().first {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(issue)"))
    }
  }

  /// The design the resource describes, with image paths replaced by asset-catalog names (one
  /// name for both appearances: the catalog picks the variant).
  public var design: LaunchDesign {
    LaunchDesign(
      background: background.color,
      logo: LogoDesign(
        image: AppearanceImage(light: logo.imageName), size: logo.size, offset: logo.offset,
        contentMode: logo.contentMode),
      branding: branding.map {
        BrandingDesign(
          image: AppearanceImage(light: $0.imageName), size: $0.size,
          bottomMargin: $0.bottomMargin)
      },
      launchScreen: LaunchScreenDesign(poster: poster.map { AppearanceImage(light: $0.imageName) }))
  }

  /// The launch screen's layout on `screen` in `appearance`: the same rule the storyboard's
  /// constraints encode.
  public func layout(on screen: Screen, appearance: Appearance) -> LaunchScreenLayout {
    LaunchScreenLayout(design: design, screen: screen, appearance: appearance)
  }
}
