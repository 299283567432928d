extension ExitAnimations {
  /// Seed 001's reveal, beginning `beginTime` seconds into the exit with the mask at
  /// `startScale`: the foreground splash is hidden by alpha at once, the app window is masked
  /// by the logo, whose mask shrinks to `style.revealShrinkScale` at `style.revealShrinkTime`
  /// and then grows to the exact covering scale, while an overlay on the app fades out; the
  /// background splash keeps the brand colour around the hole.
  ///
  /// Bezier `curve`s ease both keyframe segments; a spring eases the overlay only, the segments
  /// then use `easeInEaseOut` (`CAKeyframeAnimation.timingFunctions` take no springs).
  static func reveal(
    _ parts: Parts, duration: Double, curve: TimingCurve, logo: RevealLogo, style: ExitStyle,
    beginTime: Double, startScale: Double
  ) throws(ExitAnimationError) -> ExitAnimation {
    let geometry = try revealGeometry(logo, screen: parts.splash.screen)
    let segmentCurve = curve.spring == nil ? curve : .easeInEaseOut
    let track: KeyframeTrack
    do {
      track = try KeyframeTrack(
        values: [startScale, style.revealShrinkScale, geometry.finalScale],
        keyTimes: [0, style.revealShrinkTime, 1], timingFunctions: [segmentCurve, segmentCurve])
    } catch { throw .keyframes(error) }
    var start = parts.splash
    let bounds = start.screen.bounds
    let hideAtOnce = beginTime == 0
    for index in start.windows.indices {
      switch start.windows[index].role {
      case .foregroundSplash where hideAtOnce:
        start.windows[index].layer.opacity = 0
      case .app:
        start.windows[index].layer.mask = Layer(
          id: revealMaskID, frame: logo.frame, anchorPoint: geometry.anchorPoint,
          content: .image(logo.image, logo.contentMode))
        start.windows[index].layer.sublayers.append(
          Layer(id: revealOverlayID, frame: bounds, content: .color(style.revealOverlayColor)))
      default:
        break
      }
    }
    var animations = [
      PropertyAnimation(
        target: parts.target(.app, revealMaskID, .scale), curve: .keyframes(track),
        timing: AnimationTiming(beginTime: beginTime, duration: duration, fillMode: .forwards)),
      basic(
        parts.target(.app, revealOverlayID, .opacity), from: 1, to: 0, curve: curve,
        duration: duration, beginTime: beginTime),
    ]
    if !hideAtOnce {
      let hidden: KeyframeTrack
      do {
        hidden = try KeyframeTrack(values: [0], keyTimes: [0, 1], calculationMode: .discrete)
      } catch { throw .keyframes(error) }
      animations.insert(
        PropertyAnimation(
          target: parts.target(.foregroundSplash, parts.foreground.layer.id, .opacity),
          curve: .keyframes(hidden),
          timing: AnimationTiming(beginTime: beginTime, duration: duration, fillMode: .forwards)),
        at: 0)
    }
    return ExitAnimation(
      name: .reveal, start: start,
      group: AnimationGroup(animations: animations, timing: groupTiming(beginTime + duration)),
      end: parts.end)
  }

  static func revealGeometry(_ logo: RevealLogo, screen: Screen) throws(ExitAnimationError)
    -> RevealGeometry
  {
    do {
      return try logo.geometry(screenSize: screen.size)
    } catch { throw .logo(error) }
  }

  /// The logo beats (a double pulse per `style.heartbeatPeriod`) until the app is ready,
  /// rounded up to the end of the current beat, or until `deadline`, whichever is first; then
  /// the reveal runs from the beat's current scale. The beat scales around the same anchor
  /// as the reveal's mask, so the hole opens exactly where the logo was.
  static func heartbeat(
    _ parts: Parts, duration: Double, curve: TimingCurve, reduceMotion: Bool,
    reducedForm: ReducedMotionExit, logo: RevealLogo?, style: ExitStyle, readyAt: Double?,
    deadline: Double
  ) throws(ExitAnimationError) -> ExitAnimation {
    guard deadline.isFinite, deadline >= 0 else { throw .invalidTime(deadline) }
    let period = style.heartbeatPeriod
    guard period.isFinite, period > 0 else { throw .invalidTime(period) }
    var exitStart = deadline
    if let readyAt {
      guard readyAt.isFinite, readyAt >= 0 else { throw .invalidTime(readyAt) }
      exitStart = min((readyAt / period).rounded(.up) * period, deadline)
    }
    if reduceMotion {
      var fade = fade(
        parts, duration: reducedForm == .fade ? duration : 0, curve: curve, beginTime: exitStart)
      fade.name = reducedForm == .fade ? .fade : .none
      return fade
    }
    guard let logo else { throw .missingLogo(.heartbeat) }
    let beat: KeyframeTrack
    do {
      beat = try KeyframeTrack(
        values: style.heartbeatScales, keyTimes: style.heartbeatKeyTimes,
        timingFunctions: Array(
          repeating: .easeInEaseOut, count: max(style.heartbeatScales.count - 1, 0)))
    } catch { throw .keyframes(error) }
    let beats = exitStart / period
    let lastFraction = beats - beats.rounded(.down)
    let startScale = lastFraction == 0 ? beat.value(at: 1) : beat.value(at: lastFraction)
    var exit = try reveal(
      parts, duration: duration, curve: curve, logo: logo, style: style, beginTime: exitStart,
      startScale: startScale)
    let logoID = parts.foregroundLogoID
    if beats > 0 {
      let anchor = try revealGeometry(logo, screen: parts.splash.screen).anchorPoint
      if let index = exit.start.windows.firstIndex(where: { $0.role == .foregroundSplash }),
        logoID == LaunchScreenLayout.logoID
      {
        exit.start.windows[index].layer.updateLayer(withID: logoID) { $0.anchorPoint = anchor }
      }
      exit.group.animations.insert(
        PropertyAnimation(
          target: parts.target(.foregroundSplash, logoID, .scale), curve: .keyframes(beat),
          timing: AnimationTiming(duration: period, repeatCount: beats)),
        at: 0)
    }
    exit.name = .heartbeat
    return exit
  }
}
