import Foundation
import Testing

@testable import CurtainCore

/// Scene scope: each scene connection is a launch of its own, from its own connection options.
@Suite struct SceneConnectionsTests {
  enum Route: Hashable, Sendable {
    case onboarding, whatsNew, home
    case article(String)
  }

  static func router() -> LaunchRouter<Route> {
    LaunchRouter(
      rules: [
        .firstLaunch(.onboarding),
        .newVersion(.whatsNew),
        .deepLink { url in url.host == "articles" ? .article(url.lastPathComponent) : nil },
      ], fallback: .home)
  }

  static let design = LaunchDesign(
    background: AppearanceColor(light: RGBAColor(red: 0, green: 0, blue: 0)),
    logo: LogoDesign(
      image: AppearanceImage(light: "logo.png"), size: Size(width: 100, height: 100)),
    video: VideoDesign(file: "intro.mp4", when: .firstLaunch))

  static let processKinds: [LaunchKind] = [
    .firstLaunch, .update(from: "1.0", to: "2.0"), .sameVersion,
  ]

  @Test(arguments: processKinds)
  func aSecondWindowIsALaterLaunchOfItsOwn(processKind: LaunchKind) throws {
    var scenes = SceneConnections<Int>(processKind: processKind)
    let router = Self.router()
    let history = LaunchHistory()
    let first = router.decide(
      scenes.context(for: 1, history: history, reason: .normal), scene: 1)
    let link = try #require(URL(string: "news://articles/42"))
    // A second iPad window, opened from a link, while the first is up.
    let second = router.decide(
      scenes.context(for: 2, history: history, reason: .url(link)), scene: 2)
    // A third, plain: home, never the first scene's onboarding.
    let third = router.decide(
      scenes.context(for: 3, history: history, reason: .normal), scene: 3)
    #expect(scenes.kind(of: 1) == processKind)
    #expect(scenes.kind(of: 2) == .sameVersion)
    #expect(second.route == .article("42"))
    #expect(third.route == .home)
    // The launch's route is the first scene's, and asking again changes nothing.
    #expect(router.decide(LaunchContext(history: history, kind: .sameVersion)) == first)
    #expect(
      router.decide(scenes.context(for: 1, history: history, reason: .url(link)), scene: 1)
        == first)
    // Each scene's splash: only the launch's first scene plays the first-launch video.
    let plans = [1, 2, 3].map { scene in
      LaunchPlan(
        design: Self.design, kind: scenes.connected(scene), environment: LaunchEnvironment())
    }
    #expect(plans.map(\.cover.isVideo) == [processKind == .firstLaunch, false, false])
  }

  @Test func aReconnectedSceneDoesNotReplayTheFirstLaunch() {
    var scenes = SceneConnections<Int>(processKind: .firstLaunch)
    let router = Self.router()
    let history = LaunchHistory()
    #expect(
      router.decide(scenes.context(for: 1, history: history, reason: .normal), scene: 1).route
        == .onboarding)
    scenes.disconnected(1)
    router.forget(scene: 1)
    // The system discarded the scene; the same process connects it again.
    #expect(scenes.connected(1) == .sameVersion)
    #expect(scenes.connection(of: 1) == 1)
    #expect(
      router.decide(scenes.context(for: 1, history: history, reason: .normal), scene: 1).route
        == .home)
  }
}
