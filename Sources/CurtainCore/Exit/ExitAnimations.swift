/// A preset that cannot be built for this splash.
public enum ExitAnimationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The splash stage lacks a window the exit needs.
  case missingWindow(WindowRole)
  /// `reveal` and `heartbeat` need the logo's image and alpha.
  case missingLogo(ExitAnimationName)
  /// The logo cannot cut a hole.
  case logo(RevealGeometry.Error)
  /// The style's keyframes (reveal shrink, heartbeat) are malformed.
  case keyframes(KeyframeTrackError)
  /// Duration or a time is negative or not finite.
  case invalidTime(Double)

  /// A sentence describing the problem.
  public var description: String {
    switch self {
    case .missingWindow(let role): return "exit: the splash stage has no '\(role.rawValue)' window"
    case .missingLogo(let name): return "exit '\(name.rawValue)' needs the logo's image and alpha"
    case .logo(let error): return error.description
    case .keyframes(let error): return "exit style: \(error.description)"
    case .invalidTime(let value): return "exit: time \(value) must be finite and not negative"
    }
  }
}

/// The exit presets: each turns the splash stage (from `SplashStages.splash`) into an
/// `ExitAnimation` that ends with the app alone on screen.
///
/// With Reduce Motion on, every preset becomes a crossfade of the same duration (or nothing,
/// as `ReducedMotionExit` says). A coordinator that gets an error here should fall back to
/// `fade`, which cannot fail on a splash stage.
public enum ExitAnimations {
  /// Layer id of the reveal's mask on the app window.
  public static let revealMaskID = "curtain.revealMask"
  /// Layer id of the overlay that fades out during a reveal: in the foreground splash window
  /// for the logo overlay, on the app window for a colour.
  public static let revealOverlayID = "curtain.revealOverlay"
  /// Layer id of the foreground splash's cover during a reveal, hidden when the exit starts.
  public static let revealCoverID = "curtain.revealCover"
  /// Layer id prefix of the left half in `curtainOpen`.
  public static let leftHalfID = "curtain.left"
  /// Layer id prefix of the right half in `curtainOpen`.
  public static let rightHalfID = "curtain.right"

  /// Builds preset `name` over `duration` seconds with `curve`: the exit the coordinator
  /// planned, Reduce Motion already applied (`PlannedExit`, from the plan's `ExitChoice`).
  ///
  /// - Parameters:
  ///   - name: the exit animation preset.
  ///   - splash: the splash stage.
  ///   - duration: the exit's length in seconds (finite, not negative).
  ///   - curve: the timing curve of the exit's keyframes.
  ///   - logo: the logo for `reveal` and `heartbeat`.
  ///   - style: the presets' tunable shape (reveal scales and timings).
  ///   - beaten: heartbeat only: seconds the heartbeat has beaten when the exit starts; the
  ///     reveal begins there, from the beat's scale at that instant.
  /// - Throws: `ExitAnimationError`.
  public static func make(
    _ name: ExitAnimationName, splash: Stage, duration: Double, curve: TimingCurve,
    logo: RevealLogo? = nil, style: ExitStyle = ExitStyle(), beaten: Double = 0
  ) throws -> ExitAnimation {
    guard duration.isFinite, duration >= 0 else { throw ExitAnimationError.invalidTime(duration) }
    let parts = try Parts(splash)
    switch name {
    case .fade: return fade(parts, duration: duration, curve: curve, beginTime: 0)
    case .none: return none(parts)
    case .zoomOut: return zoomOut(parts, duration: duration, curve: curve, style: style)
    case .slideUp: return slideUp(parts, duration: duration, curve: curve)
    case .curtainOpen: return curtainOpen(parts, duration: duration, curve: curve)
    case .reveal:
      guard let logo else { throw ExitAnimationError.missingLogo(name) }
      return try reveal(
        parts, duration: duration, curve: curve, logo: logo, style: style, beginTime: 0,
        startScale: 1)
    case .heartbeat:
      return try heartbeat(
        parts, duration: duration, curve: curve, logo: logo, style: style, beaten: beaten)
    }
  }

  /// The windows every preset works with.
  struct Parts {
    let splash: Stage
    let app: Window
    let foreground: Window

    init(_ splash: Stage) throws {
      guard let app = splash.window(.app) else { throw ExitAnimationError.missingWindow(.app) }
      guard let foreground = splash.window(.foregroundSplash) else {
        throw ExitAnimationError.missingWindow(.foregroundSplash)
      }
      self.splash = splash
      self.app = app
      self.foreground = foreground
    }

    var end: Stage { Stage(screen: splash.screen, windows: [app]) }

    func target(_ role: WindowRole, _ layer: String, _ property: AnimatableProperty)
      -> PropertyTarget
    {
      PropertyTarget(window: role, layer: layer, property: property)
    }

