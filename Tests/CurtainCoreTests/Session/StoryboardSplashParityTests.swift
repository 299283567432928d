import Foundation
import Testing

@testable import CurtainCore

/// Issue #27: a storyboard-based design (the app's own launch screen, `launchScreen:
/// {storyboard, logo}`) as the device shows it: the bundled design (`CurtainLaunchLayout.json`
/// version 4) made into the splash from what UIKit measured in the splash window
/// (`showsMeasuredLaunchScreen`). For every exit preset, with Reduce Motion off and on, a
/// typical launch and one sent to the background: the device's clock and the preview's
/// simulated time give the same effects at the same times, the device's operations
/// (`SceneOperations`, as `SceneCurtain` executes them) show the preview's stage at every
/// frame, and the exits take the storyboard's logo view: the reveal's hole and the zoom at its
/// frame, the background splash with it hidden.
@MainActor @Suite struct StoryboardSplashParityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var exit: ExitAnimationName
    var reduceMotion: Bool
    var background: Bool
    var testDescription: String {
      "\(exit.rawValue), reduce motion \(reduceMotion)\(background ? ", background" : "")"
    }
  }

  nonisolated static let cases: [Case] = ExitAnimationName.allCases.flatMap { exit in
    [false, true].flatMap { reduceMotion in
      [false, true].map { Case(exit: exit, reduceMotion: reduceMotion, background: $0) }
    }
  }

  static let screen = SessionFixtures.screen
  /// The example's own launch screen on a 390 x 844 screen as UIKit lays it out: the logo 0.4
  /// of the width, centred horizontally, its centre at 0.85 of the screen's centre.
  static let logoFrame = Rect(
    center: Point(x: 195, y: 0.85 * 422), size: Size(width: 156, height: 156))
  static let behindLogo = RGBAColor(red: 0.114, green: 0.631, blue: 0.949)
  static let bundled = BundledLaunchScreen(
    kind: .storyboard, name: "LaunchScreen",
    phoneLogo: LaunchLogoLocation(
      elementID: "BrL-go-3Lg", subviewPath: [1], imageName: "BrandLogo"),
    padLogo: nil)

  /// The design the device launches: read back from its bundled resource, then made into the
  /// splash from UIKit's measurement.
  static func design(_ exit: ExitAnimationName) throws -> LaunchDesign {
    var config = SessionFixtures.design(exit: exit, duration: 0.6, deadline: 3)
    config.name = "Chirp"
    let resource = LaunchLayoutResource(appLaunchScreen: bundled, design: config)
    var design = try LaunchLayoutResource.decode(JSONEncoder().encode(resource)).design
    let note = design.showsMeasuredLaunchScreen(
      MeasuredLaunchScreen(
        picture: ImageSource(name: "curtain.appLaunchScreen.1", scale: 3),
        logo: PlacedImage(
          frame: logoFrame, image: ImageSource(name: "BrandLogo"), contentMode: .scaleAspectFit),
        colorBehindLogo: behindLogo),
      on: screen)
    #expect(note == nil)
    return design
  }

  static func input(_ item: Case) throws -> SimulatedLaunch.Input {
    let design = try design(item.exit)
    let plan = LaunchPlan(
      design: design, kind: .sameVersion,
      environment: LaunchEnvironment(reduceMotion: item.reduceMotion))
    return SimulatedLaunch.Input(
      design: design, screen: screen, appearance: .light, plan: plan,
      script: LaunchScript(readyAfter: 1.1),
      extraEvents: item.background ? [ScheduledLaunchEvent(.sceneEnteredBackground, at: 0.5)] : [],
      appContent: ImageSource(name: "app.png"), logoMask: SessionFixtures.logoMask)
  }

  @Test(arguments: cases)
  func theDeviceShowsWhatThePreviewShows(_ item: Case) async throws {
    let input = try Self.input(item)
    let launch = try SimulatedLaunch(input)
    let device = try await LaunchSessionParityTests.onClock(input, simulated: launch.records)
    #expect(device.map(\.effect) == launch.records.map(\.effect))
    let operations = SceneOperationsParityTests.operations(launch.records)
    let frames = Int(((launch.endTime + 0.1 - launch.firstFrameTime) * 30).rounded(.up))
    let differing = (0...frames).map { launch.firstFrameTime + Double($0) / 30 }.filter { time in
      SceneOperationsParityTests.deviceStage(at: time, operations, appAlone: launch.appAlone)
        != launch.stage(at: time)
    }
    #expect(differing.isEmpty, "the device differs from the preview at \(differing) s")
    #expect(operations.filter { $0.op == .reportSplashGone }.map(\.time) == [launch.endTime])
  }

  /// The splash is UIKit's picture with the logo view as a layer of its own at its frame; the
  /// background splash hides it; the exits that move the logo move that layer, and the reveal
  /// cuts its hole there and fills the overlay with the colour behind the logo view.
  @Test(arguments: cases.filter { !$0.background })
  func theExitsTakeTheStoryboardsLogoView(_ item: Case) throws {
    let launch = try SimulatedLaunch(try Self.input(item))
    let first = launch.stage(at: launch.firstFrameTime)
    let foreground = try #require(first.window(.foregroundSplash)?.layer)
    let logo = try #require(foreground.layer(withID: LaunchScreenLayout.logoID))
    #expect(logo.frame == Self.logoFrame && !logo.isHidden)
    let background = try #require(first.window(.backgroundSplash)?.layer)
    #expect(
      background.content
        == .image(ImageSource(name: "curtain.appLaunchScreen.1", scale: 3), .scaleToFill))
    #expect(background.layer(withID: LaunchScreenLayout.logoID)?.isHidden == true)
    guard !item.reduceMotion, item.exit.animatesTheLogo else { return }
    let exit = try #require(launch.exit?.animation)
    let targets = Set(exit.group.animations.map(\.target.layer))
    if item.exit.usesLogo {
      #expect(exit.start.window(.app)?.layer.mask?.frame == Self.logoFrame)
      let overlay = exit.start.window(.foregroundSplash)?.layer.layer(
        withID: ExitAnimations.revealOverlayID)
      #expect(overlay?.content == .color(Self.behindLogo))
      #expect(overlay?.frame == Self.logoFrame)
    } else {
      #expect(targets.contains(LaunchScreenLayout.logoID))
    }
  }
}
