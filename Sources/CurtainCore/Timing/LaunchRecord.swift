import Foundation

/// One launch, as written to the JSON lines log: marks and spans in seconds since process start.
public struct LaunchRecord: Codable, Hashable, Sendable {
  /// The schema version this library writes; readers reject newer ones.
  public static let currentSchemaVersion = 1

  /// A named moment.
  public struct Mark: Codable, Hashable, Sendable {
    /// A ``LaunchPhase`` raw value ("firstFrame") or an app-defined name ("loading themes").
    public var name: String
    /// Seconds since process start (negative only if marked before a late-read start).
    public var seconds: Double

    /// Creates a mark.
    public init(name: String, seconds: Double) {
      self.name = name
      self.seconds = seconds
    }
  }

  /// A named stretch of work.
  public struct Span: Codable, Hashable, Sendable {
    /// The app-defined name.
    public var name: String
    /// Seconds since process start when the span began.
    public var startSeconds: Double
    /// The span's length in seconds.
    public var durationSeconds: Double

    /// Creates a span.
    public init(name: String, startSeconds: Double, durationSeconds: Double) {
      self.name = name
      self.startSeconds = startSeconds
      self.durationSeconds = durationSeconds
    }
  }

  /// The record's schema version (``currentSchemaVersion`` when written by this library).
  public var schemaVersion: Int
  /// The app's version (`CFBundleShortVersionString`).
  public var appVersion: String
  /// The wall-clock process start, if known.
  public var processStartDate: Date?
  /// Whether iOS prewarmed the process: timed from `main`, excluded from statistics.
  public var prewarmed: Bool
  /// Marks in the order they were taken.
  public var marks: [Mark]
  /// Finished spans in the order they ended.
  public var spans: [Span]
  /// Events lost because the clock's buffer was full.
  public var droppedEvents: Int
  /// How the system started the launch (``LaunchStartFacts/kind``); `nil` in records written
  /// before Curtain decided it (see ``kind``).
  public var startKind: LaunchStartKind?
  /// The device's model identifier ("iPhone15,2"), if recorded.
  public var deviceModel: String?
  /// The operating system's name ("iOS", "iPadOS"), if recorded.
  public var osName: String?
  /// The operating system's version ("17.5.1"), if recorded.
  public var osVersion: String?

  /// Creates a record with the current schema version.
  public init(
    appVersion: String, processStartDate: Date? = nil, prewarmed: Bool = false,
    marks: [Mark], spans: [Span] = [], droppedEvents: Int = 0
  ) {
    schemaVersion = Self.currentSchemaVersion
    self.appVersion = appVersion
    self.processStartDate = processStartDate
    self.prewarmed = prewarmed
    self.marks = marks
    self.spans = spans
    self.droppedEvents = droppedEvents
  }

  /// The launch's kind: ``startKind``, else prewarmed when ``prewarmed`` says so; `nil` for an
  /// older record of a launch that was not prewarmed (cold and warm were not told apart).
  public var kind: LaunchStartKind? {
    startKind ?? (prewarmed ? .prewarmed : nil)
  }

  /// Where the wait is measured from, in seconds since process start.
  ///
  /// The process start, except for a prewarmed launch. iOS prewarms a process up to, not
  /// including, `main`'s call of `UIApplicationMain`: the process start and `main` itself may be
  /// minutes or hours before the tap. The origin is then the first moment after
  /// `UIApplicationMain` resumed: `appDelegateStart` (the app's `didFinishLaunching`, or the
  /// curtain's creation), else `main` (an older record), else the first mark the app took:
  /// never the process start.
  public var originSeconds: Double {
    let processStart = LaunchPhase.processStart.rawValue
    if prewarmed {
      if let resumed = seconds(of: .appDelegateStart) { return resumed }
      if let main = seconds(of: .main) { return main }
      if let first = marks.first(where: { $0.name != processStart }) { return first.seconds }
    }
    return marks.first(where: { $0.name == processStart })?.seconds ?? marks.first?.seconds ?? 0
  }

  /// Seconds from ``originSeconds`` to `appReady` (else to the last mark); `nil` with no marks.
  public var totalSeconds: Double? {
    guard let end = seconds(of: .appReady) ?? marks.last?.seconds else { return nil }
    return end - originSeconds
  }

  /// The seconds-since-start of the first mark named after `phase`.
  public func seconds(of phase: LaunchPhase) -> Double? {
    marks.first(where: { $0.name == phase.rawValue })?.seconds
  }

  /// This launch as a history sample (``totalSeconds``), or `nil` with no marks.
  public var durationSample: LaunchDurationSample? {
    totalSeconds.map {
      LaunchDurationSample(version: appVersion, seconds: $0, prewarmed: prewarmed)
    }
  }
}
