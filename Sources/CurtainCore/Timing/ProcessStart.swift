import Foundation

/// When a process started, read from the operating system (so it includes the time before `main`).
public struct ProcessStart: Hashable, Sendable {
  /// The wall-clock moment the process started.
  public var date: Date
  /// The same moment on ``LaunchTimeSource/system``'s timeline, in nanoseconds.
  public var timelineNanoseconds: UInt64

  /// Creates a start time from its two representations.
  public init(date: Date, timelineNanoseconds: UInt64) {
    self.date = date
    self.timelineNanoseconds = timelineNanoseconds
  }

  /// The current process's start time.
  ///
  /// - Throws: ``ProcessStartError`` when the system will not say.
  public static func current() throws -> ProcessStart {
    try of(pid: ProcessInfo.processInfo.processIdentifier)
  }

  /// The start time of process `pid`: `/proc` on Linux, `sysctl(KERN_PROC_PID)` on Darwin.
  ///
  /// Linux resolution is one clock tick (`sysconf(_SC_CLK_TCK)`, usually 10 ms); Darwin's is
  /// one microsecond.
  /// - Throws: ``ProcessStartError`` when the process does not exist or the data is unreadable.
  public static func of(pid: Int32) throws -> ProcessStart {
    #if canImport(Darwin)
      return try DarwinProcessStart.read(pid: pid)
    #elseif os(Linux)
      return try LinuxProcessStart.read(pid: pid)
    #else
      throw ProcessStartError.unsupportedPlatform
    #endif
  }
}

/// Why a process start time could not be read.
public enum ProcessStartError: Error, Equatable, CustomStringConvertible {
  /// A file could not be read (on Linux, usually: no such process).
  case unreadable(path: String)
  /// A file did not have the expected shape.
  case malformed(path: String, reason: String)
  /// `sysctl` failed or found no such process (Darwin).
  case sysctlFailed(pid: Int32, errno: Int32)
  /// This platform has no known way to read a start time.
  case unsupportedPlatform

  /// A sentence naming the file or process at fault.
  public var description: String {
    switch self {
    case .unreadable(let path): "Cannot read \(path)."
    case .malformed(let path, let reason): "\(path) is malformed: \(reason)."
    case .sysctlFailed(let pid, let errno):
      "sysctl(KERN_PROC_PID) failed for process \(pid) (errno \(errno))."
    case .unsupportedPlatform: "Process start times are not available on this platform."
    }
  }
}
