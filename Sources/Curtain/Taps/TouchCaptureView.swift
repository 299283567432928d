#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// A transparent view over the splash that reports every touch made on it, phase by phase.
  ///
  /// It lies over the foreground splash window, which is above the app window, so it receives
  /// every touch while the splash is up and the app gets none by accident. Each finger gets a
  /// number for its whole life (a `UITouch` object persists from `began` to `ended`); times are
  /// `UITouch.timestamp`, seconds since system startup, the clock of
  /// `ProcessInfo.systemUptime`. Which touches count as taps is the core's decision
  /// (`TapReplaySession`). A gesture recognizer that takes a touch (the video's skip tap)
  /// cancels it here, so it is never replayed.
  @MainActor public final class TouchCaptureView: UIView {
    private let onEvent: @MainActor (TouchEvent) -> Void
    private var touchIDs: [ObjectIdentifier: Int] = [:]
    private var nextTouchID = 0

    /// Creates the view; `onEvent` is told each touch event, in order.
    public init(onEvent: @escaping @MainActor (TouchEvent) -> Void) {
      self.onEvent = onEvent
      super.init(frame: .zero)
      backgroundColor = .clear
      isOpaque = false
      isMultipleTouchEnabled = true
    }

    /// Not supported: the view is created in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("TouchCaptureView is created in code")
    }

    /// Reports fingers going down.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      report(touches, .began)
    }

    /// Reports fingers moving.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      report(touches, .moved)
    }

    /// Reports fingers lifting.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      report(touches, .ended)
    }

    /// Reports touches the system (or a gesture recognizer) cancelled.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      report(touches, .cancelled)
    }

    private func report(_ touches: Set<UITouch>, _ phase: TouchPhase) {
      for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
        let key = ObjectIdentifier(touch)
        let id = touchIDs[key] ?? nextTouchID
        if touchIDs[key] == nil {
          touchIDs[key] = id
          nextTouchID += 1
        }
        if phase == .ended || phase == .cancelled { touchIDs[key] = nil }
        onEvent(
          TouchEvent(
            touchID: id, phase: phase, location: Point(touch.location(in: nil)),
            time: touch.timestamp))
      }
    }
  }
#endif
