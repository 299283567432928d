import Foundation
import Testing

@testable import CurtainCore

@Suite struct LaunchReasonSourcesTests {
  static let link = URL(string: "myapp://item/42")
  static let page = URL(string: "https://example.com/item/42")

  @Test func nothingIsANormalLaunch() {
    #expect(LaunchReason() == .normal)
  }

  @Test func aTappedNotificationWinsOverEverythingElse() throws {
    let reason = LaunchReason(
      notificationPayload: ["id": "42"], urls: [try #require(Self.link)], shortcutType: "new",
      userActivity: ("view", Self.page))
    #expect(reason == .notification(payload: ["id": "42"]))
  }

  @Test func anOpenedURLWinsOverAShortcutAndAnActivity() throws {
    let link = try #require(Self.link)
    let reason = LaunchReason(urls: [link], shortcutType: "new", userActivity: ("view", Self.page))
    #expect(reason == .url(link))
  }

  @Test func aShortcutWinsOverAnActivity() {
    #expect(
      LaunchReason(shortcutType: "new", userActivity: ("view", nil)) == .shortcut(type: "new"))
  }

  @Test func anActivityKeepsItsWebPage() {
    let reason = LaunchReason(userActivity: ("view", Self.page))
    #expect(reason == .userActivity(type: "view", url: Self.page))
    #expect(reason.deepLink == Self.page)
  }
}
