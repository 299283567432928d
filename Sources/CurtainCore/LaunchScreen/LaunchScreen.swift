/// An app's own launch screen: one tree of views with their constraints, whatever declared it
/// (a launch storyboard, a launch xib or the `UILaunchScreen` Info.plist dictionary).
///
/// The document's saved frames are kept beside the constraints: they are what Interface Builder
/// computed at the design device, and the layout engine is measured against them.
public struct LaunchScreen: Hashable, Codable, Sendable {
  /// Where a launch screen came from.
  public enum Source: String, Hashable, Codable, Sendable {
    /// A `.storyboard` with `launchScreen="YES"` (or named by `UILaunchStoryboardName`).
    case storyboard
    /// A `.xib` whose top-level view is the launch screen.
    case xib
    /// The `UILaunchScreen` Info.plist dictionary (iOS 14+).
    case infoPlist
  }

  /// The format the screen was read from.
  public var source: Source
  /// The root view (a view controller's `view`, or a xib's top-level view).
  public var root: LaunchView
  /// Interface Builder's design device id (`<device id="retina6_1">`), nil when not saved.
  public var designDeviceID: String?
  /// The orientation the document was saved in.
  public var designOrientation: Orientation
  /// The sizes in points of the images the document names (`<resources><image name= width=
  /// height=>`), by image name.
  public var imageSizes: [String: Size]
  /// The fallback values of named colours the document saved (`<resources><namedColor>`).
  public var namedColors: [String: LaunchColor]
  /// Whether the document lays out with safe areas (`useSafeAreas="YES"`); without it the
  /// legacy top and bottom layout guides apply.
  public var usesSafeAreas: Bool

  /// Creates a launch screen.
  public init(
    source: Source, root: LaunchView, designDeviceID: String? = nil,
    designOrientation: Orientation = .portrait, imageSizes: [String: Size] = [:],
    namedColors: [String: LaunchColor] = [:], usesSafeAreas: Bool = true
  ) {
    self.source = source
    self.root = root
    self.designDeviceID = designDeviceID
    self.designOrientation = designOrientation
    self.imageSizes = imageSizes
    self.namedColors = namedColors
    self.usesSafeAreas = usesSafeAreas
  }

  /// Every view of the tree, depth first, the root first.
  public var allViews: [LaunchView] {
    var result: [LaunchView] = []
    func visit(_ view: LaunchView) {
      result.append(view)
      view.subviews.forEach(visit)
    }
    visit(root)
    return result
  }
}
