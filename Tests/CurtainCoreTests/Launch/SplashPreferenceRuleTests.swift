import Testing

@testable import CurtainCore

/// Which of the app's controllers the splash reports the status bar and orientations of, from a
/// UIKit-free description of the app window's root and what it presents.
@Suite struct SplashPreferenceRuleTests {
  static let fullScreen = PresentedController()
  static let sheet = PresentedController(fillsWindow: false, capturesStatusBar: false)
  static let capturingSheet = PresentedController(fillsWindow: false, capturesStatusBar: true)
  static let overFullScreen = PresentedController(fillsWindow: true, capturesStatusBar: false)
  static let leaving = PresentedController(isBeingDismissed: true)

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var hasRoot = true
    var presented: [PresentedController] = []
    var statusBar: Int?
    var orientations: Int?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "no app window or root yet: UIKit's defaults", hasRoot: false, statusBar: nil),
    Case(name: "the root alone", statusBar: 0, orientations: 0),
    Case(
      name: "a full-screen presentation", presented: [fullScreen], statusBar: 1, orientations: 1),
    Case(name: "a sheet: the root keeps both", presented: [sheet], statusBar: 0, orientations: 0),
    Case(
      name: "a sheet that captures the status bar: its status bar, the root's orientations",
      presented: [capturingSheet], statusBar: 1, orientations: 0),
    Case(
      name: "over full screen without capturing: the root's status bar, its orientations",
      presented: [overFullScreen], statusBar: 0, orientations: 1),
    Case(
      name: "a full-screen controller on a sheet", presented: [sheet, fullScreen], statusBar: 2,
      orientations: 2),
    Case(
      name: "a sheet on a full-screen controller", presented: [fullScreen, sheet], statusBar: 1,
      orientations: 1),
    Case(
      name: "a controller being dismissed and what it presents are skipped",
      presented: [fullScreen, leaving, fullScreen], statusBar: 1, orientations: 1),
    Case(
      name: "the only presented controller being dismissed", presented: [leaving], statusBar: 0,
      orientations: 0),
  ]

  @Test(arguments: cases) func picksTheController(_ row: Case) {
    #expect(
      SplashPreferenceRule.statusBarController(hasRoot: row.hasRoot, presented: row.presented)
        == row.statusBar)
    #expect(
      SplashPreferenceRule.orientationController(hasRoot: row.hasRoot, presented: row.presented)
        == row.orientations)
  }
}
