/// Everything a routing rule may look at: the history, this launch's kind and reason, and the
/// app's facts.
public struct LaunchContext: Hashable, Sendable {
  /// The history as read at launch (before this launch was recorded).
  public var history: LaunchHistory
  /// First launch, update, downgrade or same version.
  public var kind: LaunchKind
  /// Why the app launched.
  public var reason: LaunchReason
  /// The app's own facts (signed in, flags).
  public var facts: LaunchFacts

  /// Creates a context.
  public init(
    history: LaunchHistory, kind: LaunchKind, reason: LaunchReason = .normal,
    facts: LaunchFacts = LaunchFacts()
  ) {
    self.history = history
    self.kind = kind
    self.reason = reason
    self.facts = facts
  }
}
