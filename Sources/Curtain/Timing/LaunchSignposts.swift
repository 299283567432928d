#if canImport(UIKit)
  import Foundation
  import os

  /// `os_signpost` intervals and log messages for the launch's phases, so Instruments (Points of
  /// Interest, os_signpost) shows the splash's timeline beside the app's own work.
  ///
  /// Subsystem `dev.curtain`, category `Launch`. Each phase (`Splash`, `Waiting`, `Exit`: the
  /// core's `LaunchIntervals`) is one interval named `Phase` with the phase's name as its
  /// message (signpost names must be static strings); single moments (each effect of the launch
  /// session, `ready()`) are events named `Event`. ``LaunchCurtain`` emits them for every scene. Uses the `os_signpost` / `os_log`
  /// functions with format strings (iOS 12+), which compile to the same records as
  /// `OSSignposter` and `Logger`.
  public struct LaunchSignposts: @unchecked Sendable {
    /// The subsystem of the signposts and log messages.
    public static let subsystem = "dev.curtain"
    /// The category.
    public static let category = "Launch"

    // `OSLog` is immutable and documented thread-safe; the SDK just predates its annotation.
    private let log: OSLog

    /// Creates signposts and a log.
    public init() {
      log = OSLog(subsystem: Self.subsystem, category: Self.category)
    }

    /// An interval in progress; end it with ``end(_:)``.
    public struct Interval: Hashable, Sendable {
      fileprivate let name: String
      fileprivate let id: UInt64
    }

    /// Begins the interval of phase `name` and logs it.
    public func begin(_ name: String) -> Interval {
      let id = OSSignpostID(log: log)
      os_signpost(.begin, log: log, name: "Phase", signpostID: id, "%{public}@", name as NSString)
      os_log("phase %{public}@ began", log: log, type: .info, name as NSString)
      return Interval(name: name, id: id.rawValue)
    }

    /// Ends `interval` and logs it.
    public func end(_ interval: Interval) {
      os_signpost(
        .end, log: log, name: "Phase", signpostID: OSSignpostID(interval.id), "%{public}@",
        interval.name as NSString)
      os_log("phase %{public}@ ended", log: log, type: .info, interval.name as NSString)
    }

    /// Marks a moment and logs it with `detail` (why the splash is still up, for example).
    public func event(_ name: String, detail: String = "") {
      os_signpost(
        .event, log: log, name: "Event", "%{public}@ %{public}@", name as NSString,
        detail as NSString)
      os_log(
        "%{public}@ %{public}@", log: log, type: .info, name as NSString, detail as NSString)
    }

    /// Logs a failure the launch recovered from (video failed, snapshot unreadable).
    public func fault(_ message: String) {
      os_log("%{public}@", log: log, type: .error, message as NSString)
    }
  }
#endif
