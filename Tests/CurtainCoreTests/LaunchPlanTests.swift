import Foundation
import Testing

@testable import CurtainCore

@Suite struct LaunchPlanTests {
  static func design(video: VideoSchedule? = nil, minimumDisplay: Double = 0.5) -> LaunchDesign {
    LaunchDesign(
      background: AppearanceColor(light: RGBAColor(red: 0.1, green: 0.6, blue: 0.9)),
      logo: LogoDesign(
        image: AppearanceImage(light: "logo.png"), size: Size(width: 120, height: 120)),
      video: video.map { VideoDesign(file: "intro.mp4", when: $0) },
      minimumDisplay: minimumDisplay)
  }

  static let update = LaunchKind.update(from: "1.0", to: "1.1")
  static let downgrade = LaunchKind.downgrade(from: "1.1", to: "1.0")

  struct VideoCase: Sendable, CustomTestStringConvertible {
    let schedule: VideoSchedule
    let kind: LaunchKind
    let plays: Bool
    var testDescription: String { "\(schedule) on \(kind)" }
  }

  static let videoCases: [VideoCase] = [
    VideoCase(schedule: .firstLaunch, kind: .firstLaunch, plays: true),
    VideoCase(schedule: .firstLaunch, kind: update, plays: false),
    VideoCase(schedule: .firstLaunch, kind: .sameVersion, plays: false),
    VideoCase(schedule: .newVersion, kind: .firstLaunch, plays: true),
    VideoCase(schedule: .newVersion, kind: update, plays: true),
    VideoCase(schedule: .newVersion, kind: downgrade, plays: false),
    VideoCase(schedule: .newVersion, kind: .sameVersion, plays: false),
    VideoCase(schedule: .always, kind: .sameVersion, plays: true),
    VideoCase(schedule: .always, kind: downgrade, plays: true),
  ]

  @Test(arguments: videoCases)
  func videoFollowsItsSchedule(_ testCase: VideoCase) {
    let plan = LaunchPlan(
      design: Self.design(video: testCase.schedule), kind: testCase.kind,
      environment: LaunchEnvironment())
    let isVideo = if case .video = plan.cover { true } else { false }
    #expect(isVideo == testCase.plays)
    #expect(plan.minimumDisplay == (testCase.plays ? 0 : 0.5))
  }

  /// A video made for light, portrait launches (its first frame is that launch screen) plays
  /// only there; elsewhere the replica covers, and an environment that does not know the
  /// appearance or orientation plays it.
  @Test(arguments: [
    (Appearance?.some(.light), Orientation?.some(.portrait), true),
    (.dark, .portrait, false), (.light, .landscape, false), (.dark, .landscape, false),
    (nil, nil, true),
  ])
  func aVideoPlaysOnlyInItsAppearancesAndOrientations(
    appearance: Appearance?, orientation: Orientation?, plays: Bool
  ) {
    var design = Self.design(video: .always)
    design.video?.appearances = [.light]
    design.video?.orientations = [.portrait]
    let plan = LaunchPlan(
      design: design, kind: .firstLaunch,
      environment: LaunchEnvironment(appearance: appearance, orientation: orientation))
    #expect(plan.cover.isVideo == plays)
  }

  @Test(arguments: VideoSchedule.allCases)
  func noVideoWhenAutoplayIsOff(_ schedule: VideoSchedule) {
    let plan = LaunchPlan(
      design: Self.design(video: schedule), kind: .firstLaunch,
      environment: LaunchEnvironment(videoAutoplayAllowed: false))
    #expect(plan.cover == .replica)
  }

  /// Guarantee 4, with history: over a life of launches, the video plays exactly on the launches
  /// its schedule names, and never again.
  @MainActor @Test(arguments: VideoSchedule.allCases)
  func videoPlaysOnlyOnScheduledLaunchesAcrossHistory(_ schedule: VideoSchedule) throws {
    let store = InMemoryLaunchHistoryStore()
    let versions = ["1.0", "1.0", "1.1", "1.1", "1.0", "1.1", "2.0", "2.0"]
    var played: [Bool] = []
    for (index, version) in versions.enumerated() {
      var history = store.read().history
      let kind = history.recordLaunch(
        version: version, at: Date(timeIntervalSinceReferenceDate: Double(index)))
      try store.write(history)
      let plan = LaunchPlan(
        design: Self.design(video: schedule), kind: kind, environment: LaunchEnvironment())
      let timeline = try SessionFixtures.simulate(
        plan, design: Self.design(video: schedule), script: LaunchScript(readyAfter: 1)
      ).timeline
      let plays = timeline.flatMap(\.actions).filter { $0 == .play }.count
      #expect(plays <= 1)
      played.append(plays == 1)
    }
    let expected: [Bool] =
      switch schedule {
      case .firstLaunch: [true, false, false, false, false, false, false, false]
      case .newVersion: [true, false, true, false, false, true, true, false]
      case .always: Array(repeating: true, count: versions.count)
      }
    #expect(played == expected)
  }

  @Test func snapshotWhenAvailableAndNoVideo() {
    let snapshot = SnapshotReference(identifier: "portrait-light-1.1")
    let plan = LaunchPlan(
      design: Self.design(), kind: .sameVersion,
      environment: LaunchEnvironment(snapshot: snapshot))
    #expect(plan.cover == .snapshot(snapshot))
  }

  @Test(arguments: ExitAnimationName.allCases)
  func aSplashWithoutTheLogoDissolvesInsteadOfALogoExit(animation: ExitAnimationName) {
    var design = Self.design()
    design.exit = ExitDesign(animation: animation, duration: 0.6, curve: .linear)
    let snapshot = LaunchEnvironment(snapshot: SnapshotReference(identifier: "portrait-light"))
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: snapshot)
    let replica = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let logoBased: Set<ExitAnimationName> = [.reveal, .heartbeat, .zoomOut]
    #expect(replica.exit.animation == animation)
    #expect(plan.exit.animation == (logoBased.contains(animation) ? .fade : animation))
    #expect(plan.exit.duration == replica.exit.duration)
    #expect(plan.exit.curve == .linear)
    design.launchScreen.poster = AppearanceImage(light: "first-frame.png")
    let poster = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    #expect(poster.exit.animation == (logoBased.contains(animation) ? .fade : animation))
  }

  struct ExitCase: Sendable, CustomTestStringConvertible {
    let design: ExitDesign
    let reduceMotion: Bool
    let expected: PlannedExit
    var testDescription: String { "\(design.animation) reduceMotion=\(reduceMotion)" }
  }

  static let exitCases: [ExitCase] = [
    ExitCase(
      design: ExitDesign(), reduceMotion: false,
      expected: PlannedExit(animation: .reveal, duration: 0.8, curve: .easeInEaseOut)),
    ExitCase(
      design: ExitDesign(curve: .linear), reduceMotion: true,
      expected: PlannedExit(animation: .fade, duration: 0.8, curve: .easeInEaseOut)),
    ExitCase(
      design: ExitDesign(reduceMotion: .none), reduceMotion: true,
      expected: PlannedExit(animation: .none, duration: 0, curve: .linear)),
    ExitCase(
      design: ExitDesign(animation: .none, duration: 0.5), reduceMotion: false,
      expected: PlannedExit(animation: .none, duration: 0, curve: .easeInEaseOut)),
  ]

  @Test(arguments: exitCases)
  func reduceMotionTurnsTheExitIntoItsVariant(_ testCase: ExitCase) {
    #expect(
      PlannedExit(design: testCase.design, reduceMotion: testCase.reduceMotion) == testCase.expected
    )
  }
}
