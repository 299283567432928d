/// When a start-up task runs, in launch order.
public enum StartupPhase: Int, CaseIterable, Comparable, Codable, Sendable {
  /// Before the first frame: only what that frame needs (it delays everything the person sees).
  case beforeFirstFrame
  /// Right after the first frame is on screen.
  case afterFirstFrame
  /// When the app is idle (the app decides when: after ready, on the first quiet run loop).
  case whenIdle
  /// Only when something first needs it (PCalc's conversions and constants).
  case onFirstUse

  /// Earlier phases compare less.
  public static func < (lhs: StartupPhase, rhs: StartupPhase) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
