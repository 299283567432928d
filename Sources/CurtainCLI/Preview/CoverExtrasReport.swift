import CurtainCore
import Foundation

/// The lines `curtain preview` prints about the snapshot, the loading indicator and the taps.
enum CoverExtrasReport {
  /// The report, or nil when the preview has none of them.
  static func render(_ scene: LaunchScene) -> String? {
    let settings = scene.settings
    var lines: [String] = []
    if let snapshot = settings.snapshot {
      if case .snapshot = scene.simulation.input.plan.cover {
        lines.append("Snapshot: \(snapshot) covers the app from the first frame.")
      } else {
        lines.append(
          "Snapshot: \(snapshot) is not shown: the plan's cover is "
            + "\(PlanReport.describe(scene.simulation.input.plan.cover)).")
      }
    }
    if let indicator = scene.overlay.indicator, let policy = scene.simulation.input.indicator {
      lines.append(indicatorLine(indicator, policy: policy))
    }
    if !scene.overlay.taps.taps.isEmpty {
      lines.append("Taps:")
      for (tap, outcome) in scene.overlay.taps.taps {
        let place = "(\(number(tap.location.x)), \(number(tap.location.y)))"
        let onApp = TapReplaySession.isOnTheApp(
          began: tap.time, exitStart: scene.simulation.exitStartTime)
        lines.append("  \(seconds(tap.time)) at \(place): \(describe(outcome, onApp: onApp))")
      }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  private static func indicatorLine(_ indicator: IndicatorPreview, policy: LaunchIndicator)
    -> String
  {
    guard let show = indicator.showTime, let hide = indicator.hideTime else {
      if let wait = policy.predictedWait, wait < policy.policy.shortWaitThreshold {
        return "Loading indicator: never shown (predicted wait \(seconds(wait)) is short)."
      }
      return "Loading indicator: never shown (ready within the grace time)."
    }
    let messages = indicator.messages.map { "\"\($0)\"" }.joined(separator: ", ")
    return "Loading indicator: shown \(seconds(show)) to \(seconds(hide))"
      + (messages.isEmpty ? " (spinner)." : ": \(messages).")
  }

  /// What became of a tap; `onApp`: made during the exit, on the app as it was at the exit's
  /// start (the splash records it still, and it replays against that app).
  private static func describe(_ outcome: TapPreview.Outcome, onApp: Bool) -> String {
    let recorded =
      onApp ? "made during the exit on the app as it was at its start" : "recorded on the cover"
    return switch outcome {
    case .lostBeforeFirstFrame: "lost (before the first frame: the launch screen takes no taps)"
    case .reachedTheApp: "reached the app directly (the splash was gone)"
    case .replayed(let at): "\(recorded), replayed at \(seconds(at))"
    case .dropped(let reason, let at): "\(recorded), dropped at \(seconds(at)): \(reason)"
    }
  }

  private static func seconds(_ value: Double) -> String { PlanReport.seconds(value) }
  private static func number(_ value: Double) -> String { String(format: "%g", value) }
}
