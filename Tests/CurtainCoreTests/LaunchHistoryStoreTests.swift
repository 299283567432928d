import Foundation
import Testing

@testable import CurtainCore

@Suite struct LaunchHistoryStoreTests {
  static let sample = LaunchHistory(
    launchCount: 3, firstLaunchDate: Date(timeIntervalSinceReferenceDate: 790_000_000),
    versions: ["1.0", "1.1"], currentVersion: "1.1", previousVersion: "1.0", lastRoute: "home",
    durations: [LaunchDurationSample(version: "1.1", seconds: 0.42)])

  enum Kind: String, CaseIterable, Sendable {
    case inMemory, userDefaults, jsonFile
  }

  /// A fresh store of `kind` and a way to put raw bytes where the store reads them.
  static func makeStore(_ kind: Kind) throws -> (any LaunchHistoryStore, (Data) throws -> Void) {
    switch kind {
    case .inMemory:
      let store = InMemoryLaunchHistoryStore()
      return (store, { store.replaceStoredData($0) })
    case .userDefaults:
      let suite = "dev.curtain.tests.\(UUID().uuidString)"
      let defaults = try #require(UserDefaults(suiteName: suite))
      defaults.removePersistentDomain(forName: suite)
      let store = UserDefaultsLaunchHistoryStore(defaults: defaults)
      return (store, { defaults.set($0, forKey: UserDefaultsLaunchHistoryStore.defaultKey) })
    case .jsonFile:
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("curtain-history-\(UUID().uuidString)", isDirectory: true)
      let store = JSONFileLaunchHistoryStore(directory: directory)
      return (
        store,
        { data in
          try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
          try data.write(to: store.fileURL)
        }
      )
    }
  }

  @Test(arguments: Kind.allCases)
  func missingReadsAsFirstLaunch(_ kind: Kind) throws {
    let (store, _) = try Self.makeStore(kind)
    let read = store.read()
    #expect(read.history == .empty)
    #expect(read.diagnostic == .missing)
  }

  @Test(arguments: Kind.allCases)
  func roundTrips(_ kind: Kind) throws {
    let (store, _) = try Self.makeStore(kind)
    try store.write(Self.sample)
    let read = store.read()
    #expect(read.history == Self.sample)
    #expect(read.diagnostic == nil)
  }

  static let corruptions: [(String, Data)] = {
    let valid = (try? LaunchHistoryCoding.encode(sample)) ?? Data()
    return [
      ("empty", Data()),
      ("garbage", Data([0xFF, 0x00, 0x13, 0x37])),
      ("truncated by one byte", valid.dropLast()),
      ("truncated at half", valid.prefix(valid.count / 2)),
      ("not an object", Data("[1, 2, 3]".utf8)),
      ("wrong shape", Data(#"{"schemaVersion": 1, "history": {"launchCount": "many"}}"#.utf8)),
    ]
  }()

  @Test(arguments: Kind.allCases, corruptions.indices)
  func corruptDataReadsAsFirstLaunch(_ kind: Kind, _ index: Int) throws {
    let (store, put) = try Self.makeStore(kind)
    try put(Self.corruptions[index].1)
    try checkCorrupt(store.read())
  }

  private func checkCorrupt(_ read: LaunchHistoryRead) throws {
    #expect(read.history == .empty)
    let diagnostic = try #require(read.diagnostic)
    guard case .corrupt = diagnostic else {
      Issue.record("expected a corrupt diagnostic, got \(diagnostic)")
      return
    }
  }

  @Test func everyTruncationOfAValidFileIsRejected() throws {
    let valid = try LaunchHistoryCoding.encode(Self.sample)
    for length in 0..<valid.count {
      let read = LaunchHistoryCoding.decode(valid.prefix(length))
      #expect(read.history == .empty, "prefix of \(length) bytes read as valid")
    }
  }

  @Test func unknownSchemaVersionReadsAsFirstLaunch() throws {
    let newer = Data(#"{"schemaVersion": 7, "history": {"future": true}}"#.utf8)
    let read = LaunchHistoryCoding.decode(newer)
    #expect(read.history == .empty)
    #expect(read.diagnostic == .unsupportedSchema(found: 7, expected: 1))
  }

  @Test func userDefaultsValueOfAnotherTypeReadsAsCorrupt() throws {
    let suite = "dev.curtain.tests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defaults.set("not data", forKey: UserDefaultsLaunchHistoryStore.defaultKey)
    let read = UserDefaultsLaunchHistoryStore(defaults: defaults).read()
    #expect(read.history == .empty)
    #expect(read.diagnostic.map { "\($0)" }?.contains("corrupt") == true)
    defaults.removePersistentDomain(forName: suite)
  }

  @Test func fileWriteLeavesNoTemporaryFilesAndReplacesTheOld() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-history-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = JSONFileLaunchHistoryStore(directory: directory)
    try store.write(.empty)
    try store.write(Self.sample)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == [JSONFileLaunchHistoryStore.defaultFileName])
    #expect(store.read().history == Self.sample)
  }

  @Test func fileWriteIntoAnUnwritablePlaceThrowsAndKeepsNothingHalfWritten() throws {
    let blocker = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-blocker-\(UUID().uuidString)", isDirectory: false)
    try Data("a file, not a folder".utf8).write(to: blocker)
    defer { try? FileManager.default.removeItem(at: blocker) }
    let store = JSONFileLaunchHistoryStore(directory: blocker)
    #expect(throws: (any Error).self) { try store.write(Self.sample) }
    #expect(store.read().history == .empty)
  }
}

@Suite struct LaunchHistoryCodingTests {
  @Test(arguments: [
    "1.0,0.5", "1.0,abc,0", "1.0,0.5,2", ",0.5,0", "1.0,0.5,0;", "1.0,nan,0", "1.0,0.5,0,1",
  ])
  func malformedPackedDurationsReadAsCorrupt(_ durations: String) {
    let json = """
      {"schemaVersion": 1, "history": {"launchCount": 1, "versions": ["1.0"],
       "durations": "\(durations)"}}
      """
    let read = LaunchHistoryCoding.decode(Data(json.utf8))
    #expect(read.history == .empty)
    #expect(read.diagnostic == .corrupt("history.durations: not a list of version,seconds,0|1"))
  }

  @Test func packedDurationsRoundTrip() throws {
    var history = LaunchHistory.empty
    history.recordDuration(LaunchDurationSample(version: "1.2.0", seconds: 0.412))
    history.recordDuration(LaunchDurationSample(version: "1.3", seconds: 12, prewarmed: true))
    let read = LaunchHistoryCoding.decode(try LaunchHistoryCoding.encode(history))
    #expect(read.history == history)
  }

  @Test func versionWithASeparatorIsAnEncodingError() {
    var history = LaunchHistory.empty
    history.recordDuration(LaunchDurationSample(version: "1,2", seconds: 0.4))
    #expect(throws: EncodingError.self) { try LaunchHistoryCoding.encode(history) }
  }
}
