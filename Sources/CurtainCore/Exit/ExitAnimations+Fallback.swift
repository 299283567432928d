/// The exit animation to run, and what went wrong on the way to it.
public struct ExitBuild: Hashable, Sendable {
  /// The animation; `nil` when neither the planned exit nor a fade could be built: the
  /// platform layer then reports the exit finished at once and the splash is removed.
  public var animation: ExitAnimation?
  /// Why the planned exit (and the fade) could not be built, as log lines; empty when the
  /// planned exit was built.
  public var problems: [String]

  /// Creates a build result.
  public init(animation: ExitAnimation?, problems: [String]) {
    self.animation = animation
    self.problems = problems
  }
}

extension ExitAnimations {
  /// Builds the coordinator's planned exit on `splash`; when that fails (a reveal whose logo
  /// could not be read, for instance), a fade of the same duration and curve instead.
  ///
  /// The planned exit already has Reduce Motion applied (`PlannedExit(design:reduceMotion:)`),
  /// so it is built as it is.
  /// A `heartbeat` has beaten for `beaten` seconds when the exit starts: it is built with the
  /// reveal beginning right there, so the animation
  /// lasts `beaten` plus the exit's duration and, run from `beaten` seconds into it, ends
  /// exactly when the coordinator removes the splash. The fallback fade keeps the exit's curve.
  /// - Parameters:
  ///   - exit: The exit the coordinator started.
  ///   - splash: The splash stage on screen.
  ///   - logo: The launch screen's logo, for `reveal` and `heartbeat`.
  ///   - beaten: Seconds the heartbeat has beaten (0 for every other exit).
  public static func build(
    _ exit: PlannedExit, splash: Stage, logo: RevealLogo?, beaten: Double = 0
  ) -> ExitBuild {
    func make(_ name: ExitAnimationName) throws -> ExitAnimation {
      try ExitAnimations.make(
        name, splash: splash, duration: exit.duration, curve: exit.curve, logo: logo,
        style: exit.style, beaten: beaten)
    }
    let planned: any Error
    do {
      return ExitBuild(animation: try make(exit.animation), problems: [])
    } catch {
      planned = error
    }
    guard exit.animation != .fade else {
      return ExitBuild(animation: nil, problems: ["\(planned)"])
    }
    let problem = "\(planned); fading instead"
    do {
      return ExitBuild(animation: try make(.fade), problems: [problem])
    } catch {
      return ExitBuild(animation: nil, problems: [problem, "\(error)"])
    }
  }
}

extension ExitAnimationName {
  /// Whether the exit cuts through or beats the launch screen's logo (`reveal`, `heartbeat`):
  /// only those need the logo's image read into a `RevealLogo`.
  public var usesLogo: Bool { self == .reveal || self == .heartbeat }

  /// Whether the exit is drawn from the launch screen's logo (`reveal`, `heartbeat`, `zoomOut`):
  /// where the splash shows no logo (a snapshot, or a launch screen whose poster replaces the
  /// logo) the plan turns it into a crossfade of the same duration and curve.
  public var animatesTheLogo: Bool { usesLogo || self == .zoomOut }
}
