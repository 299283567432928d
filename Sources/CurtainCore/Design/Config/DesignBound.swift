/// The range one kind of number in a launch design may take, and its unit.
///
/// Every number a config, a generated runtime resource (``LaunchLayoutResource``) or a design
/// made in code can carry is checked against one of these by ``LaunchDesign/validationIssues()``.
/// The ranges are generous for any real launch screen (the largest iOS screen is 1376 points
/// tall; a launch that waits a minute has already failed) and keep every computation derived
/// from them finite, every image the generator or the preview allocates small enough to
/// allocate, and every frame count small enough to render. Docs/Config.md lists them.
public struct DesignBound: Hashable, Sendable, CustomStringConvertible {
  /// The smallest value allowed (or the value every value must exceed, when `lowestIsIncluded`
  /// is false).
  public let lowest: Double
  /// Whether `lowest` itself is allowed.
  public let lowestIsIncluded: Bool
  /// The largest value allowed.
  public let highest: Double
  /// The unit named in messages ("points", "seconds"), or empty for a plain number.
  public let unit: String

  /// A bound of `lowest...highest` (or `lowest` excluded) in `unit`.
  public init(lowest: Double, included: Bool = true, highest: Double, unit: String = "") {
    self.lowest = lowest
    self.lowestIsIncluded = included
    self.highest = highest
    self.unit = unit
  }

  /// What is wrong with `value` as a message fragment ("must be > 0", "must be <= 2048
  /// points"), or `nil` when it is in range.
  public func problem(with value: Double) -> String? {
    guard value.isFinite else { return "must be a finite number" }
    if lowestIsIncluded ? value < lowest : value <= lowest {
      return "must be \(lowestIsIncluded ? ">=" : ">") \(Self.text(lowest))"
    }
    if value > highest { return "must be <= \(Self.text(highest))\(unitSuffix)" }
    return nil
  }

  /// Whether `value` is in range.
  public func contains(_ value: Double) -> Bool { problem(with: value) == nil }

  /// The range as written in messages and docs: `> 0 and <= 2048 points`.
  public var description: String {
    "\(lowestIsIncluded ? ">=" : ">") \(Self.text(lowest)) and <= \(Self.text(highest))"
      + unitSuffix
  }

  private var unitSuffix: String { unit.isEmpty ? "" : " " + unit }

  /// A number without a trailing `.0` (`6`, `0.5`, `1000000`), for messages.
  static func text(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15
      ? String(Int64(value)) : String(value)
  }
}

extension DesignBound {
  /// Sizes (`logo.size`, `branding.size`): > 0 and at most 2048 points, wider than the widest
  /// iOS screen; the generator's 3x image of the largest is 6144 px square.
  public static let size = DesignBound(lowest: 0, included: false, highest: 2048, unit: "points")
  /// Offsets (`logo.offset`): within 2048 points of the screen's centre either way.
  public static let offset = DesignBound(lowest: -2048, highest: 2048, unit: "points")
  /// Margins (`branding.bottomMargin`): 0 to 2048 points.
  public static let margin = DesignBound(lowest: 0, highest: 2048, unit: "points")
  /// How long the splash may wait (`deadline`, `video.maxDuration`): > 0 and at most 60 s.
  public static let wait = DesignBound(lowest: 0, included: false, highest: 60, unit: "seconds")
  /// The least time the splash stays (`minimumDisplay`): 0 to 60 s (and less than `deadline`).
  public static let minimumDisplay = DesignBound(lowest: 0, highest: 60, unit: "seconds")
  /// The exit animation's length (`exit.duration`): 0 to 10 s.
  public static let exitDuration = DesignBound(lowest: 0, highest: 10, unit: "seconds")
  /// A spring's mass, stiffness and damping: > 0 and at most 1,000,000.
  public static let springValue = DesignBound(lowest: 0, included: false, highest: 1_000_000)
  /// A spring's initial velocity, in distances per second: within 1000 either way.
  public static let springVelocity = DesignBound(lowest: -1000, highest: 1000)
  /// SwiftUI's `Spring(duration:bounce:)` duration: 0.01 to 10 s.
  public static let springDuration = DesignBound(lowest: 0.01, highest: 10, unit: "seconds")
  /// A cubic Bezier's y values (how far the curve may overshoot): within 10 either way.
  public static let bezierY = DesignBound(lowest: -10, highest: 10)
  /// A fraction of the exit's duration (`exit.style`'s shrink and overlay times): 0 to 1.
  public static let fraction = DesignBound(lowest: 0, highest: 1)
  /// A scale in `exit.style` (shrink, zoom, heartbeat scales): > 0 and at most 100.
  public static let styleScale = DesignBound(lowest: 0, included: false, highest: 100)
  /// The heartbeat's period (`exit.style.heartbeatPeriod`): > 0 and at most 10 s.
  public static let beat = DesignBound(lowest: 0, included: false, highest: 10, unit: "seconds")
  /// The loading indicator's times (`loadingIndicator.graceTime`, `.minimumShowTime`,
  /// `.shortWaitThreshold`): 0 to 60 s, the longest a splash may wait.
  public static let indicatorTime = DesignBound(lowest: 0, highest: 60, unit: "seconds")
  /// The time every loading message stays (`loadingIndicator.readingTime.baseSeconds`): > 0 (a
  /// message must be on screen to be read) and at most 60 s.
  public static let readingBase = DesignBound(
    lowest: 0, included: false, highest: 60, unit: "seconds")
  /// The time a loading message stays per word (`loadingIndicator.readingTime.secondsPerWord`):
  /// 0 to 10 s.
  public static let readingPerWord = DesignBound(lowest: 0, highest: 10, unit: "seconds")
  /// Frames per second of a rendered preview: 1 to 120 (ProMotion's rate).
  public static let framesPerSecond = DesignBound(lowest: 1, highest: 120)
  /// Seconds of a simulated launch (a preview's length, its ready time and taps): 0 to 180 s,
  /// room for the longest wait, the longest video and the longest exit.
  public static let timeline = DesignBound(lowest: 0, highest: 180, unit: "seconds")
}
