/// Values an app's code sets over the design `curtain generate` bundled
/// (`CurtainLaunchLayout.json`): each `nil` keeps the config's value.
public struct LaunchDesignOverrides: Hashable, Sendable {
  /// The exit, in place of the config's `exit`.
  public var exit: ExitDesign?
  /// The splash video, in place of the config's `video`.
  public var video: VideoDesign?
  /// Whether to drop the config's video.
  public var removesVideo: Bool
  /// Seconds the splash stays at least, in place of `minimumDisplay`.
  public var minimumDisplay: Double?
  /// The deadline in seconds (or `LaunchDesign.noDeadline`), in place of `deadline`.
  public var deadline: Double?

  /// Creates overrides; with no arguments the bundled design is used as it is.
  public init(
    exit: ExitDesign? = nil, video: VideoDesign? = nil, removesVideo: Bool = false,
    minimumDisplay: Double? = nil, deadline: Double? = nil
  ) {
    self.exit = exit
    self.video = video
    self.removesVideo = removesVideo
    self.minimumDisplay = minimumDisplay
    self.deadline = deadline
  }

  /// `design` with these values set, and one sentence per config key whose value code changed
  /// (for the app's diagnostics: what was previewed is not what ships for those keys).
  public func applied(to design: LaunchDesign) -> (design: LaunchDesign, overridden: [String]) {
    var result = design
    var overridden: [String] = []
    func note(_ key: String, _ changed: Bool) {
      if changed { overridden.append("\(key) is set in code, over the config's value") }
    }
    if let exit {
      note("exit", exit != design.exit)
      result.exit = exit
    }
    if removesVideo {
      note("video", design.video != nil)
      result.video = nil
    } else if let video {
      note("video", video != design.video)
      result.video = video
    }
    if let minimumDisplay {
      note("minimumDisplay", minimumDisplay != design.minimumDisplay)
      result.minimumDisplay = minimumDisplay
    }
    if let deadline {
      note("deadline", deadline != design.deadline)
      result.deadline = deadline
    }
    return (result, overridden)
  }
}
