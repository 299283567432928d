import Testing

@testable import CurtainCore

@Suite struct LaunchKindTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let previous: String?
    let current: String
    let expected: LaunchKind
    var testDescription: String { "\(previous ?? "nil") -> \(current)" }
  }

  static let cases: [Case] = [
    Case(previous: nil, current: "1.0", expected: .firstLaunch),
    Case(previous: "1.0", current: "1.0", expected: .sameVersion),
    Case(previous: "1.0", current: "1.0.0", expected: .sameVersion),
    Case(previous: "1.9", current: "1.10", expected: .update(from: "1.9", to: "1.10")),
    Case(previous: "2.0", current: "1.10", expected: .downgrade(from: "2.0", to: "1.10")),
    Case(previous: "1.2", current: "1.2.1", expected: .update(from: "1.2", to: "1.2.1")),
    Case(previous: "1.2.1", current: "1.2", expected: .downgrade(from: "1.2.1", to: "1.2")),
    Case(previous: "1.0b", current: "1.1", expected: .update(from: "1.0b", to: "1.1")),
    Case(previous: "garbage", current: "0.0.1", expected: .update(from: "garbage", to: "0.0.1")),
  ]

  @Test(arguments: cases)
  func kindComparesNumericComponents(_ testCase: Case) {
    #expect(LaunchKind(previous: testCase.previous, current: testCase.current) == testCase.expected)
  }

  @Test func versionsCompareNumerically() {
    #expect(AppVersion("1.10") > AppVersion("1.9"))
    #expect(AppVersion("2") == AppVersion("2.0.0"))
    #expect(AppVersion("10.0") > AppVersion("9.99.99"))
  }
}
