/// When a scene's launch session captures a snapshot of the app for the next launch.
///
/// A snapshot-first launch shows the picture until the app draws its own first screen, so the
/// picture must be of that screen: never of whatever screen the app was left on (settings, a
/// chat, an alert, a privacy cover). Each capture is filed under the app screen it shows
/// (`SnapshotKey.appScreen`), and a launch looks up only the screen it reveals.
public enum SnapshotCapturePolicy: Hashable, Sendable {
  /// The screen the launch revealed, once per launch: when the splash is removed after the app
  /// said it was ready, in the foreground, before any tap made on the splash replays (a replayed
  /// tap may open another screen) and before the person can move on. Filed under the setup's
  /// `firstScreen`. A splash removed at the deadline (the app not ready) captures nothing.
  case firstScreen
  /// Only when the app asks (`LaunchSession.snapshotRequested(screen:)`), under the screen it
  /// names: an app whose first screen is settled later than its readiness, or that knows better
  /// when it is on the screen its launches show.
  case onRequest
}
