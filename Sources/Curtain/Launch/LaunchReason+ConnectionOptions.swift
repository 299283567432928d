#if canImport(UIKit)
  import CurtainCore
  import UIKit

  extension LaunchReason {
    /// The reason a scene connected, from its connection options (notification tapped, URL
    /// opened, quick action, user activity); the core picks which wins.
    @MainActor public init(_ options: UIScene.ConnectionOptions) {
      let userInfo = options.notificationResponse?.notification.request.content.userInfo
      self.init(
        notificationPayload: userInfo.map(Self.stringValues),
        urls: options.urlContexts.map(\.url),
        shortcutType: options.shortcutItem?.type,
        userActivity: options.userActivities.first.map { ($0.activityType, $0.webpageURL) })
    }

    /// The reason an app without scenes launched, from its launch options.
    @MainActor public init(_ options: [UIApplication.LaunchOptionsKey: Any]?) {
      let options = options ?? [:]
      let shortcut = options[.shortcutItem] as? UIApplicationShortcutItem
      let notification = options[.remoteNotification] as? [AnyHashable: Any]
      self.init(
        notificationPayload: notification.map(Self.stringValues),
        urls: (options[.url] as? URL).map { [$0] } ?? [], shortcutType: shortcut?.type)
    }

    /// The string keys with string values of a notification's `userInfo`.
    private static func stringValues(_ userInfo: [AnyHashable: Any]) -> [String: String] {
      var values: [String: String] = [:]
      for case (let key as String, let value as String) in userInfo { values[key] = value }
      return values
    }
  }
#endif
