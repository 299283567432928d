import Clocks
import Testing

@testable import CurtainCore

/// Every exit preset x Reduce Motion x cover kind x event order: the session gives both
/// backends the same effects at the same times (the device's real clock, here a test clock,
/// and the preview's simulated time), the exit it runs lasts exactly the plan's exit duration
/// (heartbeat included), and a snapshot cover is on screen in every frame from the first to the
/// exit's start.
@MainActor @Suite struct LaunchSessionParityTests {
  enum Cover: String, CaseIterable, Sendable {
    case replica, posterAndVideo, snapshot
  }

  /// Event orders from the model check: a typical launch, the app ready before the first
  /// frame, never ready (the deadline), Reduce Motion turned on and off while the splash is up,
  /// and a background while it waits.
  enum Order: String, CaseIterable, Sendable {
    case typical, readyBeforeFirstFrame, neverReady, reduceMotionToggled, background
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var exit: ExitAnimationName
    var reduceMotion: Bool
    var cover: Cover
    var order: Order
    var testDescription: String {
      "\(exit.rawValue), reduce motion \(reduceMotion), \(cover.rawValue), \(order.rawValue)"
    }
  }

  nonisolated static let cases: [Case] = ExitAnimationName.allCases.flatMap { exit in
    [false, true].flatMap { reduceMotion in
      Cover.allCases.flatMap { cover in
        Order.allCases.map { Case(exit: exit, reduceMotion: reduceMotion, cover: cover, order: $0) }
      }
    }
  }

  static func input(_ item: Case) -> SimulatedLaunch.Input {
    var design = SessionFixtures.design(
      video: item.cover == .posterAndVideo, exit: item.exit, duration: 0.6, deadline: 3)
    design.video?.poster = "poster.png"
    let environment = LaunchEnvironment(
      reduceMotion: item.reduceMotion,
      snapshot: item.cover == .snapshot ? SnapshotReference(identifier: "snapshot.png") : nil)
    let plan = LaunchPlan(design: design, kind: .firstLaunch, environment: environment)
    var script = LaunchScript(readyAfter: 1.1)
    var extra: [ScheduledLaunchEvent] = []
    switch item.order {
    case .typical: break
    case .readyBeforeFirstFrame: script.readyAfter = 0.02
    case .neverReady: script.readyAfter = 10
    case .reduceMotionToggled:
      extra = [
        ScheduledLaunchEvent(.reduceMotionChanged(!item.reduceMotion), at: 0.4),
        ScheduledLaunchEvent(.reduceMotionChanged(item.reduceMotion), at: 0.7),
        ScheduledLaunchEvent(.reduceMotionChanged(!item.reduceMotion), at: 0.9),
      ]
    case .background: extra = [ScheduledLaunchEvent(.sceneEnteredBackground, at: 0.5)]
    }
    return SimulatedLaunch.Input(
      design: design, screen: SessionFixtures.screen, appearance: .light, plan: plan,
      script: script, extraEvents: extra, appContent: ImageSource(name: "app.png"),
      snapshot: item.cover == .snapshot ? SessionFixtures.snapshot : nil,
      logoMask: SessionFixtures.logoMask)
  }

  /// The same session on a test clock, as the device runs it: the clock is moved to each
  /// instant at which the simulated launch did something or the script sends an event, the
  /// timers due there wake and run (the test waits, in yields and bounded, until as many effects
  /// arrived as the simulation had by then: a loaded machine runs woken tasks late), then the
  /// script's events at that instant are sent.
  static func onClock(_ input: SimulatedLaunch.Input, simulated: [LaunchEffectRecord]) async throws
    -> [LaunchEffectRecord]
  {
    let clock = TestClock()
    let start = clock.now
    let scheduler = ClockLaunchScheduler(clock: clock)
    let recorder = LaunchRecorder(
      scheduler: scheduler, logoMask: input.logoMask, liveLayout: input.snapshot?.layout)
    let session = try LaunchSession(
      LaunchSessionSetup(
        design: input.design, plan: input.plan, screen: input.screen,
        appearance: input.appearance, appContent: input.appContent, snapshot: input.snapshot),
      scheduler: scheduler)
    recorder.session = session
    session.start(with: recorder)
    let events = input.script.events(for: input.plan) + input.extraEvents
    let instants = Set(simulated.map(\.time) + events.map(\.time)).sorted()
    // A task that starts sleeping after the clock reached its deadline waits for the next
    // advance: advancing by zero wakes it at the same instant.
    func settle(until count: Int) async {
      for step in 0..<20_000 where recorder.records.count < count {
        if step % 100 == 99 { await clock.advance(by: .zero) } else { await Task.yield() }
      }
    }
    for instant in instants where !session.isFinished {
      await clock.advance(to: start.advanced(by: .seconds(instant)))
      await settle(until: simulated.filter { $0.time < instant }.count)
      for event in events where event.time == instant && !session.isFinished {
        session.send(event.event)
      }
      await settle(until: simulated.filter { $0.time <= instant }.count)
      // Let the timers armed here start sleeping before the clock moves on.
      for _ in 0..<1_000 { await Task.yield() }
    }
    return recorder.records
  }

  @Test(arguments: cases)
  func bothBackendsReceiveTheSameEffects(_ item: Case) async throws {
    let input = Self.input(item)
    let simulated = try SimulatedLaunch(input)
    let device = try await Self.onClock(input, simulated: simulated.records)
    #expect(device.map(\.effect) == simulated.records.map(\.effect))
    let times = zip(device, simulated.records).map { abs($0.time - $1.time) }
    #expect(times.allSatisfy { $0 < 1e-6 }, "largest time difference \(times.max() ?? 0) s")
  }

  @Test(arguments: cases)
  func theExitLastsThePlansDurationAndTheSnapshotStaysUp(_ item: Case) throws {
    let input = Self.input(item)
    let launch = try SimulatedLaunch(input)
    #expect(launch.removed)
    #expect(launch.endTime <= input.plan.latestReveal + 1e-9)
    let started = launch.timeline.lazy.flatMap(\.actions).compactMap { action -> PlannedExit? in
      if case .startExit(let exit) = action { return exit }
      return nil
    }.first
    if let planned = started, let start = launch.exitStartTime {
      if let exit = launch.exit {
        #expect(abs(exit.origin + exit.animation.duration - (start + planned.duration)) < 1e-9)
      }
      #expect(abs(launch.endTime - (start + planned.duration)) < 1e-9)
    }
    guard item.cover == .snapshot else { return }
    let end = launch.exitStartTime ?? launch.endTime
    var time = launch.firstFrameTime
    while time < end {
      let foreground = launch.stage(at: time).window(.foregroundSplash)
      #expect(
        foreground?.layer.layer(withID: SplashStages.snapshotID) != nil,
        "no snapshot at \(time) s")
      time += 1.0 / 60
    }
  }
}
