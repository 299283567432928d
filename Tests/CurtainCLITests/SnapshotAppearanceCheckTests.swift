import CurtainAssets
import CurtainCore
import CurtainRender
import Foundation
import Testing

@testable import CurtainCLI

/// A device keeps one snapshot per appearance (`SnapshotKey.appearance`), so `check` takes one
/// per appearance: `--snapshot` for light launches, `--snapshot-dark` for dark ones, and judges
/// the replica where the device would have none. A black snapshot (black while neither the
/// launch screen nor the app is: a failure wherever it is shown) fails only the launches of its
/// own appearance; `--snapshot` alone used to be shown on dark launches too.
@MainActor @Suite struct SnapshotAppearanceCheckTests {
  @Test(arguments: [("--snapshot", Appearance.light), ("--snapshot-dark", .dark)])
  func aSnapshotIsShownOnlyOnItsAppearance(option: String, appearance: Appearance) throws {
    let folder = try LaunchCheckerTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let black = folder.appendingPathComponent("black.png")
    try ImageCodec.writePNG(RGBAImage(width: 390, height: 844, fill: (0, 0, 0, 255)), to: black)
    let command = try CheckCommand.parse([
      // iPhone 14 at half scale: 195 x 422 px, whole pixels.
      "--device", "iPhone 14", "--scale", "0.5", "--ready-after", "0.2", option, black.path,
      "--out", folder.appendingPathComponent("bad").path,
    ])
    var report = ""
    #expect(try command.run(output: &report) == false)
    let failing = report.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }
    #expect(!failing.isEmpty, "\(report)")
    // Every failing launch is of the snapshot's appearance, in portrait (its shape), and not
    // a first launch (no snapshot yet).
    for line in failing {
      #expect(line.contains("portrait, \(appearance.rawValue), "), "\(line)")
      #expect(!line.contains(", first"), "\(line)")
    }
    let other: Appearance = appearance == .light ? .dark : .light
    #expect(!failing.contains { $0.contains(", \(other.rawValue), ") }, "\(report)")
  }
}
