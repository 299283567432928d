import Testing

@testable import CurtainCore

/// VoiceOver and the splash, as the device mapping (`SceneOperations`) decides it: modal from
/// the first drawn stage until the splash goes, released before the windows go and the app's
/// screen is announced; never held by a splash that was never drawn.
@Suite struct SplashVoiceOverTests {
  static let stage = Stage(
    screen: Screen(size: Size(width: 390, height: 844), scale: 3, orientation: .portrait),
    windows: [])

  /// The operations VoiceOver's rule is about, in order (the rest left out).
  enum Step: Hashable, Sendable {
    case hold, release, draw, takeDown, announce
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var effects: [LaunchEffect]
    var noSplash = false
    var expected: [Step]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "held with the first stage, once; released before the windows go",
      effects: [.showStage(stage), .showStage(stage), .removeSplash],
      expected: [.hold, .draw, .draw, .release, .takeDown, .announce]),
    Case(
      name: "a scene gone while the splash is up releases it",
      effects: [.showStage(stage), .mark(.sceneGone)],
      expected: [.hold, .draw, .release, .takeDown, .announce]),
    Case(
      name: "a stage after the splash went does not hold it again",
      effects: [.showStage(stage), .removeSplash, .showStage(stage)],
      expected: [.hold, .draw, .release, .takeDown, .announce]),
    Case(
      name: "a splash never drawn neither holds nor releases", effects: [.removeSplash],
      expected: [.takeDown, .announce]),
    Case(
      name: "no splash (an invalid design): nothing held", effects: [], noSplash: true,
      expected: [.takeDown, .announce]),
  ]

  @Test(arguments: cases) func holdsVoiceOverWhileTheSplashCovers(_ row: Case) {
    var mapping = SceneOperations()
    var operations = row.effects.flatMap {
      mapping.operations(for: $0, now: 0, indicatorBottom: 0)
    }
    if row.noSplash { operations += mapping.noSplash(because: CancellationError()) }
    let steps = operations.compactMap { operation -> Step? in
      switch operation {
      case .splashModalToVoiceOver(true): .hold
      case .splashModalToVoiceOver(false): .release
      case .drawStage: .draw
      case .takeDownSplash: .takeDown
      case .announceAppScreen: .announce
      default: nil
      }
    }
    #expect(steps == row.expected)
    #expect(!mapping.holdsVoiceOver)
  }
}
