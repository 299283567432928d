/// Everything decided about a launch's splash before the first frame: the cover, how long it
/// stays at least, how it leaves and when it must be gone.
///
/// The launch reason is deliberately not an input: a launch from a notification or a URL gets
/// the same splash as a normal one (seed 001).
public struct LaunchPlan: Hashable, Sendable {
  /// What the splash shows.
  public var cover: LaunchCover
  /// Seconds the splash stays at least (0 with a video: the video holds it instead).
  public var minimumDisplay: Double
  /// How the splash leaves, with the Reduce Motion setting read when the plan was made.
  public var exit: PlannedExit
  /// How it leaves with Reduce Motion off and on: the coordinator switches when the setting
  /// changes while the splash is up.
  public var exits: ExitChoice
  /// Seconds after start when the exit begins even if the app is not ready.
  public var deadline: Double
  /// The launch kind the plan was made for.
  public var kind: LaunchKind

  /// Creates a plan from its parts (tests and previews); apps use `init(design:kind:environment:)`.
  /// Without `exits`, a Reduce Motion change keeps `exit`.
  public init(
    cover: LaunchCover, minimumDisplay: Double, exit: PlannedExit, deadline: Double,
    kind: LaunchKind, exits: ExitChoice? = nil
  ) {
    self.cover = cover
    self.minimumDisplay = minimumDisplay
    self.exit = exit
    self.exits = exits ?? .fixed(exit)
    self.deadline = deadline
    self.kind = kind
  }

  /// Decides the plan. Complexity O(1), no I/O.
  ///
  /// - Parameters:
  ///   - design: The launch design (`curtain.yml`).
  ///   - kind: This launch's kind, from the launch history.
  ///   - environment: Accessibility settings, the snapshot available, if any, and the screen's
  ///     appearance, orientation and idiom where known (a video plays only where it is made
  ///     for, as the variant for the screen's shape).
  public init(design: LaunchDesign, kind: LaunchKind, environment: LaunchEnvironment) {
    // The variant for this screen's shape, chosen here once for the device and the CLI alike.
    let video = design.video.flatMap {
      Self.videoPlays($0, kind: kind, environment: environment)
        ? $0.on(idiom: environment.idiom, orientation: environment.orientation) : nil
    }
    if let video {
      cover = .video(video)
    } else if let snapshot = environment.snapshot {
      cover = .snapshot(snapshot)
    } else {
      cover = .replica
    }
    minimumDisplay = video == nil ? max(0, design.minimumDisplay) : 0
    // Logo exits where the splash shows no logo crossfade instead, whatever Reduce Motion says:
    // over a snapshot, a poster, or a video (the exit starts from the video's last frame; a
    // logo exit would snap back to the launch screen's logo first), and for an aspect-fill
    // logo (the launch screen clips it to its box; a logo exit grows the whole image).
    let showsLogo =
      !cover.isSnapshot && !cover.isVideo && design.launchScreen.poster == nil
      && design.logo.contentMode != .scaleAspectFill
    let overCover = { (exit: PlannedExit) in
      !showsLogo && exit.animation.animatesTheLogo ? exit.asFade : exit
    }
    let designed = ExitChoice(design: design.exit)
    exits = ExitChoice(
      standard: overCover(designed.standard), reducedMotion: overCover(designed.reducedMotion))
    exit = exits.exit(reduceMotion: environment.reduceMotion)
    deadline = max(0, design.deadline)
    self.kind = kind
  }

  /// Whether `video` plays on a launch of `kind`: per its schedule, only in the appearances
  /// and orientations it is made for, and never when autoplay is off in the accessibility
  /// settings.
  public static func videoPlays(
    _ video: VideoDesign, kind: LaunchKind, environment: LaunchEnvironment
  ) -> Bool {
    guard environment.videoAutoplayAllowed else { return false }
    if let appearance = environment.appearance, !video.appearances.contains(appearance) {
      return false
    }
    if let orientation = environment.orientation, !video.orientations.contains(orientation) {
      return false
    }
    switch video.when {
    case .always: return true
    case .firstLaunch: return kind == .firstLaunch
    case .newVersion: return kind.isNewVersion
    }
  }

  /// The latest instant, in seconds after start, at which the app is on screen: the deadline
  /// plus the exit's duration (the longest of `exit` and `exits`, as Reduce Motion may change).
  public var latestReveal: Double { deadline + max(exit.duration, exits.longestDuration) }
}
