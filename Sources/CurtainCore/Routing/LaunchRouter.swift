import Foundation

/// The route chosen for this launch and the rule that chose it.
public struct RouteDecision<Route: Sendable>: Sendable {
  /// The app's route.
  public let route: Route
  /// The name of the rule that matched, or "fallback".
  public let ruleName: String
}

extension RouteDecision: Equatable where Route: Equatable {}
extension RouteDecision: Hashable where Route: Hashable {}

/// Decides where a launch goes, once: the first matching rule in order wins, otherwise the
/// fallback (seed 002's SplashViewController, without its if-else).
///
/// The decision is made on the first call to `decide(_:)` and kept: every later call returns the
/// same decision, whatever context it is given, so a launch can never be routed twice. Routing
/// has no say over the splash: the plan never looks at the launch reason, so a notification or
/// URL launch shows the same cover as a normal one.
public final class LaunchRouter<Route: Sendable>: @unchecked Sendable {
  /// The rules, in the order they are tried.
  public let rules: [LaunchRule<Route>]
  /// The route when no rule matches (home).
  public let fallback: Route
  private let lock = NSLock()
  private var decision: RouteDecision<Route>?
  private var sceneDecisions: [AnyHashable: RouteDecision<Route>] = [:]

  /// Creates a router with ordered `rules` and a `fallback`.
  public init(rules: [LaunchRule<Route>], fallback: Route) {
    self.rules = rules
    self.fallback = fallback
  }

  /// The launch's route: evaluated on the first call, the same decision afterwards.
  ///
  /// Complexity: O(rules) on the first call, O(1) after.
  public func decide(_ context: LaunchContext) -> RouteDecision<Route> {
    lock.withLock {
      if let decision { return decision }
      let made = evaluate(context)
      decision = made
      return made
    }
  }

  /// The route of one scene connection (`SceneConnections.context(for:…)` makes its
  /// context): evaluated on the first call for `scene`, the same decision for it afterwards.
  /// Each scene is routed from its own context, so a second window or a reconnected scene gets
  /// its own route (its URL, its notification) and not the first scene's. The first decision
  /// made, for a scene or with ``decide(_:)``, is also the launch's.
  ///
  /// Complexity: O(rules) on the first call for a scene, O(1) after.
  public func decide<Scene: Hashable & Sendable>(_ context: LaunchContext, scene: Scene)
    -> RouteDecision<Route>
  {
    lock.withLock {
      let key = AnyHashable(scene)
      if let made = sceneDecisions[key] { return made }
      let made = evaluate(context)
      sceneDecisions[key] = made
      if decision == nil { decision = made }
      return made
    }
  }

  /// Forgets `scene`'s route (a disconnected scene: its identifier may be reused).
  public func forget<Scene: Hashable & Sendable>(scene: Scene) {
    lock.withLock { _ = sceneDecisions.removeValue(forKey: AnyHashable(scene)) }
  }

  /// Whether this launch has been routed already.
  public var hasDecided: Bool {
    lock.withLock { decision != nil }
  }

  private func evaluate(_ context: LaunchContext) -> RouteDecision<Route> {
    for rule in rules {
      if let route = rule.route(for: context) {
        return RouteDecision(route: route, ruleName: rule.name)
      }
    }
    return RouteDecision(route: fallback, ruleName: "fallback")
  }
}
