import Testing

@testable import CurtainCore

/// The app-window rule: which of a scene's windows the reveal masks, the snapshot draws and the
/// taps replay onto, from a UIKit-free description of the scene's windows.
@Suite struct AppWindowRuleTests {
  static let splash = SceneWindow(level: 1, isSplash: true)
  static let backgroundSplash = SceneWindow(level: -1, isSplash: true)
  static let app = SceneWindow(isKey: true)

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var windows: [SceneWindow]
    var expected: Int?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "no window but the splash's", windows: [splash, backgroundSplash], expected: nil),
    Case(
      name: "the app window after the splash's", windows: [splash, backgroundSplash, app],
      expected: 2),
    Case(
      name: "an SDK's visible normal-level window made before the key app window",
      windows: [SceneWindow(), splash, app], expected: 2),
    Case(
      name: "the app window still hidden (before makeKeyAndVisible) and an SDK's banner above",
      windows: [SceneWindow(level: 1500), SceneWindow(isHidden: true), splash], expected: 1),
    Case(
      name: "the key window is an SDK's alert-level window: the first visible normal one",
      windows: [SceneWindow(isHidden: true), SceneWindow(level: 2000, isKey: true), SceneWindow()],
      expected: 2),
    Case(
      name: "a splash window marked key is still the splash's",
      windows: [SceneWindow(level: 0, isKey: true, isSplash: true), SceneWindow()], expected: 1),
    Case(
      name: "the named window wins over the key window, whatever its level",
      windows: [app, splash, SceneWindow(level: 10, isNamedByApp: true)], expected: 2),
    Case(
      name: "a named hidden window wins over a visible one",
      windows: [SceneWindow(), SceneWindow(isHidden: true, isNamedByApp: true)], expected: 1),
    Case(
      name: "a splash window named by the app is not the app's",
      windows: [SceneWindow(level: 1, isSplash: true, isNamedByApp: true), app], expected: 1),
    Case(
      name: "only windows off the normal level",
      windows: [SceneWindow(level: 1000), SceneWindow(level: -5, isKey: true), splash],
      expected: nil),
    Case(
      name: "a second scene's windows: two visible app windows, the second key",
      windows: [SceneWindow(), SceneWindow(isKey: true)], expected: 1),
  ]

  @Test(arguments: cases) func picksTheAppWindow(_ row: Case) {
    #expect(AppWindowRule.appWindow(among: row.windows) == row.expected)
  }
}
