/// A value created on first use (not at launch) and timed when it is.
///
/// Thread-safe: the first caller creates the value under a lock, later and concurrent callers
/// get the same value. If `make` throws, the error is passed on and the next access tries again.
/// `make` must not read the same `Deferred` (that would deadlock).
public final class Deferred<Value: Sendable>: @unchecked Sendable {
  /// The name used in reports ("conversions").
  public let name: String
  private let make: @Sendable () throws -> Value
  private let timeSource: LaunchTimeSource
  private let onCreate: (@Sendable (DeferredCreation) -> Void)?
  private let lock = Lock()
  private var stored: Value?
  private var seconds: Double?

  /// Creates a deferred value.
  ///
  /// - Parameters:
  ///   - name: the name used in reports.
  ///   - timeSource: where creation is timed from.
  ///   - onCreate: told once the value has been created and how long it took.
  ///   - make: creates the value; runs at most once successfully.
  public init(
    _ name: String, timeSource: LaunchTimeSource = .system,
    onCreate: (@Sendable (DeferredCreation) -> Void)? = nil,
    make: @escaping @Sendable () throws -> Value
  ) {
    self.name = name
    self.make = make
    self.timeSource = timeSource
    self.onCreate = onCreate
  }

  /// The value, created now if this is the first use.
  ///
  /// - Throws: whatever `make` throws (nothing is stored then).
  public var value: Value {
    get throws {
      let (value, created) = try lock.withLock { () throws -> (Value, DeferredCreation?) in
        if let stored { return (stored, nil) }
        let start = timeSource.nanoseconds()
        let value = try make()
        let elapsed = Double(timeSource.nanoseconds() &- start) / 1e9
        stored = value
        seconds = elapsed
        return (value, DeferredCreation(name: name, seconds: elapsed))
      }
      if let created { onCreate?(created) }
      return value
    }
  }

  /// Whether the value has been created.
  public var isCreated: Bool {
    lock.withLock { stored != nil }
  }

  /// Seconds the creation took, or `nil` before it happened.
  public var creationSeconds: Double? {
    lock.withLock { seconds }
  }
}

/// A deferred value's creation: which one and how long it took.
public struct DeferredCreation: Hashable, Sendable {
  /// The deferred value's name.
  public var name: String
  /// Seconds spent in `make`.
  public var seconds: Double
}
