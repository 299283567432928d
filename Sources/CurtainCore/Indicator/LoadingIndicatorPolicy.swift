/// When to show a loading indicator during a launch, and which messages it shows for how long.
///
/// The rules, in order:
/// 1. PCalc's rule: if this launch's predicted wait is shorter than ``shortWaitThreshold``,
///    never show it (messages that flash past are worse than none).
/// 2. Grace time: show it only if still waiting ``graceTime`` seconds after the wait began.
/// 3. Minimum show time: once shown, keep it at least ``minimumShowTime`` seconds, and at least
///    long enough to read the first message, so it does not flicker.
/// 4. Messages rotate in random order without repeats (all are used before any comes back, and
///    never the same one twice in a row), each for ``readingTime`` seconds. The app becoming
///    ready hides the indicator even mid-message (after rule 3): the person wants the app then.
public struct LoadingIndicatorPolicy: Hashable, Sendable {
  /// Seconds to wait before showing.
  public var graceTime: Double
  /// Seconds the indicator stays once shown, at the least.
  public var minimumShowTime: Double
  /// Predicted waits below this many seconds never show the indicator.
  public var shortWaitThreshold: Double
  /// The app's messages; empty for a plain spinner.
  public var messages: [String]
  /// How long each message stays.
  public var readingTime: ReadingTime

  /// Default for ``graceTime``, in seconds.
  public static let defaultGraceTime = 0.5
  /// Default for ``minimumShowTime``, in seconds.
  public static let defaultMinimumShowTime = 1.0
  /// Default for ``shortWaitThreshold``, in seconds.
  public static let defaultShortWaitThreshold = 1.5

  /// The longest stretch messages are planned for, in seconds (a wait of hours, or a
  /// `readyAt` of 1e308, plans ten minutes of messages, not an endless list).
  public static let maximumPlannedSeconds = 600.0

  /// Creates a policy; the defaults follow MBProgressHUD's habits and PCalc's story.
  ///
  /// - Parameters:
  ///   - graceTime: seconds before showing (default 0.5).
  ///   - minimumShowTime: seconds shown at least (default 1).
  ///   - shortWaitThreshold: predicted seconds below which nothing shows (default 1.5: PCalc's
  ///     fast devices took under a second, its slow ones three or four).
  ///   - messages: the texts to rotate.
  ///   - readingTime: seconds per message.
  public init(
    graceTime: Double = LoadingIndicatorPolicy.defaultGraceTime,
    minimumShowTime: Double = LoadingIndicatorPolicy.defaultMinimumShowTime,
    shortWaitThreshold: Double = LoadingIndicatorPolicy.defaultShortWaitThreshold,
    messages: [String] = [], readingTime: ReadingTime = ReadingTime()
  ) {
    self.graceTime = graceTime
    self.minimumShowTime = minimumShowTime
    self.shortWaitThreshold = shortWaitThreshold
    self.messages = messages
    self.readingTime = readingTime
  }

  /// The decisions for one wait, as a pure function of time.
  ///
  /// - Parameters:
  ///   - predictedWait: this launch's predicted wait in seconds (``LaunchWaitPrediction``);
  ///     `nil` (no history) does not suppress the indicator.
  ///   - readyAt: seconds after the wait began when the app became ready; `nil` if not yet.
  ///   - horizon: with `readyAt` `nil`, messages are planned up to this many seconds.
  ///   - generator: the source of the message order (seeded in tests).
  /// - Returns: the timeline; a prefix of the `readyAt == nil` timeline, then a hide.
  public func timeline(
    predictedWait: Double?, readyAt: Double?, horizon: Double = 30,
    using generator: inout some RandomNumberGenerator
  ) -> LoadingIndicatorTimeline {
    if let predictedWait, predictedWait < shortWaitThreshold { return .init(events: []) }
    if let readyAt, readyAt <= graceTime { return .init(events: []) }
    let showAt = max(graceTime, 0)
    var order = MessageOrder(messages: messages)
    let first = order.next(using: &generator)
    let shortestStay = max(minimumShowTime, first.map(readingTime.seconds(for:)) ?? 0)
    let end = readyAt.map { max($0, showAt + shortestStay) } ?? horizon
    var events = [LoadingIndicatorTimeline.Event(time: showAt, action: .show)]
    var time = showAt
    var message = first
    // Bounded by construction: messages are planned for at most `maximumPlannedSeconds`, and a
    // reading time that is not positive (a custom `ReadingTime`) stops the rotation.
    let planEnd = min(end, showAt + Self.maximumPlannedSeconds)
    while let text = message, time < planEnd {
      events.append(.init(time: time, action: .message(text)))
      let reading = readingTime.seconds(for: text)
      guard reading > 0 else { break }
      time += reading
      message = order.next(using: &generator)
    }
    if readyAt != nil { events.append(.init(time: end, action: .hide)) }
    return .init(events: events)
  }
}
