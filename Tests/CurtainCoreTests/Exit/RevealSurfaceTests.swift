import CurtainCore
import Testing

/// Which surface an exit composes the app on: the live window, or a snapshot of it when the
/// exit masks or fades the window and the window holds visual effects (blurs fail under a masked
/// or faded superview).
@Suite struct RevealSurfaceTests {
  typealias Presets = ExitAnimationsTests

  static func exit(_ name: ExitAnimationName) throws -> ExitAnimation {
    try ExitAnimations.make(
      name, splash: Presets.splash, duration: 0.8, curve: .easeInEaseOut, logo: try Presets.logo(),
      beaten: 1)
  }

  /// The presets that mask the app window: the reveal and the heartbeat (whose reveal follows
  /// the beat); the others move or fade the splash windows only.
  static let masking: Set<ExitAnimationName> = [.reveal, .heartbeat]

  @Test(arguments: ExitAnimationName.allCases) func onlyMaskingExitsComposeTheAppWindow(
    _ name: ExitAnimationName
  ) throws {
    #expect(RevealSurface.composesAppWindow(try Self.exit(name)) == Self.masking.contains(name))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var exit: ExitAnimationName
    var effects: Bool
    var preference: RevealSurfacePreference
    var expected: RevealSurface
    var testDescription: String { "\(exit) effects:\(effects) \(preference) -> \(expected)" }
  }

  static let cases: [Case] = [
    Case(exit: .reveal, effects: true, preference: .automatic, expected: .windowSnapshot),
    Case(exit: .heartbeat, effects: true, preference: .automatic, expected: .windowSnapshot),
    Case(exit: .reveal, effects: false, preference: .automatic, expected: .appWindow),
    Case(exit: .reveal, effects: true, preference: .appWindow, expected: .appWindow),
    Case(exit: .reveal, effects: false, preference: .windowSnapshot, expected: .windowSnapshot),
    // Nothing composes the app window: the live window, whatever the app prefers.
    Case(exit: .fade, effects: true, preference: .automatic, expected: .appWindow),
    Case(exit: .zoomOut, effects: true, preference: .windowSnapshot, expected: .appWindow),
    Case(exit: .curtainOpen, effects: true, preference: .windowSnapshot, expected: .appWindow),
  ]

  @Test(arguments: cases) func choosesTheSurface(_ row: Case) throws {
    let surface = RevealSurface.choose(
      for: try Self.exit(row.exit), appHasVisualEffects: row.effects, preference: row.preference)
    #expect(surface == row.expected)
  }

  /// An exit that fades the app window (an app's own stage) breaks blurs as a mask does.
  @Test func anAppWindowFadeComposesIt() throws {
    var exit = try Self.exit(.fade)
    let app = try #require(exit.start.window(.app))
    #expect(!RevealSurface.composesAppWindow(exit))
    exit.group.animations.append(
      PropertyAnimation(
        target: PropertyTarget(window: .app, layer: app.layer.id, property: .opacity),
        curve: .keyframes(try KeyframeTrack(values: [1, 0], keyTimes: [0, 1])),
        timing: AnimationTiming(beginTime: 0, duration: 0.8)))
    #expect(RevealSurface.composesAppWindow(exit))
    var dimmed = try Self.exit(.fade)
    if let index = dimmed.start.windows.firstIndex(where: { $0.role == .app }) {
      dimmed.start.windows[index].layer.opacity = 0.5
    }
    #expect(RevealSurface.composesAppWindow(dimmed))
    #expect(
      RevealSurface.choose(for: dimmed, appHasVisualEffects: true) == .windowSnapshot)
  }
}
