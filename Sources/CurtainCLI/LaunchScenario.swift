import ArgumentParser
import CurtainCore

/// The kind of launch `curtain plan` simulates.
public enum LaunchScenario: String, CaseIterable, Sendable, ExpressibleByArgument {
  /// The first launch after install.
  case first
  /// The first launch after an update (1.0 -> 2.0).
  case update
  /// A later launch of the same version.
  case later
  /// A later launch from a notification tap: the same splash as `later`, another route.
  case notification

  /// The launch kind the plan is made for.
  public var kind: LaunchKind {
    switch self {
    case .first: .firstLaunch
    case .update: .update(from: "1.0", to: "2.0")
    case .later, .notification: .sameVersion
    }
  }

  /// Why the simulated app launched.
  public var reason: LaunchReason {
    switch self {
    case .first, .update, .later: .normal
    case .notification: .notification(payload: ["url": "app://inbox/1"])
    }
  }
}
