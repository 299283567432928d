import Testing

@testable import CurtainCore

/// Issue #28: the first stage is built from the geometry of the window as it is shown. The
/// device puts the splash up in the order of `SplashCoverStep.order`; here that order runs
/// against a window behaving as UIKit's does (hidden, it has the scene's size but no safe area;
/// shown and laid out, the safe area it is shown with), with a real session: the first stage
/// drawn is for the shown window, and the layout pass UIKit runs before the first commit
/// re-states a screen that settled differently (`SplashLayoutTracker`).
@MainActor @Suite struct SplashCoverOrderTests {
  /// The foreground splash window and its controller's layout rule.
  @MainActor struct DeviceWindow {
    /// The screen the window has once shown and laid out.
    var shownScreen: Screen
    var shown = false
    var laidOut = false
    var controller = SplashLayoutTracker()
    var session: LaunchSession?

    /// What `Screen(view:)` reads now: no safe area until the window is shown and laid out.
    var screen: Screen {
      guard shown, laidOut else {
        var hidden = shownScreen
        hidden.safeArea = EdgeInsets()
        return hidden
      }
      return shownScreen
    }

    /// A layout pass of the controller (its view is in the window only once it is shown):
    /// the session is told when the pass re-states the screen.
    mutating func layoutPass(appearance: Appearance = .light) {
      guard shown else { return }
      laidOut = true
      if controller.laidOut(screen: screen, appearance: appearance) == .restate {
        session?.sceneChanged(screen: screen, appearance: appearance, snapshotKey: nil)
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var shown: Screen
    /// The screen the layout pass before the first commit finds.
    var settled: Screen
    var testDescription: String { name }
  }

  nonisolated static let faceID = Screen(
    size: Size(width: 393, height: 852), scale: 3,
    safeArea: EdgeInsets(top: 59, bottom: 34), orientation: .portrait)
  nonisolated static let cases: [Case] = {
    var inCall = faceID
    inCall.safeArea.top = 79
    let landscape = Screen(
      size: Size(width: 852, height: 393), scale: 3,
      safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), orientation: .landscape)
    let pad = Screen(
      size: Size(width: 1024, height: 1366), scale: 2,
      safeArea: EdgeInsets(top: 24, bottom: 20), orientation: .portrait)
    return [
      Case(name: "Face ID iPhone", shown: faceID, settled: faceID),
      Case(name: "Face ID iPhone, the safe area settles", shown: faceID, settled: inCall),
      Case(name: "landscape iPhone", shown: landscape, settled: landscape),
      Case(name: "iPad", shown: pad, settled: pad),
    ]
  }()

  @Test(arguments: cases)
  func theFirstStageIsForTheShownWindow(_ item: Case) throws {
    let scheduler = VirtualLaunchScheduler()
    let recorder = LaunchRecorder(scheduler: scheduler, logoMask: nil, liveLayout: nil)
    var window = DeviceWindow(shownScreen: item.shown)
    var measured: Screen?
    let design = SessionFixtures.design()
    for step in SplashCoverStep.order {
      switch step {
      case .showWindows:
        window.shown = true
        window.laidOut = false
      case .layOut: window.layoutPass()
      case .measure: measured = window.screen
      case .makeSession:
        let screen = try #require(measured)
        let plan = LaunchPlan(
          design: design, kind: .sameVersion,
          environment: LaunchEnvironment(orientation: screen.orientation))
        window.session = try LaunchSession(
          LaunchSessionSetup(
            design: design, plan: plan, screen: screen, appearance: .light,
            appContent: ImageSource(name: "app.png")),
          scheduler: scheduler)
      case .assumeDrawn:
        window.controller.assumeDrawn(on: try #require(measured), appearance: .light)
      case .startSession:
        let session = try #require(window.session)
        recorder.session = session
        session.start(with: recorder)
      case .watchFirstFrame: break
      }
    }
    // UIKit lays the scene out before committing its first frame (the safe area may settle).
    window.shownScreen = item.settled
    window.layoutPass()
    window.session?.send(.firstFrameCommitted)
    let drawn = recorder.records.compactMap { record -> Screen? in
      if case .showStage(let stage) = record.effect { return stage.screen }
      return nil
    }
    #expect(drawn.first == item.shown, "the first stage's screen")
    #expect(drawn.last == item.settled, "the stage at the first frame")
    #expect(drawn.count == (item.settled == item.shown ? 1 : 2))
  }
}
