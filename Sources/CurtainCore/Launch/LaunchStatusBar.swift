/// The status bar the app launched with, from its Info.plist: what the splash reports while the
/// app has no root controller to ask yet (`SplashPreferenceRule` gives `nil`), so the status
/// bar the system launch screen showed does not change at the splash's first frame.
///
/// Per Apple's Information Property List reference: `UIStatusBarStyle` is "the style of the
/// status bar as the app launches" and `UIStatusBarHidden` whether it is hidden then;
/// `UIViewControllerBasedStatusBarAppearance` (default `YES`) makes the system take the current
/// view controller's preference, and with `NO` the application's style, which no controller (the
/// splash's included) changes. The style's values are `UIStatusBarStyleDefault`,
/// `UIStatusBarStyleLightContent`, `UIStatusBarStyleDarkContent` (iOS 13) and the iOS 2-6
/// `UIStatusBarStyleBlackTranslucent` and `UIStatusBarStyleBlackOpaque`, deprecated with
/// `UIStatusBarStyleLightContent` as their replacement (UIKit's `UIApplication.h`).
public struct LaunchStatusBar: Hashable, Sendable {
  /// The content's style (`UIStatusBarStyle`).
  public enum Style: Hashable, Sendable {
    /// `UIStatusBarStyle.default`: dark or light content as the interface style says.
    case automatic
    /// `UIStatusBarStyle.lightContent`, for dark backgrounds.
    case lightContent
    /// `UIStatusBarStyle.darkContent`, for light backgrounds.
    case darkContent
  }

  /// The style it launched with.
  public var style: Style
  /// Whether it launched hidden.
  public var hidden: Bool

  /// Creates a status bar.
  public init(style: Style = .automatic, hidden: Bool = false) {
    self.style = style
    self.hidden = hidden
  }

  /// The status bar the splash reports while the app has no root controller, from the app's
  /// Info.plist values (`value(key)`: a string or a Boolean as the bundle holds it): the launch
  /// style and hidden state; `nil` when `UIViewControllerBasedStatusBarAppearance` is `NO`
  /// (the splash's preference is not asked: UIKit's defaults do).
  public static func launched(info value: (String) -> Any?) -> LaunchStatusBar? {
    guard flag(value("UIViewControllerBasedStatusBarAppearance")) ?? true else { return nil }
    let style: Style =
      switch value("UIStatusBarStyle") as? String {
      case "UIStatusBarStyleLightContent", "UIStatusBarStyleBlackTranslucent",
        "UIStatusBarStyleBlackOpaque":
        .lightContent
      case "UIStatusBarStyleDarkContent": .darkContent
      default: .automatic
      }
    return LaunchStatusBar(style: style, hidden: flag(value("UIStatusBarHidden")) ?? false)
  }

  /// A property list Boolean (`<true/>`, or the strings `YES` / `NO` build settings may leave).
  private static func flag(_ value: Any?) -> Bool? {
    if let bool = value as? Bool { return bool }
    switch (value as? String)?.lowercased() {
    case "yes", "true", "1": return true
    case "no", "false", "0": return false
    default: return nil
    }
  }
}
