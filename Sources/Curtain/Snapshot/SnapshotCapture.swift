#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// Takes a snapshot of a scene's app window when told (``capture(screen:)``: the launch
  /// session decides when, by its `SnapshotCapturePolicy`: the screen the launch revealed, at
  /// the splash's removal, or when the app asks), and hands the encoded PNG to `store` off the
  /// main thread.
  ///
  /// Drawing needs the main thread (UIKit); PNG encoding and the write do not, and run in a
  /// detached task under a background-task assertion so iOS lets them finish. If iOS ends the
  /// background time first, the expiration handler cancels the task and ends the assertion (an
  /// app that holds one past its expiration is killed); the cache's write is atomic, so the
  /// previous snapshot stays. `describe` reads, on the main thread at capture time, whatever the
  /// store needs to file the image (the snapshot cache's key: size, scale, appearance, layout
  /// direction, text size, app state, app screen). A drawing the core's `SnapshotRedaction` discards (a
  /// failed `drawHierarchy`) is never stored.
  @MainActor public final class SnapshotCapture<Description: Sendable> {
    private let renderer: SnapshotRenderer
    private let window: @MainActor () -> UIWindow?
    private let describe: @MainActor (UIWindow, String) -> Description?
    private let store: @Sendable (Data, Description) async throws -> Void
    private let onError: @MainActor (any Error) -> Void

    /// Creates a capture.
    ///
    /// - Parameters:
    ///   - renderer: draws the window into an image.
    ///   - window: the window to draw (the scene's app window), looked up at capture time.
    ///   - describe: what the store needs to know about the image of the window showing the
    ///     named app screen; `nil` skips this capture (a private state, for example).
    ///   - store: saves the PNG bytes (the snapshot cache); runs off the main thread.
    ///   - onError: told when drawing, encoding or storing fails (the next launch shows the
    ///     replica, or the previous snapshot).
    public init(
      renderer: SnapshotRenderer,
      window: @escaping @MainActor () -> UIWindow?,
      describe: @escaping @MainActor (UIWindow, String) -> Description?,
      store: @escaping @Sendable (Data, Description) async throws -> Void,
      onError: @escaping @MainActor (any Error) -> Void = { _ in }
    ) {
      self.renderer = renderer
      self.window = window
      self.describe = describe
      self.store = store
      self.onError = onError
    }

    /// Draws the window, showing the app screen `screen`, now (synchronously, in the caller's
    /// turn: what is on screen before anything else runs) and stores the image in the
    /// background.
    public func capture(screen: String) {
      guard let window = window(), let description = describe(window, screen) else { return }
      let image: UIImage
      switch renderer.image(of: window) {
      case .success(let drawn): image = drawn
      case .failure(let reason):
        onError(SnapshotCaptureError.discarded(reason))
        return
      }
      guard let cgImage = image.cgImage else { return }
      let scale = image.scale
      let store = store
      let onError = onError
      let assertion = BackgroundAssertion()
      let pixels = SendableImage(cgImage)
      let task = Task.detached(priority: .utility) {
        do {
          guard let png = UIImage(cgImage: pixels.image, scale: scale, orientation: .up).pngData()
          else { throw SnapshotCaptureError.encodingFailed }
          try Task.checkCancellation()
          try await store(png, description)
        } catch {
          await MainActor.run { onError(error) }
        }
        await assertion.end()
      }
      assertion.begin(name: "Curtain snapshot") { task.cancel() }
    }
  }

  /// Why a snapshot was not stored.
  public enum SnapshotCaptureError: Error, Sendable, CustomStringConvertible {
    /// The drawing was discarded (the window could not be drawn, for instance).
    case discarded(SnapshotRedaction.Reason)
    /// The drawn image could not be encoded as PNG.
    case encodingFailed

    /// A sentence fragment for diagnostics.
    public var description: String {
      switch self {
      case .discarded(let reason): "drawing discarded: \(reason)"
      case .encodingFailed: "the image could not be encoded as PNG"
      }
    }
  }

  /// A `UIApplication` background task, ended exactly once: by the work, or by iOS's
  /// expiration handler (which also cancels the work).
  @MainActor private final class BackgroundAssertion {
    private var identifier = UIBackgroundTaskIdentifier.invalid
    private var ended = false

    func begin(name: String, onExpiration: @escaping @MainActor () -> Void) {
      guard !ended else { return }
      identifier = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
        onExpiration()
        self?.end()
      }
    }

    func end() {
      guard !ended else { return }
      ended = true
      guard identifier != .invalid else { return }
      UIApplication.shared.endBackgroundTask(identifier)
      identifier = .invalid
    }
  }

  /// A `CGImage` handed to the encoding task: immutable once drawn, so safe to share.
  private struct SendableImage: @unchecked Sendable {
    let image: CGImage
    init(_ image: CGImage) { self.image = image }
  }
#endif
