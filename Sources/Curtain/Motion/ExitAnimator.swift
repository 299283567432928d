#if canImport(UIKit)
  import CurtainCore
  import QuartzCore
  import UIKit

  /// Runs an exit on a scene's splash windows, exactly as the core's `ExitAnimation` says.
  ///
  /// In one `CATransaction` with implicit animations off: the model tree is set to the exit's
  /// `start` stage, one `CAAnimationGroup` per animated layer is added (all sharing one begin
  /// time, so they stay in step), and the transaction's completion block sets the model tree to
  /// the exit's `end` stage, then calls `completion`. That block runs once every animation added
  /// in the transaction has finished: seed 001's CATransaction approach.
  @MainActor public enum ExitAnimator {
    /// The key the exit's groups are added under on each layer.
    public static let animationKey = "curtain.exit"

    /// Runs `exit` on `windows`; `completion` runs after the end stage is applied.
    public static func run(
      _ exit: ExitAnimation, on windows: SplashWindows,
      completion: @escaping @MainActor () -> Void
    ) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      CATransaction.setCompletionBlock {
        windows.apply(exit.end)
        completion()
      }
      windows.apply(exit.start)
      let now = CACurrentMediaTime()
      for (address, group) in CoreAnimationMapping.groups(for: exit.group) {
        guard let layer = windows.layer(at: address) else { continue }
        group.beginTime = layer.convertTime(now, from: nil) + group.beginTime
        layer.add(group, forKey: animationKey)
      }
      CATransaction.commit()
    }
  }
#endif
