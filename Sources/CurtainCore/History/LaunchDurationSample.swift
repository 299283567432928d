/// One past launch's duration, as kept in the launch history and used to predict the next wait.
public struct LaunchDurationSample: Hashable, Codable, Sendable {
  /// The app version (`CFBundleShortVersionString`) that launched.
  public var version: String
  /// Seconds from process start (or from the user's tap, for a prewarmed launch) to app ready.
  public var seconds: Double
  /// Whether iOS prewarmed the process: such launches are reported apart, never mixed in.
  public var prewarmed: Bool

  /// Creates a sample.
  public init(version: String, seconds: Double, prewarmed: Bool = false) {
    self.version = version
    self.seconds = seconds
    self.prewarmed = prewarmed
  }
}
