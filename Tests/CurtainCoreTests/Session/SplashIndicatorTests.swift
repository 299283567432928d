import Testing

@testable import CurtainCore

/// Issue #28 (N4): the loading indicator is the session's decision, sent to every backend (the
/// device draws it above the splash, the preview reads it): it shows after the grace time,
/// rotates its messages, hides when the app is ready after its minimum show time, and never
/// holds the cover: the splash leaves when the coordinator says, taking the indicator with it.
@MainActor @Suite struct SplashIndicatorTests {
  struct Run {
    var indicator: [LoadingIndicatorTimeline.Event]
    var exitStart: Double?
  }

  static func run(
    readyAt: Double, indicator: LaunchIndicator?, minimumDisplay: Double = 0
  ) throws -> Run {
    let design = SessionFixtures.design(duration: 0.5, minimumDisplay: minimumDisplay)
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let launch = try SimulatedLaunch(
      .init(
        design: design, screen: SessionFixtures.screen, appearance: .light, plan: plan,
        script: LaunchScript(readyAfter: readyAt, firstFrameTime: 0.05),
        appContent: ImageSource(name: "app.png"), indicator: indicator))
    return Run(indicator: launch.indicatorTimeline.events, exitStart: launch.exitStartTime)
  }

  static let messages = LaunchIndicator(
    policy: LoadingIndicatorPolicy(messages: ["Syncing", "Almost there", "Hello"]))

  @Test func aSlowLaunchShowsItAfterTheGraceTimeAndHidesItAtReady() throws {
    let run = try Self.run(readyAt: 6, indicator: Self.messages)
    let show = try #require(run.indicator.first)
    #expect(show.action == .show)
    #expect(abs(show.time - 0.55) < 1e-9)
    let hide = try #require(run.indicator.last)
    #expect(hide.action == .hide)
    #expect(abs(hide.time - 6) < 1e-9)
    // Messages rotate while it waits, never the same twice in a row.
    let texts = run.indicator.compactMap { event -> String? in
      if case .message(let text) = event.action { return text }
      return nil
    }
    #expect(texts.count >= 2)
    #expect(zip(texts, texts.dropFirst()).allSatisfy { $0 != $1 })
  }

  @Test(arguments: [0.8, 1.2, 3.0])
  func itNeverHoldsTheCover(readyAt: Double) throws {
    let without = try Self.run(readyAt: readyAt, indicator: nil)
    let with = try Self.run(readyAt: readyAt, indicator: Self.messages)
    let exitStart = try #require(with.exitStart)
    #expect(exitStart == without.exitStart)
    // It goes with the splash at the latest: never visible once the exit has started.
    let hide = try #require(with.indicator.last)
    #expect(hide.action == .hide)
    #expect(hide.time <= exitStart + 1e-9)
  }

  @Test func readyWithinTheGraceTimeOrAShortPredictedWaitShowsNothing() throws {
    #expect(try Self.run(readyAt: 0.4, indicator: Self.messages).indicator.isEmpty)
    let short = LaunchIndicator(predictedWait: 0.9)
    #expect(try Self.run(readyAt: 5, indicator: short).indicator.isEmpty)
  }

  @Test func onceShownItStaysItsMinimumTimeWhileTheSplashStays() throws {
    // Ready at 0.8 s, the splash held to 3 s by its minimum display: the indicator keeps its
    // one-second minimum (0.55 to 1.55 s) and then goes, before the splash does.
    let run = try Self.run(readyAt: 0.8, indicator: LaunchIndicator(), minimumDisplay: 3)
    #expect(run.indicator.map(\.action) == [.show, .hide])
    #expect(abs((run.indicator.last?.time ?? 0) - 1.55) < 1e-9)
  }
}
