import Testing

@testable import CurtainCore

@MainActor @Suite struct SimulatedLaunchTests {
  static let screen = Screen(
    size: Size(width: 390, height: 844), scale: 1, orientation: .portrait)

  static func simulation(
    video: Bool = false, exit: ExitAnimationName = .fade,
    attachment: PlayerAttachment = .whenReadyForDisplay
  ) throws -> SimulatedLaunch {
    let design = SessionFixtures.design(video: video, exit: exit)
    let plan = LaunchPlan(design: design, kind: .firstLaunch, environment: LaunchEnvironment())
    return try SessionFixtures.simulate(
      plan, design: design, script: LaunchScript(readyAfter: 1), attachment: attachment)
  }

  static func roles(_ stage: Stage) -> [WindowRole] { stage.windows.map(\.role) }

  @Test func launchScreenThenSplashThenExitThenApp() throws {
    let simulation = try Self.simulation()
    #expect(simulation.firstFrameTime == 0.05)
    #expect(simulation.exitStartTime == 1)
    #expect(simulation.endTime == 1.5)
    #expect(Self.roles(simulation.stage(at: 0)) == [.systemLaunchScreen])
    #expect(
      Self.roles(simulation.stage(at: 0.5)) == [.backgroundSplash, .app, .foregroundSplash])
    let exit = try #require(simulation.exit)
    #expect(exit.origin == 1)
    #expect(simulation.stage(at: 1.25) == exit.animation.stage(at: 0.25))
    #expect(Self.roles(simulation.stage(at: 1.5)) == [.app])
    #expect(simulation.stage(at: 0) == simulation.systemLaunchScreen)
  }

  static func layerIDs(_ stage: Stage) -> [String] {
    stage.windows.first { $0.role == .foregroundSplash }?.layer.sublayers.map(\.id) ?? []
  }

  @Test func videoFramesShowOnlyOnceThePlayerIsAttached() throws {
    let simulation = try Self.simulation(video: true)
    let ready =
      LaunchScript.defaultFirstFrameTime
      + LaunchScript.defaultPlayerReadyDelay
    #expect(!Self.layerIDs(simulation.stage(at: ready - 0.01)).contains(SplashStages.videoID))
    #expect(Self.layerIDs(simulation.stage(at: ready + 0.01)).contains(SplashStages.videoID))
  }

  @Test func naivePlayerPutsABlackLayerOnScreenBeforeItIsReady() throws {
    let simulation = try Self.simulation(video: true, attachment: .early(lead: 0.1))
    let ready =
      LaunchScript.defaultFirstFrameTime
      + LaunchScript.defaultPlayerReadyDelay
    #expect(Self.layerIDs(simulation.stage(at: ready - 0.05)) == [Stage.blackPlayerID])
    #expect(!Self.layerIDs(simulation.stage(at: ready - 0.15)).contains(Stage.blackPlayerID))
  }
}
