#if canImport(UIKit)
  import UIKit

  /// Takes a snapshot of a scene's app window each time the scene enters the background, and
  /// hands the encoded PNG to `store` off the main thread.
  ///
  /// Drawing needs the main thread (UIKit); PNG encoding and the write do not, and run in a
  /// detached task under a background-task assertion so iOS lets them finish. `describe` reads,
  /// on the main thread at capture time, whatever the store needs to file the image (the
  /// snapshot cache's key: size, scale, appearance, layout direction, text size, app state).
  @MainActor public final class SnapshotCapture<Description: Sendable> {
    private let renderer: SnapshotRenderer
    private let window: @MainActor () -> UIWindow?
    private let describe: @MainActor (UIWindow) -> Description?
    private let store: @Sendable (Data, Description) async throws -> Void
    private let onError: @MainActor (any Error) -> Void
    private var token: NSObjectProtocol?

    /// Starts observing `scene`.
    ///
    /// - Parameters:
    ///   - scene: the scene whose moves to the background trigger a capture.
    ///   - renderer: draws the window into an image.
    ///   - window: the window to draw (the scene's app window), looked up at capture time.
    ///   - describe: what the store needs to know about the image; `nil` skips this capture
    ///     (a private state, for example).
    ///   - store: saves the PNG bytes (the snapshot cache); runs off the main thread.
    ///   - onError: told when encoding or storing fails (the next launch shows the replica).
    public init(
      scene: UIWindowScene, renderer: SnapshotRenderer,
      window: @escaping @MainActor () -> UIWindow?,
      describe: @escaping @MainActor (UIWindow) -> Description?,
      store: @escaping @Sendable (Data, Description) async throws -> Void,
      onError: @escaping @MainActor (any Error) -> Void = { _ in }
    ) {
      self.renderer = renderer
      self.window = window
      self.describe = describe
      self.store = store
      self.onError = onError
      token = NotificationCenter.default.addObserver(
        forName: UIScene.didEnterBackgroundNotification, object: scene, queue: .main
      ) { [weak self] _ in
        Task { @MainActor in self?.capture() }
      }
    }

    /// Stops observing.
    public func invalidate() {
      token.map(NotificationCenter.default.removeObserver)
      token = nil
    }

    /// Draws the window now and stores the image in the background.
    public func capture() {
      guard let window = window(), let description = describe(window),
        let image = renderer.image(of: window), let cgImage = image.cgImage
      else { return }
      let scale = image.scale
      let store = store
      let onError = onError
      let application = UIApplication.shared
      let taskID = application.beginBackgroundTask(withName: "Curtain snapshot")
      let pixels = SendableImage(cgImage)
      Task.detached(priority: .utility) {
        do {
          guard let png = UIImage(cgImage: pixels.image, scale: scale, orientation: .up).pngData()
          else { throw SnapshotCaptureError.encodingFailed }
          try await store(png, description)
        } catch {
          await MainActor.run { onError(error) }
        }
        await MainActor.run { application.endBackgroundTask(taskID) }
      }
    }
  }

  /// Why a snapshot was not stored.
  public enum SnapshotCaptureError: Error, Sendable {
    /// The drawn image could not be encoded as PNG.
    case encodingFailed
  }

  /// A `CGImage` handed to the encoding task: immutable once drawn, so safe to share.
  private struct SendableImage: @unchecked Sendable {
    let image: CGImage
    init(_ image: CGImage) { self.image = image }
  }
#endif
