import Testing

@testable import CurtainCore

/// The curtains of a launch's scenes, in the order UIKit's notifications and the app's calls
/// come, as `LaunchCurtain` performs them: each curtain told exactly what happens to its own
/// connection, even when a new scene connects under a disconnected one's identifier before
/// anything else runs.
@Suite struct SceneCurtainsTests {
  enum Step: Sendable {
    /// A scene connects and is covered (the scene delegate or the notification); the curtain
    /// made for it is named `curtain`.
    case connect(Int, curtain: String)
    /// `UIScene.didDisconnectNotification` for the scene.
    case disconnect(Int)
    case appReady
    case sceneReady(Int)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [Step]
    /// What each curtain is told, in order: `a gone`, `b ready`.
    var told: [String]
    /// The curtain each scene has at the end.
    var held: [Int: String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a new scene under a disconnected one's identifier, before anything else runs",
      steps: [.connect(1, curtain: "a"), .disconnect(1), .connect(1, curtain: "b"), .appReady],
      told: ["a gone", "b ready"], held: [1: "b"]),
    Case(
      name: "the app ready before the disconnection, the new scene covered ready",
      steps: [.connect(1, curtain: "a"), .appReady, .disconnect(1), .connect(1, curtain: "b")],
      told: ["a ready", "a gone", "b ready"], held: [1: "b"]),
    Case(
      name: "one of two windows goes, the other says it is ready",
      steps: [
        .connect(1, curtain: "a"), .connect(2, curtain: "b"), .disconnect(1), .sceneReady(2),
        .sceneReady(1),
      ],
      told: ["a gone", "b ready"], held: [2: "b"]),
    Case(
      name: "a scene never covered disconnects, its identifier covered after",
      steps: [.disconnect(1), .connect(1, curtain: "a"), .sceneReady(1)],
      told: ["a ready"], held: [1: "a"]),
    Case(
      name: "the disconnection posted twice",
      steps: [.connect(1, curtain: "a"), .disconnect(1), .disconnect(1), .appReady],
      told: ["a gone"], held: [:]),
  ]

  @Test(arguments: cases)
  func eachCurtainIsToldWhatHappensToItsOwnConnection(_ item: Case) {
    var curtains = SceneCurtains<Int, String>(processKind: .firstLaunch)
    var told: [String] = []
    for step in item.steps {
      switch step {
      case .connect(let scene, let curtain):
        guard let cover = curtains.cover(scene) else { continue }
        curtains.hold(curtain, for: scene)
        if cover.ready { told.append("\(curtain) ready") }
      case .disconnect(let scene):
        if let curtain = curtains.disconnected(scene) { told.append("\(curtain) gone") }
      case .appReady:
        told += curtains.appReady().map { "\($0) ready" }
      case .sceneReady(let scene):
        if let curtain = curtains.sceneReady(scene) { told.append("\(curtain) ready") }
      }
    }
    #expect(told == item.told)
    for scene in [1, 2] {
      #expect(curtains[scene] == item.held[scene], "scene \(scene)")
    }
  }
}
