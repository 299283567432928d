import Foundation

/// What Curtain remembers across launches: how many, since when, which versions, the last route
/// and the recent launch durations.
public struct LaunchHistory: Hashable, Codable, Sendable {
  /// Number of launches recorded, this one included once `recordLaunch` ran.
  public var launchCount: Int
  /// When the first recorded launch happened; `nil` before any.
  public var firstLaunchDate: Date?
  /// Every app version launched, in order, each appended when it differs from the one before
  /// (so an update then a downgrade reads ["1.0", "2.0", "1.0"]).
  public var versions: [String]
  /// The version of the latest recorded launch.
  public var currentVersion: String?
  /// The version that ran before `currentVersion`, if the version ever changed.
  public var previousVersion: String?
  /// The route the app showed last, in the app's own words (for analytics or restoring it).
  public var lastRoute: String?
  /// When the latest recorded launch happened (with the device's boot time it tells a cold
  /// launch from a warm one, ``LaunchStartFacts``); `nil` before any, or in a history written
  /// before Curtain kept it.
  public var lastLaunchDate: Date?
  /// The most recent launch durations, oldest first, at most `maximumDurationSamples`.
  public var durations: [LaunchDurationSample]

  /// How many launch durations are kept.
  public static let maximumDurationSamples = 20

  /// The launch counts a stored history may hold (2^40, a launch a second for 34,000 years);
  /// a stored count outside it is damaged data and reads as a first launch.
  public static let launchCountRange = 0...(1 << 40)

  /// A history with nothing recorded: the next launch is a first launch.
  public static let empty = LaunchHistory()

  /// Creates a history; the defaults describe an app that never launched.
  public init(
    launchCount: Int = 0, firstLaunchDate: Date? = nil, versions: [String] = [],
    currentVersion: String? = nil, previousVersion: String? = nil, lastRoute: String? = nil,
    durations: [LaunchDurationSample] = [], lastLaunchDate: Date? = nil
  ) {
    self.launchCount = launchCount
    self.firstLaunchDate = firstLaunchDate
    self.versions = versions
    self.currentVersion = currentVersion
    self.previousVersion = previousVersion
    self.lastRoute = lastRoute
    self.durations = durations
    self.lastLaunchDate = lastLaunchDate
  }

  /// The kind a launch of `version` would be, without recording it.
  public func kind(ofLaunching version: String) -> LaunchKind {
    LaunchKind(previous: currentVersion, current: version)
  }

  /// Records a launch of `version` at `date` and returns its kind.
  ///
  /// - Parameters:
  ///   - version: The launching app's `CFBundleShortVersionString`.
  ///   - date: The launch date (injected, so tests need no real clock).
  /// - Returns: First launch, update, downgrade or same version, relative to the last launch.
  @discardableResult
  public mutating func recordLaunch(version: String, at date: Date) -> LaunchKind {
    let kind = kind(ofLaunching: version)
    if launchCount < Int.max { launchCount += 1 }
    if firstLaunchDate == nil { firstLaunchDate = date }
    if versions.last != version { versions.append(version) }
    if let currentVersion, currentVersion != version { previousVersion = currentVersion }
    currentVersion = version
    lastLaunchDate = date
    return kind
  }

  /// Records the route the app showed on this launch.
  public mutating func recordRoute(_ route: String) {
    lastRoute = route
  }

  /// Appends a launch duration, dropping the oldest beyond `maximumDurationSamples`.
  public mutating func recordDuration(_ sample: LaunchDurationSample) {
    durations.append(sample)
    if durations.count > Self.maximumDurationSamples {
      durations.removeFirst(durations.count - Self.maximumDurationSamples)
    }
  }
}
