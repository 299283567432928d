/// What the app knows about itself at launch that routing may depend on.
public struct LaunchFacts: Hashable, Sendable {
  /// Whether a user is signed in.
  public var isSignedIn: Bool
  /// Other named conditions the app asserts (for example "hasPendingPurchase").
  public var flags: Set<String>

  /// Creates facts; by default signed in with no flags, so apps without accounts need not care.
  public init(isSignedIn: Bool = true, flags: Set<String> = []) {
    self.isSignedIn = isSignedIn
    self.flags = flags
  }
}
