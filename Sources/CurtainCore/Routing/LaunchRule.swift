import Foundation

/// One routing rule: a name (logged with the decision) and a function that either picks a route
/// or passes (`nil`) to the next rule.
public struct LaunchRule<Route: Sendable>: Sendable {
  /// The rule's name, reported in the decision ("first launch", "deep link").
  public let name: String
  private let decide: @Sendable (LaunchContext) -> Route?

  /// Creates a rule from a decision function.
  public init(_ name: String, decide: @escaping @Sendable (LaunchContext) -> Route?) {
    self.name = name
    self.decide = decide
  }

  /// The rule's route for `context`, or `nil` to pass.
  public func route(for context: LaunchContext) -> Route? {
    decide(context)
  }

  /// Picks `route` when `condition` holds.
  public static func when(
    _ name: String, _ condition: @escaping @Sendable (LaunchContext) -> Bool, route: Route
  ) -> LaunchRule {
    LaunchRule(name) { condition($0) ? route : nil }
  }

  /// The first launch after install goes to `route` (onboarding).
  public static func firstLaunch(_ route: Route) -> LaunchRule {
    .when("first launch", { $0.kind == .firstLaunch }, route: route)
  }

  /// The first launch of a newer version goes to `route` (what's new). A first launch is not a
  /// new version here: put `firstLaunch` before this rule.
  public static func newVersion(_ route: Route) -> LaunchRule {
    .when(
      "new version",
      {
        if case .update = $0.kind { return true }
        return false
      }, route: route)
  }

  /// A signed-out user goes to `route` (sign-in).
  public static func signedOut(_ route: Route) -> LaunchRule {
    .when("signed out", { !$0.facts.isSignedIn }, route: route)
  }

  /// A launch that carries a URL (opened URL, user activity, notification `url`) goes where
  /// `target` maps it; `target` returns `nil` for URLs the app does not handle.
  public static func deepLink(_ target: @escaping @Sendable (URL) -> Route?) -> LaunchRule {
    LaunchRule("deep link") { context in context.reason.deepLink.flatMap(target) }
  }

  /// A launch from a notification goes where `target` maps its payload.
  public static func notification(
    _ target: @escaping @Sendable ([String: String]) -> Route?
  ) -> LaunchRule {
    LaunchRule("notification") { context in
      guard case .notification(let payload) = context.reason else { return nil }
      return target(payload)
    }
  }

  /// A Home Screen quick action goes where `target` maps its type.
  public static func shortcut(_ target: @escaping @Sendable (String) -> Route?) -> LaunchRule {
    LaunchRule("shortcut") { context in
      guard case .shortcut(let type) = context.reason else { return nil }
      return target(type)
    }
  }
}
