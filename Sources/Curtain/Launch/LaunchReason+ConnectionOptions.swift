#if canImport(UIKit)
  import CurtainCore
  import UIKit

  extension LaunchSources {
    /// A scene's connection options described for the core (notification, URLs, quick action,
    /// user activities, Handoff type).
    @MainActor public init(_ options: UIScene.ConnectionOptions) {
      let userInfo = options.notificationResponse?.notification.request.content.userInfo
      self.init(
        notificationPayload: userInfo.map(Self.payload(of:)),
        urls: options.urlContexts.map(\.url), shortcutType: options.shortcutItem?.type,
        userActivities: options.userActivities.map {
          UserActivitySource(type: $0.activityType, webpageURL: $0.webpageURL)
        },
        handoffActivityType: options.handoffUserActivityType)
    }

    /// An app's launch options (apps without scenes) described for the core.
    @MainActor public init(_ options: [UIApplication.LaunchOptionsKey: Any]?) {
      let options = options ?? [:]
      let shortcut = options[.shortcutItem] as? UIApplicationShortcutItem
      let notification = options[.remoteNotification] as? [AnyHashable: Any]
      self.init(
        notificationPayload: notification.map(Self.payload(of:)),
        urls: (options[.url] as? URL).map { [$0] } ?? [], shortcutType: shortcut?.type)
    }
  }

  extension LaunchReason {
    /// The reason a scene connected, from its connection options; the core picks which wins
    /// (`LaunchReason(LaunchSources)`).
    @MainActor public init(_ options: UIScene.ConnectionOptions) {
      self.init(LaunchSources(options))
    }

    /// The reason an app without scenes launched, from its launch options.
    @MainActor public init(_ options: [UIApplication.LaunchOptionsKey: Any]?) {
      self.init(LaunchSources(options))
    }
  }
#endif
