/// The screen shape a launch starts on, as the launch screen's size-class variations see it:
/// `pad` is a screen regular in both size classes (an iPad app full screen), `phone` any other.
///
/// The same rule picks `logo.size.pad` and `logo.padImage` (``LogoDesign/on(_:)``) and a splash
/// video's `idiom` variant (``VideoDesign/on(idiom:orientation:)``), so the video, the logo and
/// the generated storyboard agree on which screens are iPads.
public enum ScreenIdiom: String, Hashable, Codable, Sendable, CaseIterable {
  /// A screen compact in at least one size class (an iPhone, an iPad app in a narrow window).
  case phone
  /// A screen regular in both size classes (an iPad, full screen).
  case pad

  /// The idiom of `screen`: `pad` where both size classes are regular.
  public init(_ screen: Screen) {
    self = screen.isRegular ? .pad : .phone
  }
}
