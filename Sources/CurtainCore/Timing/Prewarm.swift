/// iOS prewarming: the system may run a process up to (not into) `UIApplicationMain` long before
/// the person taps the icon. Such a launch's pre-main time is not a wait anybody saw, so it is
/// flagged and kept out of statistics (as Sentry and MetricKit do).
public enum Prewarm {
  /// The environment variable iOS sets to `"1"` in a prewarmed process.
  public static let environmentKey = "ActivePrewarm"

  /// Whether `environment` (normally `ProcessInfo.processInfo.environment`) marks a prewarm.
  public static func isPrewarmed(environment: [String: String]) -> Bool {
    environment[environmentKey] == "1"
  }
}
