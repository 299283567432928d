/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Codable, Sendable {
  /// Compact.
  case compact
  /// Regular.
  case regular
}

/// A size-class condition as Interface Builder writes it (`heightClass=compact-widthClass=
/// regular`); a nil class matches either.
public struct SizeClassCondition: Hashable, Codable, Sendable {
  /// The horizontal size class, nil for any.
  public var width: SizeClass?
  /// The vertical size class, nil for any.
  public var height: SizeClass?

  /// Creates a condition.
  public init(width: SizeClass? = nil, height: SizeClass? = nil) {
    self.width = width
    self.height = height
  }

  /// Whether a screen with these size classes matches.
  public func matches(width: SizeClass, height: SizeClass) -> Bool {
    (self.width ?? width) == width && (self.height ?? height) == height
  }

  /// How specific the condition is (0...2): a more specific variation wins.
  public var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }
}

/// What changes on a view or constraint in one size class.
public struct SizeClassVariation: Hashable, Codable, Sendable {
  /// The size classes where it applies.
  public var condition: SizeClassCondition
  /// Ids (of constraints or subviews) installed in these size classes.
  public var included: [String]
  /// Ids removed in these size classes.
  public var excluded: [String]
  /// A constraint's constant in these size classes.
  public var constant: Double?

  /// Creates a variation.
  public init(
    condition: SizeClassCondition, included: [String] = [], excluded: [String] = [],
    constant: Double? = nil
  ) {
    self.condition = condition
    self.included = included
    self.excluded = excluded
    self.constant = constant
  }
}
