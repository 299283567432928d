import CurtainCore
import Testing

@Suite("Exit fallback")
struct ExitFallbackTests {
  static let splash = ExitAnimationsTests.splash
  static let curve = TimingCurve.easeInEaseOut

  @Test func aPlannedExitThatBuildsRunsAsPlanned() throws {
    let build = ExitAnimations.build(
      PlannedExit(animation: .reveal, duration: 0.8, curve: Self.curve), splash: Self.splash,
      logo: try ExitAnimationsTests.logo())
    #expect(build.animation?.name == .reveal)
    #expect(build.problems.isEmpty)
  }

  @Test(arguments: [ExitAnimationName.reveal, .heartbeat])
  func aRevealWithoutItsLogoFadesInstead(_ name: ExitAnimationName) throws {
    let build = ExitAnimations.build(
      PlannedExit(animation: name, duration: 0.6, curve: Self.curve), splash: Self.splash,
      logo: nil)
    let animation = try #require(build.animation)
    #expect(animation.name == .fade)
    #expect(animation.duration == 0.6)
    #expect(build.problems == ["\(ExitAnimationError.missingLogo(name)); fading instead"])
  }

  @Test(arguments: [ExitAnimationName.reveal, .fade])
  func aStageWithoutTheAppWindowBuildsNothing(_ name: ExitAnimationName) {
    let broken = Stage(screen: Self.splash.screen, windows: [])
    let build = ExitAnimations.build(
      PlannedExit(animation: name, duration: 0.6, curve: Self.curve), splash: broken, logo: nil)
    #expect(build.animation == nil)
    #expect(build.problems.count == (name == .fade ? 1 : 2))
  }

  @Test(arguments: ExitAnimationName.allCases)
  func onlyRevealAndHeartbeatReadTheLogo(_ name: ExitAnimationName) {
    #expect(name.usesLogo == [.reveal, .heartbeat].contains(name))
  }
}
