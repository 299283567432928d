import Foundation
import Testing

@testable import CurtainCore

@Suite struct ProcessStartTests {
  @Test func startTicksAreField22EvenWhenTheNameHasSpacesAndParentheses() throws {
    let stat =
      "4242 (my (odd) app) S 1 4242 4242 0 -1 4194560 100 0 0 0 5 3 0 0 20 0 1 0 987654 "
      + "12345678 300 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0"
    #expect(try LinuxProcessStart.startTicks(stat: stat, path: "/proc/4242/stat") == 987_654)
  }

  @Test(arguments: ["", "4242 (app S 1", "4242 (app) S 1 2 3"])
  func malformedStatNamesTheFile(stat: String) {
    #expect(throws: ProcessStartError.self) {
      try LinuxProcessStart.startTicks(stat: stat, path: "/proc/4242/stat")
    }
  }

  @Test func bootTimeReadsTheBtimeLine() throws {
    let text = "cpu  1 2 3\nintr 5\nbtime 1763700000\nprocesses 12\n"
    #expect(try LinuxProcessStart.bootTime(procStat: text, path: "/proc/stat") == 1_763_700_000)
    #expect(throws: ProcessStartError.malformed(path: "/proc/stat", reason: "no 'btime' line")) {
      try LinuxProcessStart.bootTime(procStat: "cpu 1\n", path: "/proc/stat")
    }
  }

  @Test func ticksConvertToDateAndBootClockNanoseconds() {
    let start = LinuxProcessStart.convert(
      startTicks: 12_345, ticksPerSecond: 100, bootTime: 1_000_000)
    #expect(start.timelineNanoseconds == 123_450_000_000)
    #expect(start.date == Date(timeIntervalSince1970: 1_000_123.45))
  }

  #if os(Linux)
    @Test func spawnedProcessStartMatchesPs() throws {
      let child = Process()
      child.executableURL = URL(fileURLWithPath: "/bin/sleep")
      child.arguments = ["5"]
      try child.run()
      defer { child.terminate() }
      let start = try ProcessStart.of(pid: child.processIdentifier)
      let psDate = try #require(try Self.psStartDate(pid: child.processIdentifier))
      // `ps -o lstart` has one-second resolution and truncates.
      #expect(start.date.timeIntervalSince(psDate) >= -0.01)
      #expect(start.date.timeIntervalSince(psDate) < 1.01)
      #expect(abs(start.date.timeIntervalSinceNow) < 10)
    }

    @Test func currentProcessStartMatchesPsAndPrecedesNow() throws {
      let pid = ProcessInfo.processInfo.processIdentifier
      let start = try ProcessStart.current()
      let psDate = try #require(try Self.psStartDate(pid: pid))
      #expect(start.date.timeIntervalSince(psDate) >= -0.01)
      #expect(start.date.timeIntervalSince(psDate) < 1.01)
      #expect(start.timelineNanoseconds < LaunchTimeSource.system.nanoseconds())
    }

    @Test func missingProcessIsAClearError() {
      #expect(throws: ProcessStartError.unreadable(path: "/proc/2147483646/stat")) {
        try ProcessStart.of(pid: 2_147_483_646)
      }
    }

    /// `ps -o lstart=` ("Sun Nov 22 02:22:53 2026", local time) parsed to a date.
    static func psStartDate(pid: Int32) throws -> Date? {
      let ps = Process()
      ps.executableURL = URL(fileURLWithPath: "/usr/bin/ps")
      ps.arguments = ["-o", "lstart=", "-p", "\(pid)"]
      ps.environment = ["LC_ALL": "C", "TZ": "UTC"]
      let pipe = Pipe()
      ps.standardOutput = pipe
      try ps.run()
      ps.waitUntilExit()
      let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = "EEE MMM d HH:mm:ss yyyy"
      let words = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
      return formatter.date(from: words)
    }
  #endif
}
