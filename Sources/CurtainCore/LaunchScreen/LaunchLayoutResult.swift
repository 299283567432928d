/// Where a launch screen's views land on one screen.
public struct LaunchLayoutResult: Hashable, Codable, Sendable {
  /// One laid-out view.
  public struct PlacedView: Hashable, Codable, Sendable {
    /// The document's element id.
    public var id: String
    /// The id of its superview, nil for the root.
    public var parentID: String?
    /// The frame in the root view's coordinates, in points, rounded to the screen's pixels.
    public var frame: Rect

    /// Creates a placed view.
    public init(id: String, parentID: String?, frame: Rect) {
      self.id = id
      self.parentID = parentID
      self.frame = frame
    }
  }

  /// A required constraint that could not hold, and was broken as UIKit breaks it.
  public struct BrokenConstraint: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The constraint's id in the document.
    public var id: String
    /// The constraint as a sentence: `A.top == B.bottom + 8`.
    public var summary: String

    /// Creates a broken-constraint report.
    public init(id: String, summary: String) {
      self.id = id
      self.summary = summary
    }

    /// The summary with the id.
    public var description: String { "\(summary) (\(id))" }
  }

  /// The installed views, depth first from the root, back to front.
  public var views: [PlacedView]
  /// The required constraints that were broken, in the order they were met.
  public var broken: [BrokenConstraint]

  /// Creates a result.
  public init(views: [PlacedView], broken: [BrokenConstraint]) {
    self.views = views
    self.broken = broken
  }

  /// The frame of the view with `id`, if installed.
  public func frame(of id: String) -> Rect? {
    views.first { $0.id == id }?.frame
  }
}
