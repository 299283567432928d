/// A layout guide a view owns, referred to by id in constraints.
public struct LaunchLayoutGuide: Hashable, Codable, Sendable {
  /// The kinds of guide a launch screen uses.
  public enum Kind: String, Hashable, Codable, Sendable {
    /// `safeAreaLayoutGuide` (`<viewLayoutGuide key="safeArea">`).
    case safeArea
    /// `layoutMarginsGuide` (`<viewLayoutGuide key="layoutMargins">`).
    case layoutMargins
    /// The view controller's legacy `topLayoutGuide` (`<viewControllerLayoutGuide type="top">`):
    /// its bottom is the safe area's top.
    case top
    /// The legacy `bottomLayoutGuide`: its top is the safe area's bottom.
    case bottom
  }

  /// The document's id for the guide.
  public var id: String
  /// Which guide.
  public var kind: Kind

  /// Creates a guide.
  public init(id: String, kind: Kind) {
    self.id = id
    self.kind = kind
  }
}
