#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Tells VoiceOver that the screen changed: it moves to the app's first screen and reads it.
  @MainActor enum ScreenChangeAnnouncement {
    static func post() {
      UIAccessibility.post(notification: .screenChanged, argument: nil)
    }
  }
#endif
