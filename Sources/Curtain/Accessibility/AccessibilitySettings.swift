#if canImport(UIKit)
  import UIKit

  /// The accessibility settings the launch plan reads, and their changes.
  ///
  /// Reduce Motion turns the exit into a crossfade; turning off video autoplay (iOS 13+,
  /// Settings > Accessibility > Motion > Auto-Play Video Previews) means no splash video. Both
  /// are read when the plan is made and observed while the splash is up, so a change made
  /// then still applies to the exit.
  @MainActor public final class AccessibilitySettings {
    /// Whether Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`).
    public var isReduceMotionEnabled: Bool { UIAccessibility.isReduceMotionEnabled }
    /// Whether videos may play by themselves (`UIAccessibility.isVideoAutoplayEnabled`).
    public var isVideoAutoplayEnabled: Bool { UIAccessibility.isVideoAutoplayEnabled }

    private var tokens: [NSObjectProtocol] = []

    /// Starts observing; `onChange` runs on the main actor after either setting changes.
    public init(onChange: @escaping @MainActor (AccessibilitySettings) -> Void = { _ in }) {
      let names = [
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.videoAutoplayStatusDidChangeNotification,
      ]
      tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
          [weak self] _ in
          Task { @MainActor in
            guard let self else { return }
            onChange(self)
          }
        }
      }
    }

    /// Stops observing.
    public func invalidate() {
      tokens.forEach(NotificationCenter.default.removeObserver)
      tokens.removeAll()
    }
  }
#endif
