import Foundation
import Testing

@testable import CurtainCore

/// Issue #28: the device's mapping of a session's effects (`SceneOperations`, which `SceneCurtain`
/// executes) shows what the preview shows. Its operations, replayed the way the Apple layer
/// executes them, give the preview's stage at every frame from the first to the app alone; the
/// splash is reported gone exactly once (`splashFinished`, the launch record), also when the
/// design is invalid; a second scene of a multi-scene launch gets its own (later) launch; a
/// snapshot of another app screen is never shown.
@MainActor @Suite struct SceneOperationsParityTests {
  /// The operations for `records`, each performed at its record's time.
  static func operations(_ records: [LaunchEffectRecord]) -> [(time: Double, op: SceneOperation)] {
    var mapping = SceneOperations()
    return records.flatMap { record in
      mapping.operations(for: record.effect, now: record.time, indicatorBottom: 0).map {
        (record.time, $0)
      }
    }
  }

  /// What the device shows at `time`, replaying `operations` as `SceneCurtain` executes them:
  /// the last drawn stage, the splash animation or the exit from the origin its elapsed time
  /// gives, the app alone once the splash is taken down.
  static func deviceStage(
    at time: Double, _ operations: [(time: Double, op: SceneOperation)], appAlone: Stage
  ) -> Stage? {
    var drawn: Stage?
    var animation: (SplashAnimation, origin: Double)?
    var exit: (ExitAnimation, origin: Double)?
    for (when, op) in operations where when <= time {
      switch op {
      case .drawStage(let stage):
        drawn = stage
        animation = nil
      case .animateSplash(let running, let elapsed): animation = (running, when - elapsed)
      case .stopSplashAnimation: animation = nil
      case .runExit(let running, let elapsed):
        animation = nil
        exit = (running, when - elapsed)
      case .takeDownSplash: return appAlone
      default: break
      }
    }
    if let (running, origin) = exit { return running.stage(at: time - origin) }
    if let (running, origin) = animation {
      return running.group.stage(at: time - origin, base: running.stage)
    }
    return drawn
  }

  @Test(arguments: LaunchSessionParityTests.cases.filter { $0.cover != .posterAndVideo })
  func theDeviceShowsWhatThePreviewShows(_ item: LaunchSessionParityTests.Case) throws {
    let launch = try SimulatedLaunch(LaunchSessionParityTests.input(item))
    let operations = Self.operations(launch.records)
    let frames = Int(((launch.endTime + 0.1 - launch.firstFrameTime) * 30).rounded(.up))
    let differing = (0...frames).map { launch.firstFrameTime + Double($0) / 30 }.filter { time in
      Self.deviceStage(at: time, operations, appAlone: launch.appAlone) != launch.stage(at: time)
    }
    #expect(differing.isEmpty, "the device differs from the preview at \(differing) s")
    let gone = operations.filter { $0.op == .reportSplashGone }
    #expect(gone.map(\.time) == [launch.endTime])
    let takenDown = try #require(operations.firstIndex { $0.op == .takeDownSplash })
    // VoiceOver leaves the splash for the app's screen once, as the splash goes.
    #expect(operations.filter { $0.op == .announceAppScreen }.map(\.time) == [launch.endTime])
    #expect(operations[takenDown + 1].op == .announceAppScreen)
    let drawsAfter = operations[takenDown...].contains { entry in
      switch entry.op {
      case .drawStage, .animateSplash, .runExit, .indicator, .prepareRevealMask: true
      default: false
      }
    }
    #expect(!drawsAfter)
  }

  /// A session that cannot be made (an invalid design) still reports its splash gone, once,
  /// after saying why: `splashFinished` and the launch record fire.
  @Test func anInvalidDesignStillReportsTheSplashGone() throws {
    var design = SessionFixtures.design()
    design.deadline = -1
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let setup = LaunchSessionSetup(
      design: design, plan: plan, screen: SessionFixtures.screen, appearance: .light,
      appContent: ImageSource(name: "app.png"))
    var mapping = SceneOperations()
    var operations: [SceneOperation] = []
    do {
      _ = try LaunchSession(setup, scheduler: VirtualLaunchScheduler())
      Issue.record("an invalid design made a session")
    } catch {
      operations = mapping.noSplash(because: error)
      #expect(operations.first == .diagnostic("no splash: \(error)"))
    }
    #expect(operations.filter { $0 == .reportSplashGone }.count == 1)
    #expect(operations.filter { $0 == .announceAppScreen }.count == 1)
    #expect(!mapping.splashUp)
    // The launch's bookkeeping then reports the record, the splash's removal marked.
    var completion = LaunchCompletion()
    let clock = LaunchClock(timeSource: .constant(0), processStartNanoseconds: 0)
    let reported = completion.sceneFinished(marking: clock)
    #expect(reported)
    #expect(clock.record(appVersion: "1").seconds(of: .splashRemoved) != nil)
  }

