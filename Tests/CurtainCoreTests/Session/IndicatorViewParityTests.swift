import Testing

@testable import CurtainCore

/// Issue #28 (N4): the loading indicator a device draws is the one the preview paints. The
/// device's mapping (`LoadingIndicatorViews`, which the Apple layer's presenter performs on
/// the app's view or Curtain's) is played from the scene's operations (`SceneOperations`) of a
/// simulated launch and compared, frame by frame, with what `curtain preview` paints
/// (`SimulatedLaunch.indicatorAppearance(at:)`): the same show and hide times, the same fades,
/// the same messages, gone with the splash.
@MainActor @Suite struct IndicatorViewParityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var readyAfter: Double
    var exit: ExitAnimationName = .fade
    var duration = 0.5
    var deadline = LaunchDesign.defaultDeadline
    var minimumDisplay = 0.0
    var messages: [String] = ["Syncing", "Almost there", "Hello"]
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(name: "slow launch, messages rotate, hidden at ready", readyAfter: 6),
    Case(name: "ready just after it shows: the exit takes it", readyAfter: 0.9),
    Case(name: "a plain spinner", readyAfter: 2.5, messages: []),
    Case(name: "a short exit, removed while it fades", readyAfter: 3, duration: 0.1),
    Case(name: "no exit animation", readyAfter: 3, exit: .none, duration: 0),
    Case(name: "the deadline passes", readyAfter: 9, deadline: 2.5),
    Case(name: "held by the minimum display", readyAfter: 0.7, minimumDisplay: 2.2),
    Case(name: "a reveal", readyAfter: 4, exit: .reveal, duration: 0.6),
  ]

  /// One view the device made, with the times of what was done to it.
  struct DrawnView {
    var appeared: Double
    var fadeIn: Double
    var disappeared: (time: Double, seconds: Double)?
    var removed: Double?
    var messages: [(time: Double, text: String)] = []

    func opacity(at time: Double) -> Double {
      guard time >= appeared, removed.map({ time < $0 }) ?? true else { return 0 }
      let rise = min(1, (min(time, disappeared?.time ?? time) - appeared) / fadeIn)
      let fall = disappeared.map { min(1, 1 - (time - $0.time) / $0.seconds) } ?? 1
      return max(0, min(1, rise * fall))
    }

    func message(at time: Double) -> String? {
      messages.last { $0.time <= time }?.text
    }
  }

  /// The device's indicator views, from the scene's operations of `launch`.
  static func deviceViews(_ launch: SimulatedLaunch) -> [DrawnView] {
    var mapping = SceneOperations()
    var indicator = LoadingIndicatorViews()
    var views: [DrawnView] = []
    var current: Int?
    for record in launch.records {
      for operation in mapping.operations(for: record.effect, now: record.time, indicatorBottom: 0)
      {
        for step in indicator.operations(for: operation) {
          switch step {
          case .appear(_, let seconds):
            views.append(DrawnView(appeared: record.time, fadeIn: seconds))
            current = views.count - 1
          case .say(let text): current.map { views[$0].messages.append((record.time, text)) }
          case .move: break
          case .disappear(let seconds):
            current.map { views[$0].disappeared = (record.time, seconds) }
            current = nil
          case .remove:
            for index in views.indices where views[index].removed == nil {
              views[index].removed = record.time
            }
            current = nil
          }
        }
      }
    }
    return views
  }

  @Test(arguments: cases)
  func theDeviceDrawsTheIndicatorThePreviewPaints(_ item: Case) throws {
    let design = SessionFixtures.design(
      exit: item.exit, duration: item.duration, deadline: item.deadline,
      minimumDisplay: item.minimumDisplay)
    let plan = LaunchPlan(design: design, kind: .sameVersion, environment: LaunchEnvironment())
    let launch = try SimulatedLaunch(
      .init(
        design: design, screen: SessionFixtures.screen, appearance: .light, plan: plan,
        script: LaunchScript(readyAfter: item.readyAfter, firstFrameTime: 0.05),
        appContent: ImageSource(name: "app.png"), logoMask: SessionFixtures.logoMask,
        indicator: LaunchIndicator(policy: LoadingIndicatorPolicy(messages: item.messages))))
    let views = Self.deviceViews(launch)
    #expect(!views.isEmpty, "the indicator shows")
    let events = launch.indicatorTimeline.events.map(\.time)
    let frames = (0...Int((launch.endTime + 0.5) * 120)).map { Double($0) / 120 }
    let times = (frames + events.flatMap { [$0, $0 + 1e-6] } + [launch.endTime]).sorted()
    for time in times {
      let painted = launch.indicatorAppearance(at: time)
      let opacity = views.map { $0.opacity(at: time) }.max() ?? 0
      #expect(
        abs(opacity - (painted?.opacity ?? 0)) < 1e-9,
        "at \(time) s: the device \(opacity), the preview \(painted?.opacity ?? 0)")
      if let painted, painted.opacity > 0 {
        let shown = views.last { $0.opacity(at: time) > 0 }?.message(at: time)
        #expect(shown == painted.message, "the message at \(time) s")
      }
    }
  }
}
