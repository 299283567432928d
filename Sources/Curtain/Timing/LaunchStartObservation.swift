#if canImport(UIKit)
  import CurtainCore
  import Darwin
  import UIKit

  /// The facts about this process and device that the core's `LaunchStartFacts` and the launch
  /// record need, read from the system; nothing here decides.
  enum LaunchStartObservation {
    /// When the device started (`sysctl kern.boottime`); `nil` when it cannot be read.
    static func bootDate() -> Date? {
      var boot = timeval()
      var size = MemoryLayout<timeval>.stride
      var mib: [Int32] = [CTL_KERN, KERN_BOOTTIME]
      guard sysctl(&mib, u_int(mib.count), &boot, &size, nil, 0) == 0, boot.tv_sec > 0 else {
        return nil
      }
      return Date(timeIntervalSince1970: Double(boot.tv_sec) + Double(boot.tv_usec) / 1e6)
    }

    /// Whether the device started after `lastLaunch`; `nil` when either is unknown.
    static func bootedSince(_ lastLaunch: Date?) -> Bool? {
      guard let lastLaunch, let boot = bootDate() else { return nil }
      return boot > lastLaunch
    }

    /// The model identifier ("iPhone15,2"; the simulated model's in the Simulator).
    static func modelIdentifier() -> String {
      if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] {
        return simulated
      }
      var system = utsname()
      uname(&system)
      return withUnsafeBytes(of: &system.machine) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
    }

    /// Fills the record's device fields and the launch's kind.
    @MainActor static func complete(_ record: inout LaunchRecord, kind: LaunchStartKind?) {
      record.startKind = kind
      record.deviceModel = modelIdentifier()
      record.osName = UIDevice.current.systemName
      record.osVersion = UIDevice.current.systemVersion
    }
  }
#endif
