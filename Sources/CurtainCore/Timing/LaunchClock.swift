import Foundation

/// Takes named marks and spans during a launch, at a cost low enough to leave in release builds.
///
/// Storage is allocated once in `init`; a mark reads the injected time source and writes one
/// trivial event under a lock, so the hot path never allocates. When the buffer is full, further
/// events are counted in ``droppedEventCount`` and otherwise ignored.
/// Times are kept relative to the process start (read from the system, so pre-main is included)
/// and turned into a ``LaunchRecord`` at the end.
public final class LaunchClock: @unchecked Sendable {
  /// The process start on the time source's timeline, in nanoseconds; `nil` if unknown.
  public let processStartNanoseconds: UInt64?
  /// Whether iOS prewarmed this process (see ``Prewarm``).
  public let prewarmed: Bool
  /// How many events the buffer holds.
  public let capacity: Int

  private let timeSource: LaunchTimeSource
  private let lock = Lock()
  private let events: UnsafeMutablePointer<ClockEvent>
  private var count = 0
  private var dropped = 0

  /// Creates a clock with room for `capacity` events.
  ///
  /// - Parameters:
  ///   - capacity: events kept (marks count one, spans two); at least 1.
  ///   - timeSource: where "now" comes from, in nanoseconds.
  ///   - processStartNanoseconds: the process start on `timeSource`'s timeline, if known.
  ///   - prewarmed: whether iOS prewarmed the process.
  public init(
    capacity: Int = 128, timeSource: LaunchTimeSource = .system,
    processStartNanoseconds: UInt64?, prewarmed: Bool = false
  ) {
    self.capacity = max(1, capacity)
    self.timeSource = timeSource
    self.processStartNanoseconds = processStartNanoseconds
    self.prewarmed = prewarmed
    events = .allocate(capacity: self.capacity)
  }

  /// A clock on the system timeline that knows this process's real start time and prewarm state.
  ///
  /// Call it as early as possible (first line of `main`, or a static initialiser): the clock
  /// marks `.main` as it is made, so `main` is the moment the app's own code started, and
  /// nothing later pretends to be it. A clock made later (by `LaunchCurtain`, when the app gave
  /// it none) passes `marksMain: false`: it cannot know when `main` ran. An unreadable start
  /// time leaves ``processStartNanoseconds`` `nil` and the first mark becomes the origin.
  public static func startingNow(
    capacity: Int = 128, environment: [String: String] = ProcessInfo.processInfo.environment,
    marksMain: Bool = true
  ) -> LaunchClock {
    let clock = LaunchClock(
      capacity: capacity, timeSource: .system,
      processStartNanoseconds: try? ProcessStart.current().timelineNanoseconds,
      prewarmed: Prewarm.isPrewarmed(environment: environment))
    if marksMain { clock.mark(.main) }
    return clock
  }

  deinit {
    events.deallocate()
  }

  /// Records that a standard phase was reached now.
  @inline(__always)
  public func mark(_ phase: LaunchPhase) {
    append(.mark, .phase(phase), beginIndex: -1)
  }

  /// Records that `phase` was reached now, unless it was marked before; returns whether it
  /// marked. `LaunchCurtain` marks `.appDelegateStart` this way when it is created, so a
  /// prewarmed launch has its origin even when the app did not mark it itself.
  @discardableResult
  public func markUnlessMarked(_ phase: LaunchPhase) -> Bool {
    let marked = lock.withLock {
      UnsafeBufferPointer(start: events, count: count).contains {
        guard $0.kind == .mark, case .phase(let marked) = $0.label else { return false }
        return marked == phase
      }
    }
    guard !marked else { return false }
    mark(phase)
    return true
  }

  /// Records an app-defined moment now ("Init", "building layouts").
  @inline(__always)
  public func mark(_ name: StaticString) {
    append(.mark, .custom(name), beginIndex: -1)
  }

