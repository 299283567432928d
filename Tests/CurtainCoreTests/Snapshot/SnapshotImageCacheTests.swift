import Foundation
import Testing

@testable import CurtainCore

/// The snapshot's picture is decoded at most once per snapshot and scale, across the first
/// frame, any number of redraws and the exit's first commit; dropped when the splash goes;
/// another snapshot decoded once more. A counting decoder stands for `UIImage(data:scale:)`.
@Suite struct SnapshotImageCacheTests {
  static let home = snapshot("home-1", bytes: "home")
  static let homeDark = snapshot("home-1", bytes: "home", key: makeKey(appearance: .dark))
  static let homeSavedAgain = snapshot("home-2", bytes: "home again")
  static let corrupt = snapshot("home-3", bytes: "not a png")

  static func snapshot(_ identifier: String, bytes: String, key: SnapshotKey = makeKey())
    -> Snapshot
  {
    Snapshot(
      identifier: identifier, key: key, imageData: Data(bytes.utf8), format: .png,
      createdAt: day0)
  }

  /// One thing the device does to the cache; a draw says what it must be served.
  enum Step: Sendable {
    case hold(Snapshot?)
    case draw(String, scale: Double, served: String?)
    case drop
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [Step]
    var decodes: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "the first frame, two redraws and the exit's first commit: one decode",
      steps: [
        .hold(home), .draw("home-1", scale: 3, served: "home@3"),
        .draw("home-1", scale: 3, served: "home@3"), .draw("home-1", scale: 3, served: "home@3"),
        .draw("home-1", scale: 3, served: "home@3"),
      ],
      decodes: 1),
    Case(
      name: "decoded when held, before anything draws", steps: [.hold(home)], decodes: 1),
    Case(
      name: "no snapshot found: nothing decoded or served",
      steps: [.hold(nil), .draw("home-1", scale: 3, served: nil)], decodes: 0),
    Case(
      name: "another image's name is not the snapshot",
      steps: [.hold(home), .draw("logo", scale: 3, served: nil)], decodes: 1),
    Case(
      name: "another scale is decoded once for that scale",
      steps: [
        .hold(home), .draw("home-1", scale: 2, served: "home@2"),
        .draw("home-1", scale: 2, served: "home@2"), .draw("home-1", scale: 3, served: "home@3"),
      ],
      decodes: 2),
    Case(
      name: "the same snapshot held again keeps its picture",
      steps: [.hold(home), .hold(home), .draw("home-1", scale: 3, served: "home@3")],
      decodes: 1),
    Case(
      name: "another key is decoded once more",
      steps: [
        .hold(home), .hold(homeDark), .draw("home-1", scale: 3, served: "home@3"),
        .draw("home-1", scale: 3, served: "home@3"),
      ],
      decodes: 2),
    Case(
      name: "another save is decoded once more and the old one is not served",
      steps: [
        .hold(home), .hold(homeSavedAgain), .draw("home-2", scale: 3, served: "home again@3"),
        .draw("home-1", scale: 3, served: nil),
      ],
      decodes: 2),
    Case(
      name: "dropped when the splash goes: a later draw is served nothing and decodes nothing",
      steps: [
        .hold(home), .draw("home-1", scale: 3, served: "home@3"), .drop,
        .draw("home-1", scale: 3, served: nil),
      ],
      decodes: 1),
    Case(
      name: "held again after a drop: decoded once more",
      steps: [.hold(home), .drop, .hold(home), .draw("home-1", scale: 3, served: "home@3")],
      decodes: 2),
    Case(
      name: "bytes that are not an image are not decoded again on every redraw",
      steps: [
        .hold(corrupt), .draw("home-3", scale: 3, served: nil),
        .draw("home-3", scale: 3, served: nil),
      ],
      decodes: 1),
  ]

  @Test(arguments: cases) func decodesOnce(_ row: Case) {
    var calls = 0
    var cache = SnapshotImageCache<String> { data, scale in
      calls += 1
      let text = String(decoding: data, as: UTF8.self)
      return text == "not a png" ? nil : "\(text)@\(Int(scale))"
    }
    for step in row.steps {
      switch step {
      case .hold(let snapshot): cache.hold(snapshot)
      case .draw(let name, let scale, let served):
        #expect(cache.image(named: name, scale: scale) == served)
      case .drop: cache.drop()
      }
    }
    #expect(calls == row.decodes)
  }
}
