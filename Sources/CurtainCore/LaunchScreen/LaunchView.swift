/// One view of a launch screen: what it shows, how it looks, its subviews and the constraints
/// it holds.
///
/// Constraints live on the view that holds them in the document (usually the nearest common
/// ancestor of their items), as in Interface Builder; an item left out of a constraint is that
/// view.
public struct LaunchView: Hashable, Codable, Sendable {
  /// The document's element id (`id="Ze5-6b-2t3"`); unique in a document.
  public var id: String
  /// What the view draws.
  public var content: LaunchViewContent
  /// The name Interface Builder shows (`userLabel`), if any.
  public var label: String?
  /// The view's appearance and autoresizing.
  public var attributes: LaunchViewAttributes
  /// The frame the document saved, in the superview's coordinates (nil when not saved).
  public var savedFrame: Rect?
  /// The subviews, back to front.
  public var subviews: [LaunchView]
  /// The constraints this view holds.
  public var constraints: [LaunchConstraint]
  /// The layout guides this view owns (safe area, legacy top and bottom guides).
  public var layoutGuides: [LaunchLayoutGuide]
  /// Whether the view is installed in its superview by default (a `<variation key="default">`
  /// of the superview can exclude it).
  public var isInstalled: Bool
  /// Size classes that install or remove this view's subviews and constraints, by id
  /// (`<variation key="heightClass=compact"><mask key="constraints"><include reference=>`).
  public var variations: [SizeClassVariation]

  /// Creates a view.
  public init(
    id: String, content: LaunchViewContent = .plain, label: String? = nil,
    attributes: LaunchViewAttributes = LaunchViewAttributes(), savedFrame: Rect? = nil,
    subviews: [LaunchView] = [], constraints: [LaunchConstraint] = [],
    layoutGuides: [LaunchLayoutGuide] = [], isInstalled: Bool = true,
    variations: [SizeClassVariation] = []
  ) {
    self.id = id
    self.content = content
    self.label = label
    self.attributes = attributes
    self.savedFrame = savedFrame
    self.subviews = subviews
    self.constraints = constraints
    self.layoutGuides = layoutGuides
    self.isInstalled = isInstalled
    self.variations = variations
  }
}

/// A view's appearance and autoresizing attributes (`UIView`'s properties an Interface
/// Builder document can set).
public struct LaunchViewAttributes: Hashable, Codable, Sendable {
  /// The background colour; nil is clear.
  public var backgroundColor: LaunchColor?
  /// The tint colour (template images and symbols), nil for the inherited one.
  public var tintColor: LaunchColor?
  /// `isHidden`.
  public var isHidden: Bool
  /// `alpha`, 0...1.
  public var alpha: Double
  /// `clipsToBounds`.
  public var clipsToBounds: Bool
  /// How the view's content fills its bounds (`contentMode`).
  public var contentMode: ContentMode
  /// Explicit layout margins (`<edgeInsets key="layoutMargins">`), nil for UIKit's default.
  public var layoutMargins: EdgeInsets?
  /// Whether the layout margins include the safe area (`insetsLayoutMarginsFromSafeArea`).
  public var insetsLayoutMarginsFromSafeArea: Bool
  /// Whether the view's margins follow its superview's (`preservesSuperviewLayoutMargins`).
  public var preservesSuperviewLayoutMargins: Bool
  /// Whether autoresizing places the view (`translatesAutoresizingMaskIntoConstraints`).
  public var translatesAutoresizingMask: Bool
  /// The autoresizing mask that applies when `translatesAutoresizingMask` is set.
  public var autoresizingMask: AutoresizingMask
  /// Whether Interface Builder fixes the saved frame at build time (`fixedFrame="YES"`: a view
  /// without constraints gets prototyping constraints for its left, top, width and height).
  public var hasFixedFrame: Bool
  /// Content hugging priorities (horizontal, vertical); UIKit's default is 250.
  public var hugging: AxisPriorities
  /// Compression resistance priorities (horizontal, vertical); UIKit's default is 750.
  public var compressionResistance: AxisPriorities

  /// Creates attributes; the defaults are UIKit's.
  public init(
    backgroundColor: LaunchColor? = nil, tintColor: LaunchColor? = nil, isHidden: Bool = false,
    alpha: Double = 1, clipsToBounds: Bool = false, contentMode: ContentMode = .scaleToFill,
    layoutMargins: EdgeInsets? = nil, insetsLayoutMarginsFromSafeArea: Bool = true,
    preservesSuperviewLayoutMargins: Bool = false, translatesAutoresizingMask: Bool = true,
    autoresizingMask: AutoresizingMask = [], hasFixedFrame: Bool = false,
    hugging: AxisPriorities = AxisPriorities(horizontal: 250, vertical: 250),
    compressionResistance: AxisPriorities = AxisPriorities(horizontal: 750, vertical: 750)
  ) {
    self.backgroundColor = backgroundColor
    self.tintColor = tintColor
    self.isHidden = isHidden
    self.alpha = alpha
    self.clipsToBounds = clipsToBounds
    self.contentMode = contentMode
    self.layoutMargins = layoutMargins
    self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
    self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
    self.translatesAutoresizingMask = translatesAutoresizingMask
    self.autoresizingMask = autoresizingMask
    self.hasFixedFrame = hasFixedFrame
    self.hugging = hugging
    self.compressionResistance = compressionResistance
  }
}

/// A layout priority per axis (hugging or compression resistance), 1...1000.
public struct AxisPriorities: Hashable, Codable, Sendable {
  /// The horizontal priority.
  public var horizontal: Double
  /// The vertical priority.
  public var vertical: Double

  /// Creates priorities.
  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// `UIView.AutoresizingMask`: which margins and dimensions stretch when the superview resizes.
public struct AutoresizingMask: OptionSet, Hashable, Codable, Sendable {
  /// The raw bits, as UIKit's.
  public var rawValue: Int

  /// Creates a mask from UIKit's bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// `flexibleLeftMargin` (IB: `flexibleMinX`).
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// `flexibleWidth` (IB: `widthSizable`).
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// `flexibleRightMargin` (IB: `flexibleMaxX`).
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// `flexibleTopMargin` (IB: `flexibleMinY`).
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// `flexibleHeight` (IB: `heightSizable`).
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// `flexibleBottomMargin` (IB: `flexibleMaxY`).
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
