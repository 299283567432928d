import Foundation
import Testing

@testable import CurtainCore

/// Which of a launch's sources (a scene's connection options, described without UIKit) routing
/// reads, whatever order UIKit's sets come in.
@Suite struct LaunchSourcesTests {
  static let link = URL(string: "myapp://item/42")
  static let other = URL(string: "myapp://cart")
  static let page = URL(string: "https://example.com/item/42")

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var sources: LaunchSources
    var expected: LaunchReason
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "nothing: a normal launch", sources: LaunchSources(), expected: .normal),
    Case(
      name: "a notification wins over a URL, a shortcut, an activity and Handoff",
      sources: LaunchSources(
        notificationPayload: ["id": "42"], urls: [link].compactMap { $0 }, shortcutType: "new",
        userActivities: [UserActivitySource(type: "view", webpageURL: page)],
        handoffActivityType: "edit"),
      expected: .notification(payload: ["id": "42"])),
    Case(
      name: "a URL wins over a shortcut and an activity",
      sources: LaunchSources(
        urls: [other].compactMap { $0 }, shortcutType: "new",
        userActivities: [UserActivitySource(type: "view")]),
      expected: other.map(LaunchReason.url) ?? .normal),
    Case(
      name: "two URLs in one order", sources: LaunchSources(urls: [link, other].compactMap { $0 }),
      expected: other.map(LaunchReason.url) ?? .normal),
    Case(
      name: "the same two URLs in the other order",
      sources: LaunchSources(urls: [other, link].compactMap { $0 }),
      expected: other.map(LaunchReason.url) ?? .normal),
    Case(
      name: "a shortcut wins over an activity and Handoff",
      sources: LaunchSources(
        shortcutType: "new", userActivities: [UserActivitySource(type: "view")],
        handoffActivityType: "edit"),
      expected: .shortcut(type: "new")),
    Case(
      name: "an activity with a web page wins over one without, listed first",
      sources: LaunchSources(userActivities: [
        UserActivitySource(type: "a.search"), UserActivitySource(type: "b.view", webpageURL: page),
      ]),
      expected: .userActivity(type: "b.view", url: page)),
    Case(
      name: "the same activities in the other order",
      sources: LaunchSources(userActivities: [
        UserActivitySource(type: "b.view", webpageURL: page), UserActivitySource(type: "a.search"),
      ]),
      expected: .userActivity(type: "b.view", url: page)),
    Case(
      name: "two activities without a web page: the smaller type, in either order",
      sources: LaunchSources(userActivities: [
        UserActivitySource(type: "z.open"), UserActivitySource(type: "a.search"),
      ]),
      expected: .userActivity(type: "a.search", url: nil)),
    Case(
      name: "an activity wins over a Handoff type",
      sources: LaunchSources(
        userActivities: [UserActivitySource(type: "view")], handoffActivityType: "edit"),
      expected: .userActivity(type: "view", url: nil)),
    Case(
      name: "a Handoff type alone (UIKit gives only its type at connection)",
      sources: LaunchSources(handoffActivityType: "edit"),
      expected: .userActivity(type: "edit", url: nil)),
  ]

  @Test(arguments: cases) func readsTheReason(_ row: Case) {
    #expect(LaunchReason(row.sources) == row.expected)
  }

  @Test func aNotificationKeepsItsStringValuesOnly() {
    let userInfo: [AnyHashable: Any] = [
      "id": "42", "count": 3, "aps": ["alert": "Hi"], 7: "seven", "url": "myapp://item/42",
    ]
    #expect(LaunchSources.payload(of: userInfo) == ["id": "42", "url": "myapp://item/42"])
  }
}
