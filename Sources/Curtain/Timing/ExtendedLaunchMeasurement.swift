#if canImport(MetricKit) && canImport(UIKit)
  import CurtainCore
  import Foundation
  import MetricKit

  /// Maps the session's `LaunchEffect.extendedLaunch` onto MetricKit's extended launch
  /// measurement (iOS 16+; nothing earlier): Organizer's extended launch then ends where
  /// Curtain's "ready" does.
  @MainActor enum ExtendedLaunchMeasurement {
    /// The task's identifier: the bundle identifier's prefix, as MetricKit expects, and one
    /// task per launch.
    static func taskID(in bundle: Bundle) -> String {
      (bundle.bundleIdentifier ?? "app") + ".curtain.ready"
    }

    /// Performs `step` on the main thread; a refusal (MetricKit's `MXErrorDomain`) is told to
    /// `onDiagnostic`, never thrown: the launch goes on without Organizer's extended figure.
    static func perform(
      _ step: ExtendedLaunchStep, bundle: Bundle, onDiagnostic: (String) -> Void
    ) {
      guard #available(iOS 16, macCatalyst 16, *) else { return }
      let task = MXLaunchTaskID(rawValue: taskID(in: bundle))
      do {
        switch step {
        case .begin: try MXMetricManager.extendLaunchMeasurement(forTaskID: task)
        case .finish: try MXMetricManager.finishExtendedLaunchMeasurement(forTaskID: task)
        }
      } catch {
        onDiagnostic(
          "MetricKit extended launch \(step.rawValue) (\(task.rawValue)): \(error)")
      }
    }
  }
#endif
