import Foundation

/// One launch as a trace, for any tracing system: a root span from the launch origin to the
/// splash's removal (else "ready", else the last mark), a child span per phase (from one mark to
/// the next) and one per app-defined span, in nanoseconds since 1970. The app hands it to its
/// own exporter (OpenTelemetry's, a vendor's): Curtain's libraries depend on no server package.
/// `curtain timings --otlp` writes the same traces as OTLP.
public struct LaunchTrace: Hashable, Sendable {
  /// One span.
  public struct Span: Hashable, Sendable {
    /// What the span covers.
    public enum Role: String, Hashable, Sendable {
      /// The whole launch (the root).
      case launch
      /// A phase: from the previous mark to the one it is named after.
      case phase
      /// An app-defined span (`LaunchClock.beginSpan`).
      case app
    }

    /// "launch", a phase's mark ("first frame") or the app's span name.
    public var name: String
    /// The span's role.
    public var role: Role
    /// Start, nanoseconds since 1970.
    public var startUnixNanoseconds: UInt64
    /// End, nanoseconds since 1970 (never before the start).
    public var endUnixNanoseconds: UInt64
  }

  /// The app version (`service.version`).
  public var appVersion: String
  /// The device model identifier, if recorded (`device.model.identifier`).
  public var deviceModel: String?
  /// The operating system's name, if recorded (`os.name`).
  public var osName: String?
  /// The operating system's version, if recorded (`os.version`).
  public var osVersion: String?
  /// The launch's kind, if known.
  public var kind: LaunchStartKind?
  /// The root span first, then the phases in order, then the app's spans; every span after the
  /// first is the root's child.
  public var spans: [Span]

  /// The trace of `record`; `nil` when it has no wall-clock process start (its spans cannot be
  /// placed in time) or no mark.
  public init?(record: LaunchRecord) {
    guard let start = record.processStartDate, let last = record.marks.last else { return nil }
    let origin = record.originSeconds
    let end = record.seconds(of: .splashRemoved) ?? record.seconds(of: .appReady) ?? last.seconds
    // Whole seconds of the start apart from the rest, so nanoseconds since 1970 (19 digits)
    // keep the precision a Double of them would lose.
    let startSeconds = start.timeIntervalSince1970.rounded(.down)
    let startFraction = start.timeIntervalSince1970 - startSeconds
    func nanoseconds(_ seconds: Double) -> UInt64 {
      let whole = Int64(startSeconds) + Int64((startFraction + seconds).rounded(.down))
      let rest = (startFraction + seconds) - (startFraction + seconds).rounded(.down)
      // Before 1970 or after 2554 (a damaged date) is pinned to the range OTLP can carry.
      guard whole >= 0 else { return 0 }
      guard whole < 18_446_744_072 else { return UInt64.max }
      return UInt64(whole) * 1_000_000_000 + UInt64((rest * 1e9).rounded())
    }
    var spans = [
      Span(
        name: "launch", role: .launch, startUnixNanoseconds: nanoseconds(origin),
        endUnixNanoseconds: nanoseconds(max(origin, end)))
    ]
    var previous = origin
    for mark in record.marks where mark.seconds > origin {
      spans.append(
        Span(
          name: LaunchPhase.displayName(forMark: mark.name), role: .phase,
          startUnixNanoseconds: nanoseconds(previous),
          endUnixNanoseconds: nanoseconds(max(previous, mark.seconds))))
      previous = max(previous, mark.seconds)
    }
    for span in record.spans {
      spans.append(
        Span(
          name: span.name, role: .app, startUnixNanoseconds: nanoseconds(span.startSeconds),
          endUnixNanoseconds: nanoseconds(span.startSeconds + span.durationSeconds)))
    }
    appVersion = record.appVersion
    deviceModel = record.deviceModel
    osName = record.osName
    osVersion = record.osVersion
    kind = record.kind
    self.spans = spans
  }
}
