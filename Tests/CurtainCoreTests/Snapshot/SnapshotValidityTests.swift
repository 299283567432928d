import Foundation
import Testing

@testable import CurtainCore

/// A snapshot saved under any other condition is never returned: the launch shows the replica.
@Suite struct SnapshotValidityTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var saved: SnapshotKey
    var testDescription: String { name }
  }

  /// The launch: portrait, light, version 2.4 (120), left to right, size L, classic theme.
  static let launch = makeKey()

  static func changing(_ change: (inout SnapshotKey) -> Void) -> SnapshotKey {
    var key = launch
    change(&key)
    return key
  }

  static let mismatches = [
    Case(name: "saved in landscape", saved: makeKey(orientation: .landscape)),
    Case(name: "saved in dark mode", saved: makeKey(appearance: .dark)),
    Case(name: "saved by another version", saved: makeKey(appVersion: "2.3")),
    Case(name: "saved by another build", saved: makeKey(appBuild: "119")),
    Case(name: "saved in another theme", saved: makeKey(state: "theme=neon;user=42")),
    Case(name: "saved for another user", saved: makeKey(state: "theme=classic;user=7")),
    Case(name: "saved at another size", saved: changing { $0.size.height = 844 }),
    Case(name: "saved at another scale", saved: changing { $0.scale = 2 }),
    Case(name: "saved right to left", saved: changing { $0.layoutDirection = .rightToLeft }),
    Case(
      name: "saved at another text size",
      saved: changing { $0.contentSizeCategory = "UICTContentSizeCategoryAccessibilityXL" }),
    Case(
      name: "saved in landscape, dark, by another version",
      saved: makeKey(orientation: .landscape, appearance: .dark, appVersion: "2.3")),
  ]

  @Test(arguments: mismatches)
  func mismatchIsNeverReturned(_ mismatch: Case) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try makeCache(in: directory).save([
      SnapshotVariant(key: mismatch.saved, imageData: imageBytes(64))
    ])
    #expect(makeCache(in: directory).lookup(Self.launch) == .miss(.noMatch))
  }

  @Test(arguments: mismatches)
  func exactMatchIsChosenAmongMismatches(_ mismatch: Case) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try makeCache(in: directory).save([
      SnapshotVariant(key: mismatch.saved, imageData: imageBytes(64, seed: 1)),
      SnapshotVariant(key: Self.launch, imageData: imageBytes(64, seed: 2)),
    ])
    let found = try #require(makeCache(in: directory).lookup(Self.launch).snapshot)
    #expect(found.key == Self.launch)
    #expect(found.imageData == imageBytes(64, seed: 2))
  }
}