  /// Starts an app-defined span; pass the result to ``end(_:)``.
  @inline(__always)
  public func beginSpan(_ name: StaticString) -> LaunchSpanToken {
    LaunchSpanToken(index: append(.spanBegin, .custom(name), beginIndex: -1))
  }

  /// Ends a span started with ``beginSpan(_:)`` (once); ending a dropped span does nothing.
  @inline(__always)
  public func end(_ span: LaunchSpanToken) {
    guard span.index >= 0 else { return }
    append(.spanEnd, .custom(""), beginIndex: span.index)
  }

  /// Runs `body` inside a span named `name` and returns its result.
  public func measure<Result>(_ name: StaticString, _ body: () throws -> Result) rethrows
    -> Result
  {
    let span = beginSpan(name)
    defer { end(span) }
    return try body()
  }

  /// Seconds from the process start to now; `nil` when the process start is unknown. The Apple
  /// layer reports it as ``LaunchStartFacts/processAgeAtScene`` when a scene connects.
  public func secondsSinceProcessStart() -> Double? {
    guard let start = processStartNanoseconds else { return nil }
    let now = timeSource.nanoseconds()
    return now >= start ? Double(now - start) / 1e9 : -Double(start - now) / 1e9
  }

  /// Events that did not fit in the buffer.
  public var droppedEventCount: Int {
    lock.withLock { dropped }
  }

  /// The launch so far as a record: marks and finished spans, in seconds since process start.
  ///
  /// - Parameters:
  ///   - appVersion: the app's version (`CFBundleShortVersionString`).
  ///   - processStartDate: the wall-clock process start, stored for people reading the log.
  public func record(appVersion: String, processStartDate: Date? = nil) -> LaunchRecord {
    let snapshot = lock.withLock {
      (Array(UnsafeBufferPointer(start: events, count: count)), dropped)
    }
    let list = snapshot.0
    let origin = processStartNanoseconds ?? list.first?.nanoseconds ?? 0
    func seconds(_ nanoseconds: UInt64) -> Double {
      nanoseconds >= origin
        ? Double(nanoseconds - origin) / 1e9 : -Double(origin - nanoseconds) / 1e9
    }
    var marks: [LaunchRecord.Mark] = []
    if processStartNanoseconds != nil {
      marks.append(.init(name: LaunchPhase.processStart.rawValue, seconds: 0))
    }
    var spans: [LaunchRecord.Span] = []
    for event in list {
      switch event.kind {
      case .mark:
        marks.append(.init(name: event.label.name, seconds: seconds(event.nanoseconds)))
      case .spanBegin:
        continue
      case .spanEnd:
        // A token from another clock may point anywhere: keep only ends that match a begin.
        let position = Int(event.beginIndex)
        guard list.indices.contains(position), list[position].kind == .spanBegin else { continue }
        let begin = list[position]
        spans.append(
          .init(
            name: begin.label.name, startSeconds: seconds(begin.nanoseconds),
            durationSeconds: Double(event.nanoseconds &- begin.nanoseconds) / 1e9))
      }
    }
    return LaunchRecord(
      appVersion: appVersion, processStartDate: processStartDate, prewarmed: prewarmed,
      marks: marks, spans: spans, droppedEvents: snapshot.1)
  }

  @inline(__always)
  @discardableResult
  private func append(_ kind: ClockEvent.Kind, _ label: ClockEvent.Label, beginIndex: Int32)
    -> Int32
  {
    let now = timeSource.nanoseconds()
    return lock.withLock {
      guard count < capacity else {
        dropped += 1
        return -1
      }
      (events + count).initialize(
        to: ClockEvent(kind: kind, label: label, nanoseconds: now, beginIndex: beginIndex))
      count += 1
      return Int32(truncatingIfNeeded: count - 1)
    }
  }
}

/// A started span, returned by ``LaunchClock/beginSpan(_:)``.
public struct LaunchSpanToken: Hashable, Sendable {
  /// The begin event's buffer index, or -1 when the buffer was full.
  let index: Int32
}
