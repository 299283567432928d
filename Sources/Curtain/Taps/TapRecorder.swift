#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// A tap made on the splash (replica or snapshot) while the app was starting.
  public struct CapturedTap: Hashable, Sendable {
    /// Where, in the window's coordinates, in points.
    public var point: Point
    /// When, in seconds of system uptime (`UIEvent.timestamp`'s clock).
    public var time: Double

    /// Creates a captured tap.
    public init(point: Point, time: Double) {
      self.point = point
      self.time = time
    }
  }

  /// Records the taps made on a splash view and reports each one.
  ///
  /// A tap recognizer on the foreground splash: the splash window is above the app window, so
  /// it receives every touch while it is up and the app gets none by accident. Which taps are
  /// kept and replayed is the core's decision; this only reports them (and a video's "skip on
  /// tap" is the same report).
  @MainActor public final class TapRecorder: NSObject {
    private let onTap: @MainActor (CapturedTap) -> Void
    private let recognizer: UITapGestureRecognizer

    /// Starts recording taps on `view`.
    public init(view: UIView, onTap: @escaping @MainActor (CapturedTap) -> Void) {
      self.onTap = onTap
      recognizer = UITapGestureRecognizer()
      super.init()
      recognizer.addTarget(self, action: #selector(tapped(_:)))
      view.addGestureRecognizer(recognizer)
    }

    /// Stops recording.
    public func invalidate() {
      recognizer.view?.removeGestureRecognizer(recognizer)
    }

    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
      guard recognizer.state == .ended else { return }
      let point = recognizer.location(in: recognizer.view?.window)
      onTap(CapturedTap(point: Point(point), time: ProcessInfo.processInfo.systemUptime))
    }
  }
#endif
