import Testing

@testable import CurtainCore

@Suite struct LaunchStageSimulationTests {
  static let screen = Screen(
    size: Size(width: 390, height: 844), scale: 1, orientation: .portrait)

  static func simulation(
    video: Bool = false, exit: ExitAnimationName = .fade,
    attachment: PlayerAttachment = .whenReadyForDisplay
  ) -> LaunchStageSimulation {
    let design = LaunchDesign(
      background: AppearanceColor(light: RGBAColor(red: 0.1, green: 0.6, blue: 0.9)),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 120)),
      video: video ? VideoDesign(file: "intro.mp4", when: .always) : nil,
      exit: ExitDesign(animation: exit, duration: 0.5))
    let plan = LaunchPlan(design: design, kind: .firstLaunch, environment: LaunchEnvironment())
    return LaunchStageSimulation(
      .init(
        design: design, screen: screen, appearance: .light, plan: plan,
        script: LaunchSimulationScript(readyAfter: 1), appContent: ImageSource(name: "app.png"),
        playerAttachment: attachment))
  }

  static func roles(_ stage: Stage) -> [WindowRole] { stage.windows.map(\.role) }

  @Test func launchScreenThenSplashThenExitThenApp() throws {
    let simulation = Self.simulation()
    #expect(simulation.firstFrameTime == 0.05)
    #expect(simulation.exitStartTime == 1)
    #expect(simulation.endTime == 1.5)
    #expect(Self.roles(simulation.stage(at: 0)) == [.systemLaunchScreen])
    #expect(
      Self.roles(simulation.stage(at: 0.5)) == [.backgroundSplash, .app, .foregroundSplash])
    #expect(simulation.stage(at: 1.25) == simulation.exit.stage(at: 0.25))
    #expect(Self.roles(simulation.stage(at: 1.5)) == [.app])
    #expect(simulation.stage(at: 0) == simulation.systemLaunchScreen)
  }

  static func layerIDs(_ stage: Stage) -> [String] {
    stage.windows.first { $0.role == .foregroundSplash }?.layer.sublayers.map(\.id) ?? []
  }

  @Test func videoFramesShowOnlyOnceThePlayerIsAttached() {
    let simulation = Self.simulation(video: true)
    let ready =
      LaunchSimulationScript.defaultFirstFrameTime
      + LaunchSimulationScript.defaultPlayerReadyDelay
    #expect(!Self.layerIDs(simulation.stage(at: ready - 0.01)).contains(SplashStages.videoID))
    #expect(Self.layerIDs(simulation.stage(at: ready + 0.01)).contains(SplashStages.videoID))
  }

  @Test func naivePlayerPutsABlackLayerOnScreenBeforeItIsReady() {
    let simulation = Self.simulation(video: true, attachment: .early(lead: 0.1))
    let ready =
      LaunchSimulationScript.defaultFirstFrameTime
      + LaunchSimulationScript.defaultPlayerReadyDelay
    #expect(Self.layerIDs(simulation.stage(at: ready - 0.05)) == [VideoSpan.blackPlayerID])
    #expect(!Self.layerIDs(simulation.stage(at: ready - 0.15)).contains(VideoSpan.blackPlayerID))
  }
}
