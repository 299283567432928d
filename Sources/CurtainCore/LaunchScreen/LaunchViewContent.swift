/// What a launch-screen view draws beside its background.
public enum LaunchViewContent: Hashable, Codable, Sendable {
  /// A plain `UIView` (only its background).
  case plain
  /// A `UIImageView`.
  case image(LaunchImage)
  /// A `UILabel`.
  case label(LaunchLabel)
  /// A `UIStackView`: its subviews are its arranged subviews.
  case stack(LaunchStack)
  /// Another UIKit view (a button, an activity indicator...), by its element name: laid out
  /// by its constraints, drawn as its background only.
  case other(String)
}

/// A `UIImageView`'s image. The content mode is the view's `attributes.contentMode`.
public struct LaunchImage: Hashable, Codable, Sendable {
  /// The image's name in the app's asset catalogs or bundle; nil for an image view without one.
  public var name: String?
  /// Whether `name` is an SF Symbol (`catalog="system"`).
  public var isSystemSymbol: Bool

  /// Creates an image reference.
  public init(name: String?, isSystemSymbol: Bool = false) {
    self.name = name
    self.isSystemSymbol = isSystemSymbol
  }
}

/// A `UILabel`'s text and style.
public struct LaunchLabel: Hashable, Codable, Sendable {
  /// `NSTextAlignment`.
  public enum Alignment: String, Hashable, Codable, Sendable, CaseIterable {
    /// Left in left-to-right text (`natural`).
    case natural
    /// Left.
    case left
    /// Centred.
    case center
    /// Right.
    case right
    /// Justified.
    case justified
  }

  /// The text.
  public var text: String
  /// The font.
  public var font: LaunchFont
  /// The text colour; nil for UIKit's default (`labelColor`).
  public var textColor: LaunchColor?
  /// The alignment.
  public var alignment: Alignment
  /// `numberOfLines`; 0 is unlimited.
  public var numberOfLines: Int

  /// Creates a label.
  public init(
    text: String, font: LaunchFont = LaunchFont(), textColor: LaunchColor? = nil,
    alignment: Alignment = .natural, numberOfLines: Int = 1
  ) {
    self.text = text
    self.font = font
    self.textColor = textColor
    self.alignment = alignment
    self.numberOfLines = numberOfLines
  }
}

/// A font as a document names it (`<fontDescription>`).
public struct LaunchFont: Hashable, Codable, Sendable {
  /// The system font's weights and styles an Interface Builder document names.
  public enum Style: String, Hashable, Codable, Sendable {
    /// `type="system"`.
    case system
    /// `type="boldSystem"`.
    case boldSystem
    /// `type="italicSystem"`.
    case italicSystem
    /// A text style (`style="UICTFontTextStyleBody"`): its point size is the default size.
    case textStyle
    /// A named font (`name="Avenir-Heavy"`).
    case named
  }

  /// How the font is named.
  public var style: Style
  /// The point size.
  public var pointSize: Double
  /// The PostScript name of a named font, or the text style's name.
  public var name: String?
  /// The system font's weight (`weight="semibold"`), nil for regular.
  public var weight: String?

  /// Creates a font; the default is UIKit's label font, the 17-point system font.
  public init(
    style: Style = .system, pointSize: Double = 17, name: String? = nil, weight: String? = nil
  ) {
    self.style = style
    self.pointSize = pointSize
    self.name = name
    self.weight = weight
  }
}

/// A `UIStackView`'s arrangement.
public struct LaunchStack: Hashable, Codable, Sendable {
  /// `axis`.
  public enum Axis: String, Hashable, Codable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// `distribution`.
  public enum Distribution: String, Hashable, Codable, Sendable, CaseIterable {
    /// `.fill`.
    case fill
    /// `.fillEqually`.
    case fillEqually
    /// `.fillProportionally`.
    case fillProportionally
    /// `.equalSpacing`.
    case equalSpacing
    /// `.equalCentering`.
    case equalCentering
  }

  /// `alignment`.
  public enum Alignment: String, Hashable, Codable, Sendable, CaseIterable {
    /// `.fill`.
    case fill
    /// `.leading` (`.top` on a horizontal stack).
    case leading
    /// `.center`.
    case center
    /// `.trailing` (`.bottom` on a horizontal stack).
    case trailing
    /// `.firstBaseline`.
    case firstBaseline
    /// `.lastBaseline`.
    case lastBaseline
  }

  /// The axis.
  public var axis: Axis
  /// The distribution.
  public var distribution: Distribution
  /// The alignment.
  public var alignment: Alignment
  /// The spacing in points.
  public var spacing: Double
  /// Whether the arrangement is inset by the stack's layout margins
  /// (`isLayoutMarginsRelativeArrangement`).
  public var isLayoutMarginsRelative: Bool

  /// Creates an arrangement; the defaults are UIKit's.
  public init(
    axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
    spacing: Double = 0, isLayoutMarginsRelative: Bool = false
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.isLayoutMarginsRelative = isLayoutMarginsRelative
  }
}
