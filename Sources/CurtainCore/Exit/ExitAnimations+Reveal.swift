extension ExitAnimations {
  /// Seed 001's reveal, beginning `beginTime` seconds into the exit with the mask at
  /// `startScale`: the foreground splash's cover is hidden by alpha at once, the app window is
  /// masked by the logo, whose mask shrinks to `style.revealShrinkScale` at
  /// `style.revealShrinkTime` and then grows to the exact covering scale; the background splash
  /// keeps the brand colour around the hole. The overlay (`style.revealOverlay`) fades as
  /// `style.revealOverlayFade(in:)` says (the session resolves the style for its appearance).
  ///
  /// The default overlay, the logo on the brand colour in the logo's frame, scaled with the
  /// mask, lies in the foreground splash window above the masked app window, never inside it:
  /// the exit's first frame is then exactly the splash's last for any logo (an edge pixel of
  /// alpha `a` stays `bg·(1-a) + a·logo`; inside the app window it became
  /// `bg·(1-a) + a²·logo + a·(1-a)·app`, lightening soft shadows and dimming hairlines), and the
  /// app shows only through the hole as the overlay fades. A colour overlay fills the hole inside
  /// the app window (the mask shapes it: no app shows through it either).
  ///
  /// Bezier `curve`s ease both keyframe segments; a spring eases the overlay only, the segments
  /// then use `easeInEaseOut` (`CAKeyframeAnimation.timingFunctions` take no springs).
  static func reveal(
    _ parts: Parts, duration: Double, curve: TimingCurve, logo: RevealLogo, style: ExitStyle,
    beginTime: Double, startScale: Double
  ) throws -> ExitAnimation {
    let geometry = try revealGeometry(logo, screen: parts.splash.screen)
    let segmentCurve = curve.spring == nil ? curve : .easeInEaseOut
    let track: KeyframeTrack
    do {
      track = try KeyframeTrack(
        values: [startScale, style.revealShrinkScale, geometry.finalScale],
        keyTimes: [0, style.revealShrinkTime, 1], timingFunctions: [segmentCurve, segmentCurve])
    } catch let error as KeyframeTrackError { throw ExitAnimationError.keyframes(error) }
    var start = parts.splash
    let bounds = start.screen.bounds
    let hideAtOnce = beginTime == 0
    for index in start.windows.indices {
      switch start.windows[index].role {
      case .foregroundSplash:
        start.windows[index].layer = revealForeground(
          start.windows[index].layer, logo: logo, anchor: geometry.anchorPoint, style: style,
          hidden: hideAtOnce)
      case .app:
        start.windows[index].layer.mask = Layer(
          id: revealMaskID, frame: logo.frame, anchorPoint: geometry.anchorPoint,
          content: .image(logo.maskImage, logo.contentMode))
        if case .color(let color) = style.revealOverlay {
          start.windows[index].layer.sublayers.append(
            Layer(id: revealOverlayID, frame: bounds, content: .color(color)))
        }
      default:
        break
      }
    }
    let overlayWindow: WindowRole = style.revealOverlay == .logo ? .foregroundSplash : .app
    let timing = AnimationTiming(beginTime: beginTime, duration: duration, fillMode: .forwards)
    var animations = [
      PropertyAnimation(
        target: parts.target(.app, revealMaskID, .scale), curve: .keyframes(track), timing: timing)
    ]
    if style.revealOverlay != .none {
      let fade = try overlayFade(style, curve: segmentCurve)
      animations.append(
        PropertyAnimation(
          target: parts.target(overlayWindow, revealOverlayID, .opacity),
          curve: .keyframes(fade),
          timing: timing))
    }
    if style.revealOverlay == .logo {
      let foreground = start.window(.foregroundSplash)?.layer
      for id in revealOverlayScaledIDs(in: foreground) {
        animations.append(
          PropertyAnimation(
            target: parts.target(.foregroundSplash, id, .scale), curve: .keyframes(track),
            timing: timing))
      }
    }
    if !hideAtOnce {
      let hidden: KeyframeTrack
      do {
        hidden = try KeyframeTrack(values: [0], keyTimes: [0, 1], calculationMode: .discrete)
      } catch let error as KeyframeTrackError { throw ExitAnimationError.keyframes(error) }
      animations.insert(
        PropertyAnimation(
          target: parts.target(.foregroundSplash, revealCoverID, .opacity),
          curve: .keyframes(hidden),
          timing: AnimationTiming(beginTime: beginTime, duration: duration, fillMode: .forwards)),
        at: 0)
    }
    return ExitAnimation(
      name: .reveal, start: start,
      group: AnimationGroup(animations: animations, timing: groupTiming(beginTime + duration)),
      end: parts.end)
  }

  /// The foreground splash window during a reveal: its cover (the root's content and
  /// sublayers, moved into a full-screen `revealCoverID` layer, transparent when `hidden`) over
  /// the logo overlay, which shows once the cover is hidden. The root itself stays opaque, so
  /// the overlay is composed above the masked app window.
  static func revealForeground(
    _ root: Layer, logo: RevealLogo, anchor: Point, style: ExitStyle, hidden: Bool
  ) -> Layer {
    var window = root
    var cover = Layer(
      id: revealCoverID, frame: root.bounds, content: root.content, sublayers: root.sublayers)
    cover.opacity = hidden ? 0 : 1
    window.content = .none
    window.sublayers = [cover]
    guard style.revealOverlay == .logo else { return window }
    // What the splash drew in the logo's frame: the colour under the logo (the brand colour,
    // or in an app's own launch screen the nearest opaque background behind its logo view).
    var image = Layer(
      id: revealOverlayID + ".logo", frame: Rect(size: logo.frame.size),
      content: .image(logo.image, logo.contentMode))
    if logo.contentMode.canDrawOutsideFrame {
      image.mask = Layer(
        id: image.id + LaunchScreenLayout.clipSuffix, frame: image.bounds, content: .color(.white))
    }
    let fill = root.colorBehind(layerWithID: LaunchScreenLayout.logoID)
    guard var picture = root.layer(withID: LaunchScreenLayout.backgroundImageID) else {
      window.sublayers.insert(
        Layer(
          id: revealOverlayID, frame: logo.frame, anchorPoint: anchor, content: fill,
          sublayers: [image]), at: 0)
      return window
    }
    // Over a background image or gradient the picture stays where the splash drew it (the
    // background splash shows it around the hole): only the logo and the square that clips
    // the overlay grow with the hole, so no scaled copy of the picture meets the real one at
    // the square's edge.
    picture.id = revealOverlayID + ".background"
    var overlay = Layer(
      id: revealOverlayID, frame: root.bounds, content: fill,
      sublayers: [
        picture,
        Layer(id: revealOverlayLogoID, frame: logo.frame, anchorPoint: anchor, sublayers: [image]),
      ])
    overlay.mask = Layer(
      id: revealOverlayID + LaunchScreenLayout.clipSuffix, frame: logo.frame, anchorPoint: anchor,
      content: .color(.white))
    window.sublayers.insert(overlay, at: 0)
    return window
  }

  /// The logo of the overlay over a background picture, scaled with the hole.
  static let revealOverlayLogoID = revealOverlayID + ".scaledLogo"

  /// The layers of the foreground splash `window` that grow with the hole: the overlay, or over
  /// a background picture its logo and its clipping square (the picture stays put).
  static func revealOverlayScaledIDs(in window: Layer?) -> [String] {
    window?.layer(withID: revealOverlayLogoID) == nil
      ? [revealOverlayID] : [revealOverlayLogoID, revealOverlayID + LaunchScreenLayout.clipSuffix]
  }

  /// The overlay's opacity over the exit: opaque until the fade starts, gone at its end (the
  /// style's, resolved for light unless the session resolved it for its appearance).
  static func overlayFade(_ style: ExitStyle, curve: TimingCurve) throws -> KeyframeTrack {
    let (start, end) = style.revealOverlayFade(in: .light)
    do {
      return try KeyframeTrack(
        values: [1, 1, 0, 0], keyTimes: [0, start, end, 1],
        timingFunctions: [.linear, curve, .linear])
    } catch let error as KeyframeTrackError { throw ExitAnimationError.keyframes(error) }
  }

  static func revealGeometry(_ logo: RevealLogo, screen: Screen) throws
    -> RevealGeometry
  {
    do {
      return try logo.geometry(screenSize: screen.size)
    } catch let error as RevealGeometry.Error { throw ExitAnimationError.logo(error) }
  }

  /// The logo has beaten (a double pulse per `style.heartbeatPeriod`) for `beaten` seconds;
  /// the reveal runs from there, from the beat's scale at that instant. The beat scales around
  /// the same anchor as the reveal's mask, so the hole opens exactly where the logo was.
  static func heartbeat(
    _ parts: Parts, duration: Double, curve: TimingCurve, logo: RevealLogo?, style: ExitStyle,
    beaten: Double
  ) throws -> ExitAnimation {
    guard beaten.isFinite, beaten >= 0 else { throw ExitAnimationError.invalidTime(beaten) }
    let period = style.heartbeatPeriod
    guard period.isFinite, period > 0 else { throw ExitAnimationError.invalidTime(period) }
    let exitStart = beaten
    guard let logo else { throw ExitAnimationError.missingLogo(.heartbeat) }
    let beat = try heartbeatTrack(style)
    let beats = exitStart / period
    let lastFraction = beats - beats.rounded(.down)
    let startScale = lastFraction == 0 ? beat.value(at: 1) : beat.value(at: lastFraction)
    var exit = try reveal(
      parts, duration: duration, curve: curve, logo: logo, style: style, beginTime: exitStart,
      startScale: startScale)
    if beats > 0 {
      exit.start = try beatingStage(exit.start, parts: parts, logo: logo)
      exit.group.animations.insert(
        beatAnimation(parts, track: beat, period: period, repeatCount: beats), at: 0)
    }
    exit.name = .heartbeat
    return exit
  }

  /// The heartbeat while the splash waits: `splash` with the logo anchored where the reveal's
  /// hole will open, and the beat repeating for as long as it runs. The exit built later with
  /// `beaten` at the time the beat has run continues it without a jump.
  ///
  /// - Throws: `ExitAnimationError` when the splash lacks a window, the logo cannot cut a hole
  ///   or the style's beat is malformed.
  public static func heartbeatWait(
    splash: Stage, logo: RevealLogo, style: ExitStyle = ExitStyle()
  ) throws -> (stage: Stage, beat: AnimationGroup) {
    let parts = try Parts(splash)
    let period = style.heartbeatPeriod
    guard period.isFinite, period > 0 else { throw ExitAnimationError.invalidTime(period) }
    // One beat, in a group that repeats it for good (a finite group over an endless child
    // would have no time to evaluate it at).
    let beat = beatAnimation(
      parts, track: try heartbeatTrack(style), period: period, repeatCount: 0)
    return (
      try beatingStage(splash, parts: parts, logo: logo),
      AnimationGroup(
        animations: [beat], timing: AnimationTiming(duration: period, repeatCount: .infinity))
    )
  }

  private static func heartbeatTrack(_ style: ExitStyle) throws -> KeyframeTrack {
    do {
      return try KeyframeTrack(
        values: style.heartbeatScales, keyTimes: style.heartbeatKeyTimes,
        timingFunctions: Array(
          repeating: .easeInEaseOut, count: max(style.heartbeatScales.count - 1, 0)))
    } catch let error as KeyframeTrackError { throw ExitAnimationError.keyframes(error) }
  }

  private static func beatAnimation(
    _ parts: Parts, track: KeyframeTrack, period: Double, repeatCount: Double
  ) -> PropertyAnimation {
    PropertyAnimation(
      target: parts.target(.foregroundSplash, parts.foregroundLogoID, .scale),
      curve: .keyframes(track), timing: AnimationTiming(duration: period, repeatCount: repeatCount))
  }

  /// `stage` with the replica's logo anchored at the reveal's anchor, so it beats around the
  /// point where the hole opens.
  private static func beatingStage(_ stage: Stage, parts: Parts, logo: RevealLogo) throws -> Stage {
    guard parts.foregroundLogoID == LaunchScreenLayout.logoID else { return stage }
    let anchor = try revealGeometry(logo, screen: parts.splash.screen).anchorPoint
    var stage = stage
    if let index = stage.windows.firstIndex(where: { $0.role == .foregroundSplash }) {
      stage.windows[index].layer.updateLayer(withID: LaunchScreenLayout.logoID) {
        $0.anchorPoint = anchor
      }
    }
    return stage
  }
}
