#if canImport(UIKit)
  import UIKit

  extension LaunchCurtain {
    /// Covers every window scene as it connects, from `UIScene.willConnectNotification`: for an
    /// app whose windows SwiftUI makes (`WindowGroup`), where no code of the app runs in the
    /// scene's connection. Call it once, before the first scene connects: in `App.init()`, or
    /// in `application(_:didFinishLaunchingWithOptions:)` of the app's
    /// `@UIApplicationDelegateAdaptor` (scenes connect after it). A scene already connected
    /// when it is called is not covered: its first frame is on screen already (``cover(_:)``
    /// still covers it, late).
    ///
    /// What is guaranteed: UIKit posts the notification during the scene's connection, on the
    /// main thread, in the same run-loop turn as the scene delegate's
    /// `scene(_:willConnectTo:options:)` and before the scene's first frame is committed, so the
    /// splash windows exist and are shown before that frame: the same guarantee as calling
    /// ``cover(_:)`` in a scene delegate, with the same per-scene scope (the core's
    /// `LaunchScenes`: each connection covered once, the first-launch video and the first route
    /// only for the process's first connection). What is not: whether the notification comes before or
    /// after the scene delegate's call is not documented, so the app's window may not exist yet
    /// when the splash goes up (Curtain finds it each time it needs it, with the core's
    /// `AppWindowRule`); and the scene's connection options are not in the notification, so a
    /// route per scene (``route(with:for:options:facts:)``) still needs a scene delegate.
    public func coverScenesAsTheyConnect() {
      guard sceneConnectionObserver == nil else { return }
      sceneConnectionObserver = SceneNotificationObserver(UIScene.willConnectNotification) {
        [weak self] scene in self?.cover(scene)
      }
    }
  }

  /// Calls `onScene` for each window scene UIKit posts `name` about (connecting, disconnecting),
  /// synchronously, in the posting (a selector observer runs on the posting thread, the main
  /// thread, with no hop that would let the first frame go out first, or a new scene connect
  /// before a disconnected one is forgotten).
  @MainActor final class SceneNotificationObserver: NSObject {
    private let onScene: @MainActor (UIWindowScene) -> Void

    init(_ name: Notification.Name, onScene: @escaping @MainActor (UIWindowScene) -> Void) {
      self.onScene = onScene
      super.init()
      NotificationCenter.default.addObserver(
        self, selector: #selector(scenePosted(_:)), name: name, object: nil)
    }

    @objc private func scenePosted(_ notification: Notification) {
      guard let scene = notification.object as? UIWindowScene else { return }
      onScene(scene)
    }
  }
#endif
