#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// The touch capture over one scene's splash: a ``TouchCaptureView`` filling the foreground
  /// window's root view, each event handed on with its time on the launch session's clock.
  /// Which taps are kept and replayed is the session's decision.
  @MainActor final class SplashTaps {
    private var captureView: TouchCaptureView?

    /// Starts capturing the touches made on `view`; `now` is the session's clock, `record` is
    /// told each event.
    init(
      over view: UIView, now: @escaping @MainActor () -> Double,
      record: @escaping @MainActor (TouchEvent) -> Void
    ) {
      let captureView = TouchCaptureView { event in
        // `UITouch.timestamp` is system uptime: carried over to the session's clock by age.
        var event = event
        event.time = now() - (ProcessInfo.processInfo.systemUptime - event.time)
        record(event)
      }
      captureView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(captureView)
      NSLayoutConstraint.activate([
        captureView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        captureView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        captureView.topAnchor.constraint(equalTo: view.topAnchor),
        captureView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
      self.captureView = captureView
    }

    /// Stops capturing.
    func stop() {
      captureView?.removeFromSuperview()
      captureView = nil
    }
  }
#endif
