import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads process start times from `/proc`; the parsers are pure so tests reach them anywhere.
enum LinuxProcessStart {
  #if os(Linux)
    /// Reads `/proc/PID/stat` and `/proc/stat` and converts the start tick count.
    static func read(pid: Int32) throws -> ProcessStart {
      let statPath = "/proc/\(pid)/stat"
      let ticks = try startTicks(stat: readText(statPath), path: statPath)
      let bootSeconds = try bootTime(procStat: readText("/proc/stat"), path: "/proc/stat")
      return convert(
        startTicks: ticks, ticksPerSecond: UInt64(sysconf(Int32(_SC_CLK_TCK))),
        bootTime: bootSeconds)
    }

    private static func readText(_ path: String) throws -> String {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else { throw ProcessStartError.unreadable(path: path) }
      return text
    }
  #endif

  /// Field 22 of `/proc/PID/stat`: start time in clock ticks since boot.
  ///
  /// The command name (field 2) is in parentheses and may hold spaces or `)`, so fields are
  /// counted from the last `)`.
  static func startTicks(stat: String, path: String) throws -> UInt64 {
    guard let close = stat.lastIndex(of: ")") else {
      throw ProcessStartError.malformed(path: path, reason: "no ')' after the command name")
    }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // fields[0] is field 3 (state), so field 22 is fields[19].
    guard fields.count > 19, let ticks = UInt64(fields[19]) else {
      throw ProcessStartError.malformed(path: path, reason: "field 22 (starttime) is missing")
    }
    return ticks
  }

  /// The `btime` line of `/proc/stat`: boot time in seconds since 1970.
  static func bootTime(procStat: String, path: String) throws -> UInt64 {
    for line in procStat.split(separator: "\n") where line.hasPrefix("btime ") {
      if let seconds = UInt64(line.dropFirst("btime ".count).trimmingCharacters(in: .whitespaces)) {
        return seconds
      }
    }
    throw ProcessStartError.malformed(path: path, reason: "no 'btime' line")
  }

  /// Converts a tick count since boot to a wall-clock date and boot-time-clock nanoseconds.
  static func convert(startTicks: UInt64, ticksPerSecond: UInt64, bootTime: UInt64)
    -> ProcessStart
  {
    let hertz = max(ticksPerSecond, 1)
    let nanoseconds =
      startTicks / hertz * 1_000_000_000 + startTicks % hertz * 1_000_000_000 / hertz
    let date = Date(timeIntervalSince1970: Double(bootTime) + Double(nanoseconds) / 1e9)
    return ProcessStart(date: date, timelineNanoseconds: nanoseconds)
  }
}
