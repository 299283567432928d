import CurtainCore

/// A small design and screen for session tests, and a run of the session under a script.
enum SessionFixtures {
  static let screen = Screen(
    size: Size(width: 390, height: 844), scale: 1, orientation: .portrait)

  static func design(
    video: Bool = false, exit: ExitAnimationName = .fade, duration: Double = 0.5,
    deadline: Double = LaunchDesign.defaultDeadline, minimumDisplay: Double = 0
  ) -> LaunchDesign {
    LaunchDesign(
      background: AppearanceColor(light: RGBAColor(red: 0.1, green: 0.6, blue: 0.9)),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 120)),
      video: video ? VideoDesign(file: "intro.mp4", when: .always) : nil,
      minimumDisplay: minimumDisplay, deadline: deadline,
      exit: ExitDesign(animation: exit, duration: duration))
  }

  /// A round logo's alpha (opaque inside a circle), so reveals can cut their hole.
  static let logoMask: AlphaMask? = try? AlphaMask(width: 32, height: 32) { x, y in
    (x - 16) * (x - 16) + (y - 16) * (y - 16) <= 14 * 14
  }

  static let snapshot = SnapshotCoverImage(
    image: ImageSource(name: "snapshot.png"), layout: LayoutSignature("home"))

  /// The simulated launch of `plan` under `script` (and `extra` events).
  @MainActor static func simulate(
    _ plan: LaunchPlan, design: LaunchDesign = design(), script: LaunchScript,
    extra: [ScheduledLaunchEvent] = [], playerFails: Bool = false,
    attachment: PlayerAttachment = .whenReadyForDisplay
  ) throws -> SimulatedLaunch {
    try SimulatedLaunch(
      .init(
        design: design, screen: screen, appearance: .light, plan: plan, script: script,
        extraEvents: extra, appContent: ImageSource(name: "app.png"),
        snapshot: plan.cover.isSnapshot ? snapshot : nil, logoMask: logoMask,
        playerAttachment: attachment, playerFails: playerFails))
  }
}
