/// The standard moments of an iOS launch, in the order they happen.
public enum LaunchPhase: String, CaseIterable, Codable, Sendable {
  /// The kernel created the process (read from the system, before any of the app's code).
  case processStart
  /// `main` began (for a prewarmed launch, roughly when the user tapped).
  case main
  /// `application(_:didFinishLaunchingWithOptions:)` (or the SwiftUI `App` initialiser) began.
  case appDelegateStart
  /// The first frame was committed to the screen.
  case firstFrame
  /// The app said it is ready: the splash may leave.
  case appReady
  /// The splash was removed: the app alone on screen, the end of what a person waited for.
  case splashRemoved
  /// The person's first touch was handled.
  case firstInteraction

  /// A lower-case label for reports ("app delegate start").
  public var displayName: String {
    switch self {
    case .processStart: "process start"
    case .main: "main"
    case .appDelegateStart: "app delegate start"
    case .firstFrame: "first frame"
    case .appReady: "app ready"
    case .splashRemoved: "splash removed"
    case .firstInteraction: "first interaction"
    }
  }

  /// The label used for a mark name in reports: a phase's display name, else the name itself.
  public static func displayName(forMark name: String) -> String {
    LaunchPhase(rawValue: name)?.displayName ?? name
  }
}
