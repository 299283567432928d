import Foundation
import Testing

@testable import CurtainCore

/// A stored history is untrusted: a count no app could reach reads as damaged data with a
/// diagnostic naming the key, and recording a launch never traps.
@Suite struct LaunchHistoryTrustTests {
  static func stored(launchCount: Int) -> Data {
    let history =
      #"{"launchCount":\#(launchCount),"versions":["1.0"],"currentVersion":"1.0","durations":""}"#
    return Data(#"{"schemaVersion":1,"history":\#(history)}"#.utf8)
  }

  @Test(arguments: [Int.max, -1, (1 << 40) + 1])
  func anOutOfRangeCountReadsAsAFirstLaunchWithADiagnostic(count: Int) throws {
    let read = LaunchHistoryCoding.decode(Self.stored(launchCount: count))
    #expect(read.history == .empty)
    #expect(
      read.diagnostic
        == .corrupt("history.launchCount: \(count) is outside \(LaunchHistory.launchCountRange)"))
  }

  @Test func theLargestStoredCountStillRecordsALaunch() {
    var read = LaunchHistoryCoding.decode(Self.stored(launchCount: 1 << 40))
    #expect(read.diagnostic == nil)
    read.history.recordLaunch(version: "1.0", at: Date())
    #expect(read.history.launchCount == (1 << 40) + 1)
  }

  /// A history made in code at `Int.max` keeps its count instead of trapping on the next launch.
  @Test func recordingALaunchAtIntMaxDoesNotTrap() {
    var history = LaunchHistory(launchCount: .max)
    #expect(history.recordLaunch(version: "2.0", at: Date()) == .firstLaunch)
    #expect(history.launchCount == .max)
  }

  @Test func theFileStoreNamesTheFileInTheDiagnostic() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-history-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = JSONFileLaunchHistoryStore(directory: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Self.stored(launchCount: .max).write(to: store.fileURL)
    let read = store.read()
    guard case .corrupt(let reason) = read.diagnostic else {
      Issue.record("expected corrupt, got \(String(describing: read.diagnostic))")
      return
    }
    #expect(reason.hasPrefix(store.fileURL.path + ": history.launchCount: "))
  }
}
