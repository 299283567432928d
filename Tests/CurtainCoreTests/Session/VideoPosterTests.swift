import Testing

@testable import CurtainCore

/// `video.poster` is on screen from the first frame until the player draws (seed 000): the
/// poster under the player from the first instant, not only once the opaque video covers it.
@MainActor @Suite struct VideoPosterTests {
  static func launch(playerFails: Bool = false) throws -> SimulatedLaunch {
    var design = SessionFixtures.design(video: true)
    design.video?.poster = "poster.png"
    let plan = LaunchPlan(design: design, kind: .firstLaunch, environment: LaunchEnvironment())
    return try SessionFixtures.simulate(
      plan, design: design, script: LaunchScript(readyAfter: 0.6), playerFails: playerFails)
  }

  static func foreground(_ stage: Stage) -> Layer? {
    stage.window(.foregroundSplash)?.layer
  }

  static let poster = LayerContent.image(ImageSource(name: "poster.png"), .scaleAspectFill)

  @Test func thePosterShowsFromTheFirstFrameUntilThePlayerDraws() throws {
    let launch = try Self.launch()
    let attach = try #require(launch.attachTime)
    #expect(attach > launch.firstFrameTime)
    for time in [launch.firstFrameTime, (launch.firstFrameTime + attach) / 2] {
      let layer = Self.foreground(launch.stage(at: time))
      #expect(layer?.layer(withID: SplashStages.posterID)?.content == Self.poster)
      #expect(layer?.layer(withID: SplashStages.replicaID) == nil)
      #expect(layer?.layer(withID: SplashStages.videoID) == nil)
    }
    // Once the player draws, the video over the same poster.
    let playing = Self.foreground(launch.stage(at: attach))
    #expect(playing?.layer(withID: SplashStages.posterID)?.content == Self.poster)
    #expect(playing?.layer(withID: SplashStages.videoID) != nil)
  }

  /// A player that never draws gives the poster's place to the replica.
  @Test func aFailedPlayerShowsTheReplica() throws {
    let launch = try Self.launch(playerFails: true)
    #expect(launch.attachTime == nil)
    let layer = Self.foreground(launch.stage(at: launch.firstFrameTime + 0.1))
    #expect(layer?.layer(withID: SplashStages.replicaID) != nil)
    #expect(layer?.layer(withID: SplashStages.posterID) == nil)
  }
}
