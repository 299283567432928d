import CurtainCore

/// The text `curtain plan` prints: the plan, then the simulated launch's timeline.
public enum PlanReport {
  /// Formats `plan` and `timeline` for a person to read.
  ///
  /// - Parameters:
  ///   - title: What was planned ("Chirp (built-in example)").
  ///   - scenario: The simulated launch.
  ///   - reduceMotion: Whether Reduce Motion was on.
  ///   - plan: The plan.
  ///   - timeline: The simulated launch, from `SimulatedLaunch` (the launch session under a script).
  public static func render(
    title: String, scenario: LaunchScenario, reduceMotion: Bool, plan: LaunchPlan,
    timeline: [LaunchTimelineEntry]
  ) -> String {
    var lines = [
      "Launch plan for \(title)",
      "  launch:          \(scenario.rawValue) (\(describe(plan.kind)); "
        + "reason: \(describe(scenario.reason)))",
      "  reduce motion:   \(reduceMotion ? "on" : "off")",
      "  cover:           \(describe(plan.cover))",
      "  minimum display: \(seconds(plan.minimumDisplay))",
      "  exit:            \(plan.exit.animation.rawValue), \(seconds(plan.exit.duration)), "
        + "\(describe(plan.exit.curve))",
      "  deadline:        \(seconds(plan.deadline)) "
        + "(app on screen by \(seconds(plan.latestReveal)) at the latest)",
      "",
      "Simulated launch:",
      "  " + pad("time", 9) + pad("event", 27) + pad("screen afterwards", 34) + "actions",
    ]
    for entry in timeline {
      let actions = entry.actions.map(\.description).joined(separator: "; ")
      lines.append(
        "  " + pad(seconds(entry.time), 9) + pad(entry.event.map(\.description) ?? "start", 27)
          + pad(entry.cover.description, 34) + actions)
    }
    if let last = timeline.last {
      lines.append("")
      lines.append("App on screen at \(seconds(last.time)).")
    }
    return lines.joined(separator: "\n")
  }

  static func seconds(_ value: Double) -> String { SecondsText.format(value) }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width - 1
      ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private static func describe(_ kind: LaunchKind) -> String {
    switch kind {
    case .firstLaunch: "first launch"
    case .update(let from, let to): "update \(from) -> \(to)"
    case .downgrade(let from, let to): "downgrade \(from) -> \(to)"
    case .sameVersion: "same version"
    }
  }

  private static func describe(_ reason: LaunchReason) -> String {
    switch reason {
    case .normal: "normal"
    case .notification: "notification"
    case .url(let url): "URL \(url.absoluteString)"
    case .shortcut(let type): "shortcut \(type)"
    case .userActivity(let type, _): "user activity \(type)"
    }
  }

  static func describe(_ cover: LaunchCover) -> String {
    switch cover {
    case .replica: "replica of the launch screen"
    case .snapshot(let snapshot): "snapshot \(snapshot.identifier)"
    case .video(let video):
      "video \(video.file) (when: \(video.when.rawValue), "
        + "\(video.skippable ? "skippable" : "not skippable"), "
        + "at most \(seconds(video.maxDuration))\(limits(video)))"
    }
  }

  /// ", light only, portrait only" for a video made for some launches only.
  private static func limits(_ video: VideoDesign) -> String {
    var text = ""
    if video.appearances.count < Appearance.allCases.count {
      text += ", " + video.appearances.map(\.rawValue).joined(separator: " and ") + " only"
    }
    if video.orientations.count < Orientation.allCases.count {
      text += ", " + video.orientations.map(\.rawValue).joined(separator: " and ") + " only"
    }
    return text
  }

  private static func describe(_ curve: TimingCurve) -> String {
    switch curve {
    case .linear: "linear"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .easeInEaseOut: "easeInEaseOut"
    case .default: "default"
    case .cubicBezier(let x1, let y1, let x2, let y2): "cubicBezier(\(x1), \(y1), \(x2), \(y2))"
    case .spring(let mass, let stiffness, let damping, let velocity):
      "spring(mass \(mass), stiffness \(stiffness), damping \(damping), velocity \(velocity))"
    }
  }
}
