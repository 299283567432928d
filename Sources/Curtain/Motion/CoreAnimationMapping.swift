#if canImport(UIKit)
  import CurtainCore
  import QuartzCore

  /// Builds CoreAnimation objects from the core's animation description, one property for one
  /// property: the core decides every value, key time, curve and timing; this only copies them.
  ///
  /// | core | CoreAnimation |
  /// |---|---|
  /// | `TimingCurve` (Bezier) | `CAMediaTimingFunction(name:)` / `(controlPoints:)` |
  /// | `AnimationCurve.basic` | `CABasicAnimation`, or `CASpringAnimation` for a spring curve |
  /// | `AnimationCurve.keyframes` | `CAKeyframeAnimation` |
  /// | `AnimationTiming` | `CAMediaTiming` (`beginTime`, `duration`, `repeatCount`, `fillMode`) |
  /// | `AnimationGroup` | one `CAAnimationGroup` per animated layer |
  public enum CoreAnimationMapping {
    /// The timing function of a Bezier curve; `nil` for a spring (a spring is an animation,
    /// ``animation(for:)`` builds it).
    public static func timingFunction(_ curve: TimingCurve) -> CAMediaTimingFunction? {
      switch curve {
      case .linear: return CAMediaTimingFunction(name: .linear)
      case .easeIn: return CAMediaTimingFunction(name: .easeIn)
      case .easeOut: return CAMediaTimingFunction(name: .easeOut)
      case .easeInEaseOut: return CAMediaTimingFunction(name: .easeInEaseOut)
      case .default: return CAMediaTimingFunction(name: .default)
      case .cubicBezier(let x1, let y1, let x2, let y2):
        return CAMediaTimingFunction(
          controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
      case .spring: return nil
      }
    }

    /// The animation for one property animation, on key path `target.property.rawValue`.
    public static func animation(for animation: PropertyAnimation) -> CAAnimation {
      let keyPath = animation.target.property.rawValue
      let built: CAAnimation
      switch animation.curve {
      case .basic(let from, let to, let curve):
        let basic: CABasicAnimation
        if case .spring(let mass, let stiffness, let damping, let initialVelocity) = curve {
          let spring = CASpringAnimation(keyPath: keyPath)
          spring.mass = mass
          spring.stiffness = stiffness
          spring.damping = damping
          spring.initialVelocity = initialVelocity
          basic = spring
        } else {
          basic = CABasicAnimation(keyPath: keyPath)
          basic.timingFunction = timingFunction(curve)
        }
        basic.fromValue = from
        basic.toValue = to
        built = basic
      case .keyframes(let track):
        let keyframes = CAKeyframeAnimation(keyPath: keyPath)
        keyframes.values = track.values
        keyframes.keyTimes = track.keyTimes.isEmpty ? nil : track.keyTimes.map { $0 as NSNumber }
        let functions = track.timingFunctions.compactMap(timingFunction)
        keyframes.timingFunctions = functions.isEmpty ? nil : functions
        keyframes.calculationMode = CAAnimationCalculationMode(
          rawValue: track.calculationMode.rawValue)
        built = keyframes
      }
      apply(animation.timing, to: built)
      return built
    }

    /// Copies `timing` onto `animation`.
    public static func apply(_ timing: AnimationTiming, to animation: CAAnimation) {
      animation.beginTime = timing.beginTime
      animation.duration = timing.duration
      animation.repeatCount = Float(timing.repeatCount)
      animation.fillMode = CAMediaTimingFillMode(rawValue: timing.fillMode.rawValue)
      animation.isRemovedOnCompletion = timing.isRemovedOnCompletion
    }

    /// One `CAAnimationGroup` per animated layer, keyed by window and layer id, each with the
    /// group's timing and, in order, the animations aimed at that layer.
    ///
    /// The group's `beginTime` is relative to the exit's start; ``ExitAnimator`` converts it to
    /// the layers' time when it adds the groups.
    public static func groups(for group: AnimationGroup) -> [LayerAddress: CAAnimationGroup] {
      var byLayer: [LayerAddress: [CAAnimation]] = [:]
      var order: [LayerAddress] = []
      for animation in group.animations {
        let address = LayerAddress(window: animation.target.window, layer: animation.target.layer)
        if byLayer[address] == nil { order.append(address) }
        byLayer[address, default: []].append(Self.animation(for: animation))
      }
      var result: [LayerAddress: CAAnimationGroup] = [:]
      for address in order {
        let caGroup = CAAnimationGroup()
        caGroup.animations = byLayer[address]
        apply(group.timing, to: caGroup)
        result[address] = caGroup
      }
      return result
    }
  }
#endif