  /// A heartbeat's beat survives a round trip to the background: CoreAnimation dropped the
  /// layers' animations there, and the beat added again when the scene comes back is where it
  /// would have been, in step with the preview, until the exit starts; nothing is added back
  /// once the exit runs or the splash is gone.
  @Test func theBeatIsAddedAgainWhereItWouldBeAfterARoundTrip() throws {
    let design = SessionFixtures.design(exit: .heartbeat, duration: 0.8)
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let launch = try SessionFixtures.simulate(
      plan, design: design, script: LaunchScript(readyAfter: 2.5))
    let exitStart = try #require(launch.exitStartTime)
    for back in [launch.firstFrameTime + 0.37, exitStart - 0.23, exitStart + 0.1, launch.endTime] {
      var mapping = SceneOperations()
      var operations: [(time: Double, op: SceneOperation)] = []
      for record in launch.records where record.time <= back {
        operations += mapping.operations(for: record.effect, now: record.time, indicatorBottom: 0)
          .map { (record.time, $0) }
      }
      let resumed = mapping.returnedToForeground(now: back)
      guard back < exitStart else {
        #expect(resumed.isEmpty, "back at \(back) s")
        continue
      }
      #expect(resumed.count == 1)
      // Only what is added again runs: the animations added before the background are gone.
      let kept = operations.filter { entry in
        if case .animateSplash = entry.op { false } else { true }
      }
      let device = kept + resumed.map { (back, $0) }
      // The beating logo's scale, the device's against the preview's (to rounding: the origin
      // comes back as `back - elapsed`).
      func beat(_ stage: Stage?) -> Double? {
        stage?.window(.foregroundSplash)?.layer.layer(withID: LaunchScreenLayout.logoID).map {
          AnimatableProperty.scale.value(of: $0)
        }
      }
      var beating = false
      for time in stride(from: back, to: exitStart, by: 0.05) {
        let preview = try #require(beat(launch.stage(at: time)))
        let scale = try #require(
          beat(Self.deviceStage(at: time, device, appAlone: launch.appAlone)))
        #expect(abs(scale - preview) < 1e-9, "back at \(back) s, at \(time) s")
        beating = beating || abs(preview - 1) > 0.01
      }
      #expect(beating, "back at \(back) s: the logo beats")
    }
  }

  /// Two scenes of one first launch with a first-launch video: the first plays it, the second
  /// (a second iPad window) is a later launch and plays none; each reports its own splash gone,
  /// and the launch's record is reported once.
  @Test func aSecondSceneIsItsOwnLaterLaunch() throws {
    var connections = SceneConnections<Int>(processKind: .firstLaunch)
    var design = SessionFixtures.design(video: true)
    design.video?.when = .firstLaunch
    var completion = LaunchCompletion()
    let clock = LaunchClock(timeSource: .constant(0), processStartNanoseconds: 0)
    var reports = 0
    var players: [Bool] = []
    for scene in [1, 2] {
      let plan = LaunchPlan(
        design: design, kind: connections.connected(scene), environment: LaunchEnvironment())
      let launch = try SessionFixtures.simulate(
        plan, design: design, script: LaunchScript(readyAfter: 1))
      let operations = Self.operations(launch.records).map(\.op)
      players.append(operations.contains { if case .preparePlayer = $0 { true } else { false } })
      #expect(operations.filter { $0 == .reportSplashGone }.count == 1)
      if completion.sceneFinished(marking: clock) { reports += 1 }
    }
    #expect(players == [true, false])
    #expect(reports == 1)
  }

  /// What UIKit does in a multi-scene launch, in order: a scene connects (the notification of
  /// `coverScenesAsTheyConnect()` covers it and the scene delegate routes it from its own
  /// connection options, in either order; or both cover it), disconnects, says it is ready.
  enum SceneStep: Sendable {
    case connect(Int, LaunchReason = .normal, routedFirst: Bool = false, coveredTwice: Bool = false)
    case disconnect(Int)
  }

  /// One multi-scene launch and, for each connection in order, whether its splash plays the
  /// first-launch video and the route it gets.
  struct MultiSceneCase: Sendable, CustomTestStringConvertible {
    var name: String
    var processKind: LaunchKind
    var steps: [SceneStep]
    var expected: [(video: Bool, route: SceneConnectionsTests.Route)]
    var testDescription: String { name }
  }

  nonisolated static let link = URL(string: "news://articles/42") ?? URL(fileURLWithPath: "/")
  nonisolated static let multiSceneCases: [MultiSceneCase] = [
    MultiSceneCase(
      name: "one scene, first launch", processKind: .firstLaunch, steps: [.connect(1)],
      expected: [(true, .onboarding)]),
    MultiSceneCase(
      name: "a second iPad window from a link", processKind: .firstLaunch,
      steps: [.connect(1), .connect(2, .url(link))],
      expected: [(true, .onboarding), (false, .article("42"))]),
    MultiSceneCase(
      name: "routed before its cover, covered twice", processKind: .firstLaunch,
      steps: [.connect(1, routedFirst: true, coveredTwice: true), .connect(2, routedFirst: true)],
      expected: [(true, .onboarding), (false, .home)]),
    MultiSceneCase(
      name: "reconnected as a new scene", processKind: .firstLaunch,
      steps: [.connect(1), .disconnect(1), .connect(3)],
      expected: [(true, .onboarding), (false, .home)]),
    MultiSceneCase(
      name: "reconnected under the same identifier", processKind: .firstLaunch,
      steps: [.connect(1), .disconnect(1), .connect(1)],
      expected: [(true, .onboarding), (false, .home)]),
    MultiSceneCase(
      name: "an update, a second window from a link", processKind: .update(from: "1", to: "2"),
      steps: [.connect(1), .connect(2, .url(link), routedFirst: true)],
      expected: [(false, .whatsNew), (false, .article("42"))]),
    MultiSceneCase(
      name: "the launch's only scene disconnected before any other", processKind: .firstLaunch,
      steps: [.connect(1, routedFirst: true), .disconnect(1), .connect(2)],
      expected: [(true, .onboarding), (false, .home)]),
  ]

  /// Each scene of a multi-scene launch is its own launch: covered once per connection by
  /// `LaunchScenes` (as `LaunchCurtain.cover(_:)` and `coverScenesAsTheyConnect()` do), its
  /// session run with the kind it got and its operations read as the device performs them: only
  /// the launch's first connection plays the first-launch video or gets the first route; a
  /// second window, or a scene connected again, gets its own route from its own reason.
  @Test(arguments: multiSceneCases)
  func eachSceneOfAMultiSceneLaunchIsItsOwnLaunch(_ item: MultiSceneCase) throws {
    var scenes = LaunchScenes<Int>(processKind: item.processKind)
    let router = SceneConnectionsTests.router()
    let history = LaunchHistory()
    var design = SessionFixtures.design(video: true)
    design.video?.when = .firstLaunch
    var got: [(video: Bool, route: SceneConnectionsTests.Route)] = []
    for step in item.steps {
      guard case .connect(let scene, let reason, let routedFirst, let coveredTwice) = step else {
        if case .disconnect(let scene) = step { scenes.disconnected(scene) }
        continue
      }
      func route() -> SceneConnectionsTests.Route {
        scenes.route(with: router, for: scene, history: history, reason: reason).route
      }
      let routed = routedFirst ? route() : nil
      let covered = scenes.cover(scene)
      let cover = try #require(covered)
      if coveredTwice {
        let again = scenes.cover(scene)
        #expect(again == nil, "one splash per connection")
      }
      let plan = LaunchPlan(design: design, kind: cover.kind, environment: LaunchEnvironment())
      let launch = try SessionFixtures.simulate(
        plan, design: design, script: LaunchScript(readyAfter: 1))
      let operations = Self.operations(launch.records).map(\.op)
      let video = operations.contains { if case .preparePlayer = $0 { true } else { false } }
      #expect(operations.filter { $0 == .reportSplashGone }.count == 1)
      got.append((video, routed ?? route()))
    }
    #expect(got.map(\.video) == item.expected.map(\.video))
    #expect(got.map(\.route) == item.expected.map(\.route))
  }

  /// A snapshot saved of another app screen (the chat the app was left on) is not shown: the
  /// launch covers with the replica; one of the screen the launch reveals is.
  @Test(arguments: [("chat", false), (SnapshotKey.firstScreen, true)])
  func aSnapshotOfAnotherScreenIsNeverShown(saved: String, shown: Bool) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-scene-ops-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = SnapshotCache(configuration: SnapshotCacheConfiguration(directory: folder))
    let key = SnapshotKey(
      screen: SessionFixtures.screen, appearance: .light, appVersion: "1", appBuild: "1",
      layoutDirection: .leftToRight, contentSizeCategory: "L", stateSignature: "",
      appScreen: SnapshotKey.firstScreen)
    var savedKey = key
    savedKey.appScreen = saved
    try cache.save([SnapshotVariant(key: savedKey, imageData: Data(repeating: 7, count: 64))])
    let lookup = cache.lookup(key)
    let design = SessionFixtures.design()
    let plan = LaunchPlan(
      design: design, kind: .sameVersion,
      environment: LaunchEnvironment().withSnapshot(from: lookup))
    let launch = try SessionFixtures.simulate(
      plan, design: design, script: LaunchScript(readyAfter: 1))
    let drawn = Self.operations(launch.records).compactMap { entry -> Stage? in
      if case .drawStage(let stage) = entry.op { return stage }
      return nil
    }
    let first = try #require(drawn.first)
    let showsSnapshot =
      first.window(.foregroundSplash)?.layer.layer(withID: SplashStages.snapshotID) != nil
    #expect(showsSnapshot == shown)
  }
}
