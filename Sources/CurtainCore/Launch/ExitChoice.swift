/// The exit for each Reduce Motion setting, decided with the plan, so that turning Reduce
/// Motion on or off while the splash is up still changes how it leaves.
public struct ExitChoice: Hashable, Sendable {
  /// The exit with Reduce Motion off.
  public var standard: PlannedExit
  /// The exit with Reduce Motion on (a crossfade of the same duration, or none).
  public var reducedMotion: PlannedExit

  /// Creates a choice from its two exits.
  public init(standard: PlannedExit, reducedMotion: PlannedExit) {
    self.standard = standard
    self.reducedMotion = reducedMotion
  }

  /// The design's exit and its Reduce Motion form.
  public init(design: ExitDesign) {
    self.init(
      standard: PlannedExit(design: design, reduceMotion: false),
      reducedMotion: PlannedExit(design: design, reduceMotion: true))
  }

  /// The same exit whatever the setting (plans made from their parts).
  public static func fixed(_ exit: PlannedExit) -> ExitChoice {
    ExitChoice(standard: exit, reducedMotion: exit)
  }

  /// The exit for the setting.
  public func exit(reduceMotion: Bool) -> PlannedExit {
    reduceMotion ? reducedMotion : standard
  }

  /// The longer of the two durations, in seconds.
  public var longestDuration: Double { max(standard.duration, reducedMotion.duration) }
}
