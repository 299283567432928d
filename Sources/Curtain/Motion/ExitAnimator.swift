#if canImport(UIKit)
  import CurtainCore
  import QuartzCore
  import UIKit

  /// Runs the session's animations on a scene's splash windows, exactly as the core's
  /// `ExitAnimation` and `SplashAnimation` say.
  ///
  /// In one `CATransaction` with implicit animations off: the model tree is set to the start
  /// stage, one `CAAnimationGroup` per animated layer is added (all sharing one begin time, so
  /// they stay in step; `elapsed` seconds in the past when the animation began earlier, as a
  /// heartbeat that has been beating), and for an exit the transaction's completion block sets
  /// the model tree to the exit's `end` stage, then calls `completion`. That block runs once
  /// every animation added in the transaction has finished: seed 001's CATransaction approach.
  @MainActor public enum ExitAnimator {
    /// The key the exit's groups are added under on each layer.
    public static let animationKey = "curtain.exit"
    /// The key a splash animation's groups (the heartbeat's beat) are added under.
    public static let splashAnimationKey = "curtain.splash"

    /// Runs `exit` on `windows`, `elapsed` seconds into it; `completion` runs after the end
    /// stage is applied. A splash animation running is removed.
    public static func run(
      _ exit: ExitAnimation, on windows: SplashWindows, elapsed: Double = 0,
      completion: @escaping @MainActor () -> Void
    ) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      CATransaction.setCompletionBlock {
        windows.apply(exit.end)
        completion()
      }
      stopSplashAnimation(on: windows)
      windows.apply(exit.start)
      add(exit.group, on: windows, elapsed: elapsed, key: animationKey)
      CATransaction.commit()
    }

    /// Draws `animation`'s stage and runs its group, replacing any splash animation; `nil`
    /// only removes the running one.
    public static func animateSplash(
      _ animation: SplashAnimation?, on windows: SplashWindows, elapsed: Double
    ) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      stopSplashAnimation(on: windows)
      if let animation {
        windows.apply(animation.stage)
        add(animation.group, on: windows, elapsed: elapsed, key: splashAnimationKey)
      }
      CATransaction.commit()
    }

    private static func stopSplashAnimation(on windows: SplashWindows) {
      for role in [WindowRole.foregroundSplash, .backgroundSplash, .app] {
        windows.layers(in: role).forEach { $0.removeAnimation(forKey: splashAnimationKey) }
      }
    }

    private static func add(
      _ group: AnimationGroup, on windows: SplashWindows, elapsed: Double, key: String
    ) {
      let now = CACurrentMediaTime()
      for (address, caGroup) in CoreAnimationMapping.groups(for: group) {
        guard let layer = windows.layer(at: address) else { continue }
        caGroup.beginTime = layer.convertTime(now, from: nil) + caGroup.beginTime - elapsed
        layer.add(caGroup, forKey: key)
      }
    }
  }
#endif
