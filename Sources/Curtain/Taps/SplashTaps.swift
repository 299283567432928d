#if canImport(UIKit)
  import CurtainCore
  import UIKit

  /// The taps made on one scene's splash: a ``TouchCaptureView`` over the foreground window
  /// records them into the core's `TapReplaySession`, and once the splash is gone the taps the
  /// core keeps are hit-tested and sent by ``TapReplayer``.
  @MainActor final class SplashTaps {
    private var session: TapReplaySession
    private var captureView: TouchCaptureView?

    /// Starts recording the touches made on `view` (the foreground splash's root view).
    init(over view: UIView, policy: TapReplayPolicy) {
      session = TapReplaySession(policy: policy)
      let captureView = TouchCaptureView { [weak self] event in self?.session.record(event) }
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

    /// The splash now shows a surface with `layout` (a snapshot's saved layout, `nil` for the
    /// replica or the video).
    func coverShown(_ layout: LayoutSignature?) {
      session.coverShown(layout)
    }

    /// Stops recording, asks the core which taps to replay onto `window` (now, with the live
    /// layout `liveLayout` computes), and sends them; `nil` when there was nothing to decide.
    func replay(
      in window: UIWindow?, liveLayout: @MainActor (UIWindow) -> LayoutSignature
    ) -> (plan: TapReplayPlan, outcomes: [TapReplayer.Outcome])? {
      stop()
      let live = window.map(liveLayout)
      let now = ProcessInfo.processInfo.systemUptime
      guard let plan = session.finish(now: now, liveLayout: live), !plan.isEmpty else {
        return nil
      }
      let outcomes = window.map { window in
        plan.replay.map { TapReplayer.replay(at: $0.location, in: window) }
      }
      return (plan: plan, outcomes: outcomes ?? [])
    }

    /// Stops recording.
    func stop() {
      captureView?.removeFromSuperview()
      captureView = nil
    }
  }
#endif
