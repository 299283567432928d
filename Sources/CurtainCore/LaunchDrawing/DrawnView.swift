/// One view of a launch screen laid out on one screen and resolved for one appearance: its
/// frame, colours and content as the renderer draws them.
///
/// The launch-screen model (a tree of views with constraints) is laid out by the layout
/// engine and its colours and images are resolved against the app's asset catalogs; the result
/// is this tree, which maps onto the stage's layers (`layer(labelImage:)`) the way UIKit maps a
/// view onto its `CALayer`: background colour, then the view's content (image or text), then
/// its subviews; `alpha` as opacity, `isHidden`, and `clipsToBounds` as a mask of its bounds.
public struct DrawnView: Hashable, Sendable {
  /// The document's element id; unique in the tree.
  public var id: String
  /// Frame in the superview's coordinates, in points.
  public var frame: Rect
  /// The background colour; nil is clear.
  public var backgroundColor: RGBAColor?
  /// `alpha`, 0...1.
  public var alpha: Double
  /// `isHidden`: the view and its subviews are not drawn.
  public var isHidden: Bool
  /// `clipsToBounds`: content and subviews outside the bounds are not drawn.
  public var clipsToBounds: Bool
  /// What the view draws over its background.
  public var content: DrawnContent
  /// Subviews, back to front.
  public var subviews: [DrawnView]

  /// Creates a view; the defaults are UIKit's.
  public init(
    id: String, frame: Rect, backgroundColor: RGBAColor? = nil, alpha: Double = 1,
    isHidden: Bool = false, clipsToBounds: Bool = false, content: DrawnContent = .none,
    subviews: [DrawnView] = []
  ) {
    self.id = id
    self.frame = frame
    self.backgroundColor = backgroundColor
    self.alpha = alpha
    self.isHidden = isHidden
    self.clipsToBounds = clipsToBounds
    self.content = content
    self.subviews = subviews
  }

  /// Every view of the tree, depth first, this one first.
  public var allViews: [DrawnView] { [self] + subviews.flatMap(\.allViews) }
}

/// What a placed view draws over its background.
public enum DrawnContent: Hashable, Sendable {
  /// Nothing (a plain view).
  case none
  /// An image view's image (already tinted when it renders as a template), fitted by its
  /// content mode; positional modes draw it at its point size (pixels / `ImageSource.scale`).
  case image(ImageSource, ContentMode)
  /// A label's text.
  case text(DrawnText)
}

/// A label's text as drawn: the renderer sets it with its embedded font (Inter) standing in
/// for the system font.
public struct DrawnText: Hashable, Sendable {
  /// Horizontal alignment of each line (`NSTextAlignment`; natural and justified are left in
  /// left-to-right text, justified's last line as UIKit does; other lines are not stretched).
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    /// Left.
    case left
    /// Centred.
    case center
    /// Right.
    case right
  }

  /// The embedded weights a system font maps to.
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    /// Ultra light to regular.
    case regular
    /// Medium and semibold.
    case semibold
    /// Bold, heavy and black.
    case bold

    /// The weight a document's font is drawn and measured with: bold for `boldSystem`, a
    /// named font's from its name's suffix (`Avenir-Heavy`, `Poppins-SemiBold`,
    /// `Arial-BoldMT`, `GillSans-BoldItalic`), the system font's from its `weight=`.
    public init(font: LaunchFont) {
      switch font.style {
      case .boldSystem: self = .bold
      case .named:
        self.init(namedSuffix: font.name?.split(separator: "-").dropFirst().last.map(String.init))
      default: self.init(systemWeight: font.weight)
      }
    }

    /// The weight a PostScript name's suffix says, whatever follows it (`BoldMT`,
    /// `SemiBoldItalic`, `DemiBold`, `ExtraBold`): semibold for semi-, demi- and medium,
    /// bold for bold, heavy and black, regular otherwise.
    init(namedSuffix suffix: String?) {
      let suffix = suffix?.lowercased() ?? ""
      if ["semibold", "demibold", "medium"].contains(where: suffix.contains) {
        self = .semibold
      } else if ["bold", "heavy", "black"].contains(where: suffix.contains) {
        self = .bold
      } else {
        self = .regular
      }
    }

    /// The weight for an Interface Builder `weight=` (or a font name's suffix), regular for
    /// anything else.
    public init(systemWeight: String?) {
      switch systemWeight?.lowercased() {
      case "medium"?, "semibold"?: self = .semibold
      case "bold"?, "heavy"?, "black"?: self = .bold
      default: self = .regular
      }
    }
  }

  /// The typeface a label is drawn and measured with.
  public enum Family: String, Hashable, Sendable, CaseIterable {
    /// The system font and every named font but Arial's and Helvetica's: Inter stands in.
    case system
    /// Arial and Helvetica (`ArialMT`, `Arial-BoldMT`, `Helvetica-Bold`; not Helvetica Neue):
    /// Liberation Sans, made with the same advance widths and vertical metrics as Arial,
    /// whose widths are Helvetica's.
    case arialMetrics

    /// The family a document's font is drawn and measured with.
    public init(font: LaunchFont) {
      let family = font.name?.split(separator: "-").first.map { $0.lowercased() } ?? ""
      let arial = font.style == .named && ["arial", "arialmt", "helvetica"].contains(family)
      self = arial ? .arialMetrics : .system
    }
  }

  /// The text.
  public var text: String
  /// The font size in points.
  public var pointSize: Double
  /// The weight.
  public var weight: Weight
  /// The typeface.
  public var family: Family
  /// The text colour.
  public var color: RGBAColor
  /// The alignment.
  public var alignment: Alignment
  /// `numberOfLines`; 0 is as many as fit.
  public var numberOfLines: Int

  /// Creates label text; the defaults are UIKit's label (17 pt system font, one line).
  public init(
    text: String, pointSize: Double = 17, weight: Weight = .regular, family: Family = .system,
    color: RGBAColor = .black, alignment: Alignment = .left, numberOfLines: Int = 1
  ) {
    self.text = text
    self.pointSize = pointSize
    self.weight = weight
    self.family = family
    self.color = color
    self.alignment = alignment
    self.numberOfLines = numberOfLines
  }
}

extension DrawnView {
  /// Suffix of the id of a view's content layer (its image or text, over its background).
  public static let contentSuffix = ".content"
  /// Suffix of the id of a clipping view's mask.
  public static let clipSuffix = ".clip"

  /// The view as a layer tree. `labelImage` names the image of a label's text, drawn at the
  /// label's size by the renderer (`LabelPainter`), which the compositor then reads.
  public func layer(labelImage: (DrawnView, DrawnText) -> ImageSource) -> Layer {
    let bounds = Rect(size: frame.size)
    var sublayers: [Layer] = []
    switch content {
    case .none:
      break
    case .image(let source, let mode):
      sublayers.append(
        Layer(id: id + Self.contentSuffix, frame: bounds, content: .image(source, mode)))
    case .text(let text):
      sublayers.append(
        Layer(
          id: id + Self.contentSuffix, frame: bounds,
          content: .image(labelImage(self, text), .scaleToFill)))
    }
    sublayers += subviews.map { $0.layer(labelImage: labelImage) }
    return Layer(
      id: id, frame: frame, opacity: min(max(alpha, 0), 1), isHidden: isHidden,
      content: backgroundColor.map(LayerContent.color) ?? .none,
      mask: clipsToBounds
        ? Layer(id: id + Self.clipSuffix, frame: bounds, content: .color(.white)) : nil,
      sublayers: sublayers)
  }
}
