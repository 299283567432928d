/// How the system started this launch, as Sentry, Datadog and Apple's launch-time guide name
/// the kinds: what a launch's figures can be compared with. Decided by
/// ``LaunchStartFacts/kind`` from what the Apple layer observed.
public enum LaunchStartKind: String, Hashable, Codable, Sendable, CaseIterable {
  /// A new process, the first since the device started or since the app was installed or
  /// updated: nothing of the app is in the system's caches (Sentry's and Datadog's cold start).
  case cold
  /// A new process of a version that ran since the device started: the system's caches still
  /// hold some of the app (Sentry's and Datadog's warm start).
  case warm
  /// A new process iOS started ahead of the tap (`ActivePrewarm`): timed from `main`, since the
  /// process's creation may be minutes or hours before anybody waited.
  case prewarmed
  /// A scene of a process that was already running (in the background, or with another scene):
  /// nothing was loaded for the person; timed from the scene's connection at best.
  case resumed
}

/// What the Apple layer knows about how this process came to show a scene; ``kind`` decides
/// the ``LaunchStartKind`` from it.
public struct LaunchStartFacts: Hashable, Sendable {
  /// Seconds a process may take from its creation to its first scene's connection and still be
  /// a launch the person waited for: iOS's launch watchdog ends a launch that is not on screen
  /// within about 20 seconds, so a process older than that when its first scene connects was
  /// running before anybody tapped (a background fetch, a push, a location event).
  public static let launchWatchdogSeconds = 20.0

  /// Whether iOS prewarmed the process (``Prewarm/isPrewarmed(environment:)``).
  public var prewarmed: Bool
  /// Seconds from the process's creation to this scene's connection; `nil` when the process
  /// start could not be read.
  public var processAgeAtScene: Double?
  /// Whether another scene of this process connected before this one.
  public var earlierScene: Bool
  /// Whether the device started since the app's previous launch; `nil` when unknown (no
  /// previous launch recorded, or the boot time could not be read).
  public var bootedSinceLastLaunch: Bool?
  /// The launch's version history kind (first launch, update, same version).
  public var versionKind: LaunchKind

  /// Creates the facts.
  public init(
    prewarmed: Bool, processAgeAtScene: Double?, earlierScene: Bool,
    bootedSinceLastLaunch: Bool?, versionKind: LaunchKind
  ) {
    self.prewarmed = prewarmed
    self.processAgeAtScene = processAgeAtScene
    self.earlierScene = earlierScene
    self.bootedSinceLastLaunch = bootedSinceLastLaunch
    self.versionKind = versionKind
  }

  /// The launch's kind: prewarmed when iOS said so; resumed when the process was running before
  /// the scene was asked for (an earlier scene, or older than ``launchWatchdogSeconds``); cold
  /// for the first launch, an update or a downgrade, a launch after a restart, or when a restart
  /// cannot be ruled out; warm otherwise.
  public var kind: LaunchStartKind {
    if prewarmed { return .prewarmed }
    if earlierScene { return .resumed }
    if let age = processAgeAtScene, age > Self.launchWatchdogSeconds { return .resumed }
    switch versionKind {
    case .firstLaunch, .update, .downgrade: return .cold
    case .sameVersion: return bootedSinceLastLaunch == false ? .warm : .cold
    }
  }
}
