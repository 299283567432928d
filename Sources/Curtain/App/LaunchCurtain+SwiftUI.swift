#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

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
    /// readiness, and covers the view's scene when the view joins its window (a scene already
    /// covered keeps that splash).
    ///
    /// The covering here is a fallback and does not guarantee the first frame: the view joins
    /// its window during SwiftUI's first layout of the scene, in the transaction that commits
    /// the scene's first frame, and UIKit does not say whether windows made then are in that
    /// frame (the app may show for a frame before the splash). To cover the first frame, put
    /// the splash up at the scene's connection: call
    /// ``LaunchCurtain/coverScenesAsTheyConnect()`` in `App.init()` or in the
    /// `@UIApplicationDelegateAdaptor`'s `application(_:didFinishLaunchingWithOptions:)`, or
    /// give the scenes a scene delegate (`UISceneConfiguration.delegateClass`) that calls
    /// ``LaunchCurtain/cover(_:)`` in `scene(_:willConnectTo:options:)`.
    public func launchCurtain(_ curtain: LaunchCurtain) -> some View {
      environment(\.launchCurtain, curtain)
        .background(SceneCoveringProbe(curtain: curtain).frame(width: 0, height: 0))
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

  /// An empty view that covers its window's scene once it joins the window.
  private struct SceneCoveringProbe: UIViewRepresentable {
    let curtain: LaunchCurtain

    func makeUIView(context: Context) -> ProbeView {
      ProbeView(curtain: curtain)
    }

    func updateUIView(_ view: ProbeView, context: Context) {}

    /// Reports its scene to the curtain when it is added to a window.
    final class ProbeView: UIView {
      private let curtain: LaunchCurtain

      init(curtain: LaunchCurtain) {
        self.curtain = curtain
        super.init(frame: .zero)
        isUserInteractionEnabled = false
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) { nil }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        if let scene = window?.windowScene { curtain.cover(scene) }
      }
    }
  }
#endif
