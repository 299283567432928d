import CurtainCore
import Testing

@testable import CurtainCLI

/// `check` draws a launch once and reuses it for every launch with the same key: the key is the
/// whole simulated input but for the launch kind's name, so no field can be left out of it.
@Suite struct LaunchCheckKeyTests {
  static func input(kind: LaunchKind, mutate: (inout SimulatedLaunch.Input) -> Void = { _ in })
    -> SimulatedLaunch.Input
  {
    let design = LaunchDesign(
      background: AppearanceColor(light: RGBAColor(red: 0.1, green: 0.6, blue: 0.9)),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 120)))
    var input = SimulatedLaunch.Input(
      design: design,
      screen: Screen(size: Size(width: 390, height: 844), scale: 1, orientation: .portrait),
      appearance: .light,
      plan: LaunchPlan(design: design, kind: kind, environment: LaunchEnvironment()),
      script: LaunchScript(readyAfter: 1), appContent: ImageSource(name: "app.png"))
    mutate(&input)
    return input
  }

  @Test func launchesThatDifferOnlyInTheKindsNameShareAKey() {
    let first = LaunchCheckKey(Self.input(kind: .firstLaunch))
    #expect(LaunchCheckKey(Self.input(kind: .sameVersion)) == first)
  }

  /// Each of these changes what is drawn (the Reduce Motion choice, the logo's alpha, a
  /// failing player, a Reduce Motion change mid-launch); the hand-listed key left them out.
  @Test(arguments: 0..<4)
  func anyOtherDifferenceTellsLaunchesApart(change: Int) {
    let changed = Self.input(kind: .sameVersion) { input in
      switch change {
      case 0:
        input.plan.exits.reducedMotion = PlannedExit(
          animation: .none, duration: 0, curve: .linear)
      case 1: input.logoMask = try? AlphaMask(width: 4, height: 4) { _, _ in true }
      case 2: input.playerFails = true
      default:
        input.extraEvents = [ScheduledLaunchEvent(.reduceMotionChanged(true), at: 0.5)]
      }
    }
    #expect(LaunchCheckKey(Self.input(kind: .sameVersion)) != LaunchCheckKey(changed))
  }
}
