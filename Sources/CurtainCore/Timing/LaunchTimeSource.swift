#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where launch timing reads "now": nanoseconds on a monotonic timeline, injected for tests.
///
/// The system source uses the timeline that the process start time is expressed on, so marks
/// and the pre-main start can be subtracted: `CLOCK_BOOTTIME` on Linux (the clock that
/// `/proc/PID/stat` start times count on) and `CLOCK_MONOTONIC` on Darwin (continuous through
/// sleep, like the wall clock that `kinfo_proc` start times are converted from).
public struct LaunchTimeSource: Sendable {
  /// Returns the current time in nanoseconds on this source's timeline.
  public let nanoseconds: @Sendable () -> UInt64

  /// Creates a source from a closure returning nanoseconds on a monotonic timeline.
  public init(nanoseconds: @escaping @Sendable () -> UInt64) {
    self.nanoseconds = nanoseconds
  }

  /// The system's monotonic clock (see the type's comment for which one).
  public static let system = LaunchTimeSource { systemNanoseconds() }

  /// A source that always answers `nanoseconds` (for tests).
  public static func constant(_ nanoseconds: UInt64) -> LaunchTimeSource {
    LaunchTimeSource { nanoseconds }
  }
}

/// Nanoseconds on the system launch timeline; `clock_gettime` does not allocate.
@inline(__always)
func systemNanoseconds() -> UInt64 {
  var spec = timespec()
  #if os(Linux)
    clock_gettime(CLOCK_BOOTTIME, &spec)
  #else
    clock_gettime(CLOCK_MONOTONIC, &spec)
  #endif
  return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
}
