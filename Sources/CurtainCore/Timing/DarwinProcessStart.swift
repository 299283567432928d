#if canImport(Darwin)
  import Darwin
  import Foundation

  /// Reads a process's start time with `sysctl(CTL_KERN, KERN_PROC, KERN_PROC_PID, pid)`.
  enum DarwinProcessStart {
    /// `kinfo_proc.kp_proc.p_starttime` (a C macro for `p_un.__p_starttime`), moved onto the
    /// monotonic timeline by subtracting its age from "now".
    static func read(pid: Int32) throws -> ProcessStart {
      var info = kinfo_proc()
      var size = MemoryLayout<kinfo_proc>.stride
      var mib: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, pid]
      guard sysctl(&mib, u_int(mib.count), &info, &size, nil, 0) == 0, size > 0 else {
        throw ProcessStartError.sysctlFailed(pid: pid, errno: errno)
      }
      let start = info.kp_proc.p_un.__p_starttime
      let date = Date(
        timeIntervalSince1970: Double(start.tv_sec) + Double(start.tv_usec) / 1_000_000)
      let now = systemNanoseconds()
      let ageNanoseconds = UInt64(Int(saturating: max(0, Date().timeIntervalSince(date)) * 1e9))
      return ProcessStart(
        date: date, timelineNanoseconds: now > ageNanoseconds ? now - ageNanoseconds : 0)
    }
  }
#endif
