import Foundation
import Testing

@testable import CurtainCore

@Suite struct LaunchRouterTests {
  enum Route: Hashable, Sendable {
    case onboarding, whatsNew, signIn, home
    case article(String)
  }

  static func makeRouter() -> LaunchRouter<Route> {
    LaunchRouter(
      rules: [
        .firstLaunch(.onboarding),
        .newVersion(.whatsNew),
        .signedOut(.signIn),
        .deepLink { url in url.host == "articles" ? .article(url.lastPathComponent) : nil },
      ], fallback: .home)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let kind: LaunchKind
    let reason: LaunchReason
    let signedIn: Bool
    let expected: Route
    let rule: String
    var testDescription: String { name }
  }

  static let link = URL(string: "news://articles/42")
  static let cases: [Case] = [
    Case(
      name: "first launch", kind: .firstLaunch, reason: .normal, signedIn: false,
      expected: .onboarding, rule: "first launch"),
    Case(
      name: "update", kind: .update(from: "1.0", to: "2.0"), reason: .normal, signedIn: true,
      expected: .whatsNew, rule: "new version"),
    Case(
      name: "downgrade is not new", kind: .downgrade(from: "2.0", to: "1.0"), reason: .normal,
      signedIn: true, expected: .home, rule: "fallback"),
    Case(
      name: "signed out", kind: .sameVersion, reason: .normal, signedIn: false,
      expected: .signIn, rule: "signed out"),
    Case(
      name: "url", kind: .sameVersion, reason: link.map(LaunchReason.url) ?? .normal,
      signedIn: true, expected: .article("42"), rule: "deep link"),
    Case(
      name: "notification with url", kind: .sameVersion,
      reason: .notification(payload: ["url": "news://articles/7"]), signedIn: true,
      expected: .article("7"), rule: "deep link"),
    Case(
      name: "unhandled url", kind: .sameVersion,
      reason: .url(URL(fileURLWithPath: "/elsewhere")), signedIn: true, expected: .home,
      rule: "fallback"),
    Case(
      name: "shortcut falls back", kind: .sameVersion, reason: .shortcut(type: "compose"),
      signedIn: true, expected: .home, rule: "fallback"),
  ]

  @Test(arguments: cases)
  func firstMatchingRuleWins(_ testCase: Case) {
    let context = LaunchContext(
      history: .empty, kind: testCase.kind, reason: testCase.reason,
      facts: LaunchFacts(isSignedIn: testCase.signedIn))
    let decision = Self.makeRouter().decide(context)
    #expect(decision.route == testCase.expected)
    #expect(decision.ruleName == testCase.rule)
  }

  @Test func decidesOncePerLaunch() {
    let router = Self.makeRouter()
    #expect(!router.hasDecided)
    let first = router.decide(LaunchContext(history: .empty, kind: .firstLaunch))
    let second = router.decide(LaunchContext(history: .empty, kind: .sameVersion))
    #expect(router.hasDecided)
    #expect(first == second)
    #expect(second.route == .onboarding)
  }

  @Test func customRulesSeeFactsAndReason() {
    let router = LaunchRouter<Route>(
      rules: [
        .when("pending purchase", { $0.facts.flags.contains("purchase") }, route: .signIn),
        .shortcut { $0 == "compose" ? .article("new") : nil },
      ], fallback: .home)
    let context = LaunchContext(
      history: .empty, kind: .sameVersion, reason: .shortcut(type: "compose"))
    #expect(router.decide(context).route == .article("new"))
  }
}