    /// The foreground layer the logo effects use: the replica's logo, else the whole cover.
    var foregroundLogoID: String {
      foreground.layer.layer(withID: LaunchScreenLayout.logoID) != nil
        ? LaunchScreenLayout.logoID : foreground.layer.id
    }
  }

  static func groupTiming(_ duration: Double) -> AnimationTiming {
    AnimationTiming(duration: duration, fillMode: .forwards, isRemovedOnCompletion: false)
  }

  static func basic(
    _ target: PropertyTarget, from: Double, to: Double, curve: TimingCurve, duration: Double,
    beginTime: Double = 0
  ) -> PropertyAnimation {
    PropertyAnimation(
      target: target, curve: .basic(from: from, to: to, curve: curve),
      timing: AnimationTiming(beginTime: beginTime, duration: duration, fillMode: .forwards))
  }

  /// The crossfade: the foreground splash's alpha from 1 to 0.
  static func fade(_ parts: Parts, duration: Double, curve: TimingCurve, beginTime: Double)
    -> ExitAnimation
  {
    let alpha = parts.target(.foregroundSplash, parts.foreground.layer.id, .opacity)
    return ExitAnimation(
      name: .fade, start: parts.splash,
      group: AnimationGroup(
        animations: [
          basic(alpha, from: 1, to: 0, curve: curve, duration: duration, beginTime: beginTime)
        ],
        timing: groupTiming(beginTime + duration)),
      end: parts.end)
  }

  /// No animation: the app alone at once.
  static func none(_ parts: Parts) -> ExitAnimation {
    ExitAnimation(
      name: .none, start: parts.splash,
      group: AnimationGroup(animations: [], timing: groupTiming(0)), end: parts.end)
  }

  /// The logo grows while the splash fades.
  static func zoomOut(_ parts: Parts, duration: Double, curve: TimingCurve, style: ExitStyle)
    -> ExitAnimation
  {
    let scale = parts.target(.foregroundSplash, parts.foregroundLogoID, .scale)
    let alpha = parts.target(.foregroundSplash, parts.foreground.layer.id, .opacity)
    return ExitAnimation(
      name: .zoomOut, start: parts.splash,
      group: AnimationGroup(
        animations: [
          basic(scale, from: 1, to: style.zoomScale, curve: curve, duration: duration),
          basic(alpha, from: 1, to: 0, curve: curve, duration: duration),
        ],
        timing: groupTiming(duration)),
      end: parts.end)
  }

  /// The splash slides up off the screen.
  static func slideUp(_ parts: Parts, duration: Double, curve: TimingCurve) -> ExitAnimation {
    let translation = parts.target(.foregroundSplash, parts.foreground.layer.id, .translationY)
    return ExitAnimation(
      name: .slideUp, start: parts.splash,
      group: AnimationGroup(
        animations: [
          basic(
            translation, from: 0, to: -parts.splash.screen.size.height, curve: curve,
            duration: duration)
        ],
        timing: groupTiming(duration)),
      end: parts.end)
  }

  /// The splash splits into a left and a right half that slide apart.
  static func curtainOpen(_ parts: Parts, duration: Double, curve: TimingCurve) -> ExitAnimation {
    let screen = parts.splash.screen
    let root = parts.foreground.layer
    let halfWidth = screen.size.width / 2
    func half(_ id: String, x: Double) -> Layer {
      Layer(
        id: id, frame: screen.bounds, content: root.content,
        mask: Layer(
          id: id + ".mask", frame: Rect(x: x, y: 0, width: halfWidth, height: screen.size.height),
          content: .color(.white)),
        sublayers: root.sublayers.map { $0.prefixingIDs(with: id + ".") })
    }
    var start = parts.splash
    if let index = start.windows.firstIndex(where: { $0.role == .foregroundSplash }) {
      var opened = root
      opened.content = .none
      opened.sublayers = [half(leftHalfID, x: 0), half(rightHalfID, x: halfWidth)]
      start.windows[index].layer = opened
    }
    let left = parts.target(.foregroundSplash, leftHalfID, .translationX)
    let right = parts.target(.foregroundSplash, rightHalfID, .translationX)
    return ExitAnimation(
      name: .curtainOpen, start: start,
      group: AnimationGroup(
        animations: [
          basic(left, from: 0, to: -halfWidth, curve: curve, duration: duration),
          basic(right, from: 0, to: halfWidth, curve: curve, duration: duration),
        ],
        timing: groupTiming(duration)),
      end: parts.end)
  }
}

extension Layer {
  /// This tree with every layer id (masks included) prefixed, so a copy can share a window.
  func prefixingIDs(with prefix: String) -> Layer {
    var copy = self
    copy.id = prefix + id
    copy.mask = mask?.prefixingIDs(with: prefix)
    copy.sublayers = sublayers.map { $0.prefixingIDs(with: prefix) }
    return copy
  }
}
