#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  /// The environment key holding the launch's curtain.
  private struct LaunchCurtainKey: EnvironmentKey {
    static let defaultValue: LaunchCurtain? = nil
  }

  extension EnvironmentValues {
    /// The launch's curtain, set by `launchCurtain(_:)`; call its `ready()` or `keepOnScreen`
    /// when the first screen has what it needs.
    public var launchCurtain: LaunchCurtain? {
      get { self[LaunchCurtainKey.self] }
      set { self[LaunchCurtainKey.self] = newValue }
    }
  }

  extension View {
    /// Puts `curtain` in the environment of this view (`\.launchCurtain`), so views can signal
    /// readiness; the splash itself is installed per scene by `LaunchCurtain.cover(_:)`.
    public func launchCurtain(_ curtain: LaunchCurtain) -> some View {
      environment(\.launchCurtain, curtain)
    }

    /// Calls the environment's curtain's `ready()` once `condition` is true (now or later).
    public func launchCurtainReady(when condition: Bool) -> some View {
      modifier(LaunchCurtainReadyModifier(condition: condition))
    }
  }

  /// Signals readiness to the environment's curtain when a condition holds.
  private struct LaunchCurtainReadyModifier: ViewModifier {
    @Environment(\.launchCurtain) private var curtain
    let condition: Bool

    func body(content: Content) -> some View {
      content
        .onAppear { if condition { curtain?.ready() } }
        .onChange(of: condition) { isTrue in if isTrue { curtain?.ready() } }
    }
  }
#endif
