import Testing

@testable import CurtainCore

@Suite struct LaunchStartKindTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var prewarmed = false
    var age: Double? = 0.4
    var earlierScene = false
    var booted: Bool? = false
    var version = LaunchKind.sameVersion
    var expected: LaunchStartKind
    var testDescription: String { "\(expected) \(prewarmed) \(String(describing: age))" }
  }

  static let cases: [Case] = [
    Case(expected: .warm),
    Case(booted: true, expected: .cold),
    // A restart that cannot be ruled out is cold: never report a cold launch as warm.
    Case(booted: nil, expected: .cold),
    Case(version: .firstLaunch, expected: .cold),
    Case(version: .update(from: "1.0", to: "1.1"), expected: .cold),
    Case(version: .downgrade(from: "1.1", to: "1.0"), expected: .cold),
    // ActivePrewarm wins over a process age that looks like a background launch.
    Case(prewarmed: true, age: 3_600, expected: .prewarmed),
    Case(age: 20.5, expected: .resumed),
    Case(age: 19.5, expected: .warm),
    Case(age: nil, expected: .warm),
    Case(earlierScene: true, booted: true, expected: .resumed),
  ]

  @Test(arguments: cases)
  func theKindFollowsTheFacts(_ item: Case) {
    let facts = LaunchStartFacts(
      prewarmed: item.prewarmed, processAgeAtScene: item.age, earlierScene: item.earlierScene,
      bootedSinceLastLaunch: item.booted, versionKind: item.version)
    #expect(facts.kind == item.expected)
  }

  @Test func onlyTheFirstSceneOfALaunchDrivesTheExtendedMeasurement() {
    var launch = LaunchCompletion()
    let first = launch.sceneCovered(kind: .cold)
    let second = launch.sceneCovered(kind: .cold)
    var resumed = LaunchCompletion()
    let resumedScene = resumed.sceneCovered(kind: .resumed)
    var prewarmed = LaunchCompletion()
    let prewarmedScene = prewarmed.sceneCovered(kind: .prewarmed)
    #expect(first && !second && !resumedScene && prewarmedScene)
  }

  @Test func anOlderRecordIsPrewarmedOrUnknown() {
    var record = LaunchRecord(appVersion: "1", prewarmed: true, marks: [])
    #expect(record.kind == .prewarmed)
    record.prewarmed = false
    #expect(record.kind == nil)
    record.startKind = .warm
    #expect(record.kind == .warm)
  }
}
