/// One Auto Layout constraint as a document saves it: `first.attribute (relation)
/// second.attribute × multiplier + constant` at `priority`.
public struct LaunchConstraint: Hashable, Codable, Sendable {
  /// The document's element id.
  public var id: String
  /// The first item's id (a view or layout guide); nil means the view holding the constraint.
  public var firstItem: String?
  /// The first item's attribute.
  public var firstAttribute: LayoutAttribute
  /// The relation.
  public var relation: LayoutRelation
  /// The second item's id; nil with a second attribute means the holding view, nil with
  /// `.notAnAttribute` means none (a constant width or height).
  public var secondItem: String?
  /// The second item's attribute, `.notAnAttribute` when there is no second item.
  public var secondAttribute: LayoutAttribute
  /// The multiplier (`multiplier="1:2"` is 0.5).
  public var multiplier: Double
  /// The constant in points; for a symbolic constraint, the constant the document saved.
  public var constant: Double
  /// Whether the constant is the system's standard spacing (`symbolic="YES"`): 8 between
  /// siblings, 20 to the superview's edge (see `LaunchLayout`).
  public var isStandardSpacing: Bool
  /// The priority, 1...1000; 1000 is required.
  public var priority: Double
  /// Whether the constraint is installed by default (not excluded by `<variation key=
  /// "default">`).
  public var isInstalled: Bool
  /// Size classes where the constraint's constant differs (`<variation key=... constant=>`);
  /// its installation per size class is on the holding view's `variations`.
  public var variations: [SizeClassVariation]

  /// Creates a constraint.
  public init(
    id: String, firstItem: String? = nil, firstAttribute: LayoutAttribute,
    relation: LayoutRelation = .equal, secondItem: String? = nil,
    secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, isStandardSpacing: Bool = false, priority: Double = 1000,
    isInstalled: Bool = true, variations: [SizeClassVariation] = []
  ) {
    self.id = id
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.isStandardSpacing = isStandardSpacing
    self.priority = priority
    self.isInstalled = isInstalled
    self.variations = variations
  }

  /// Whether the constraint must hold (priority 1000).
  public var isRequired: Bool { priority >= 1000 }
}

/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Codable, Sendable, CaseIterable {
  /// `==`.
  case equal
  /// `<=` (`relation="lessThanOrEqual"`).
  case lessThanOrEqual
  /// `>=` (`relation="greaterThanOrEqual"`).
  case greaterThanOrEqual
}

/// `NSLayoutConstraint.Attribute`, spelt as Interface Builder writes it.
public enum LayoutAttribute: String, Hashable, Codable, Sendable, CaseIterable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge (left in left-to-right layouts).
  case leading
  /// The trailing edge.
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The last line's baseline.
  case lastBaseline
  /// The first line's baseline.
  case firstBaseline
  /// The left layout margin.
  case leftMargin
  /// The right layout margin.
  case rightMargin
  /// The top layout margin.
  case topMargin
  /// The bottom layout margin.
  case bottomMargin
  /// The leading layout margin.
  case leadingMargin
  /// The trailing layout margin.
  case trailingMargin
  /// The horizontal centre between the margins.
  case centerXWithinMargins
  /// The vertical centre between the margins.
  case centerYWithinMargins
  /// No attribute (a constraint with one item).
  case notAnAttribute
}
