extension LaunchDesign {
  /// Every problem with the design's values, each with its key path; empty when the design is
  /// valid.
  ///
  /// Checks that sizes are > 0, the deadline is > 0, `minimumDisplay` is ≥ 0 and less than the
  /// deadline, durations are ≥ 0 (the video's > 0), margins are ≥ 0, background colours are
  /// opaque (the splash must cover the screen), image and video paths are not empty, Bezier
  /// control points have x in 0...1, spring values are > 0, the exit style's fractions are in
  /// 0...1 with the overlay's fade ending after it starts and its heartbeat keyframes well formed,
  /// and every number is finite.
  public func validationIssues() -> [DesignIssue] {
    var check = DesignValidator()
    check.notEmpty(name, "name")
    let opaque = "must be opaque (alpha 1): the splash has to cover the screen"
    if background.light == background.dark {
      check.require(background.light.alpha >= 1, "background", opaque)
    } else {
      check.require(background.light.alpha >= 1, "background.light", opaque)
      check.require(background.dark.alpha >= 1, "background.dark", opaque)
    }
    check.image(logo.image, "logo.image")
    check.size(logo.size, "logo.size")
    check.finite(logo.offset.x, "logo.offset.x")
    check.finite(logo.offset.y, "logo.offset.y")
    if let branding {
      check.image(branding.image, "branding.image")
      check.size(branding.size, "branding.size")
      check.atLeastZero(branding.bottomMargin, "branding.bottomMargin")
    }
    if let poster = launchScreen.poster { check.image(poster, "launchScreen.poster") }
    if let video {
      check.notEmpty(video.file, "video.file")
      if let poster = video.poster { check.notEmpty(poster, "video.poster") }
      check.positive(video.maxDuration, "video.maxDuration")
    }
    check.positive(deadline, "deadline")
    if check.atLeastZero(minimumDisplay, "minimumDisplay"), deadline.isFinite, deadline > 0 {
      check.require(
        minimumDisplay < deadline, "minimumDisplay",
        "must be less than deadline (\(deadline.formatted))")
    }
    check.atLeastZero(exit.duration, "exit.duration")
    check.curve(exit.curve, DesignKeyPath(dotted: "exit.curve"))
    check.style(exit.style, "exit.style")
    return check.issues
  }
}

/// Collects validation problems.
private struct DesignValidator {
  var issues: [DesignIssue] = []

  /// Records `message` at `path` unless `condition` holds; returns `condition`.
  @discardableResult
  mutating func require(_ condition: Bool, _ path: String, _ message: String) -> Bool {
    require(condition, DesignKeyPath(dotted: path), message)
  }

  @discardableResult
  mutating func require(_ condition: Bool, _ path: DesignKeyPath, _ message: String) -> Bool {
    if !condition { issues.append(DesignIssue(at: path, message)) }
    return condition
  }

  mutating func notEmpty(_ text: String, _ path: String) {
    require(!text.isEmpty, path, "must not be empty")
  }

  @discardableResult
  mutating func finite(_ value: Double, _ path: String) -> Bool {
    require(value.isFinite, path, "must be a finite number")
  }

  @discardableResult
  mutating func positive(_ value: Double, _ path: DesignKeyPath) -> Bool {
    guard require(value.isFinite, path, "must be a finite number") else { return false }
    return require(value > 0, path, "must be > 0")
  }

  @discardableResult
  mutating func positive(_ value: Double, _ path: String) -> Bool {
    positive(value, DesignKeyPath(dotted: path))
  }

  @discardableResult
  mutating func atLeastZero(_ value: Double, _ path: String) -> Bool {
    guard finite(value, path) else { return false }
    return require(value >= 0, path, "must be >= 0")
  }

  mutating func size(_ size: Size, _ path: String) {
    positive(size.width, path + ".width")
    positive(size.height, path + ".height")
  }

  mutating func image(_ image: AppearanceImage, _ path: String) {
    if image.dark == nil {
      notEmpty(image.light, path)
    } else {
      notEmpty(image.light, path + ".light")
      if let dark = image.dark { notEmpty(dark, path + ".dark") }
    }
  }

  @discardableResult
  mutating func fraction(_ value: Double, _ path: String) -> Bool {
    guard finite(value, path) else { return false }
    return require((0...1).contains(value), path, "must be in 0...1 (a fraction of the exit)")
  }

  mutating func style(_ style: ExitStyle, _ path: String) {
    positive(style.revealShrinkScale, path + ".shrinkScale")
    fraction(style.revealShrinkTime, path + ".shrinkTime")
    if let start = style.revealOverlayFadeStart { fraction(start, path + ".overlayFadeStart") }
    if fraction(style.revealOverlayFadeEnd, path + ".overlayFadeEnd"),
      (0...1).contains(style.resolvedRevealOverlayFadeStart)
    {
      require(
        style.revealOverlayFadeEnd >= style.resolvedRevealOverlayFadeStart,
        path + ".overlayFadeEnd",
        "must be >= overlayFadeStart (\(style.resolvedRevealOverlayFadeStart.formatted))")
    }
    positive(style.zoomScale, path + ".zoomScale")
    positive(style.heartbeatPeriod, path + ".heartbeatPeriod")
    let scales = DesignKeyPath(dotted: path + ".heartbeatScales")
    require(!style.heartbeatScales.isEmpty, scales, "must not be empty")
    for (index, scale) in style.heartbeatScales.enumerated() {
      positive(scale, scales.appending(index: index))
    }
    let times = DesignKeyPath(dotted: path + ".heartbeatKeyTimes")
    let keyTimes = style.heartbeatKeyTimes
    guard
      require(
        keyTimes.count == style.heartbeatScales.count, times,
        "must have one key time per scale (\(style.heartbeatScales.count))")
    else { return }
    for (index, time) in keyTimes.enumerated() {
      guard
        require(
          time.isFinite && (0...1).contains(time), times.appending(index: index),
          "must be in 0...1")
      else { continue }
      if index > 0 {
        require(
          time >= keyTimes[index - 1], times.appending(index: index),
          "must not be smaller than the key time before it")
      }
    }
    if let first = keyTimes.first, let last = keyTimes.last {
      require(first == 0 && last == 1, times, "must start at 0 and end at 1")
    }
  }

  mutating func curve(_ curve: TimingCurve, _ path: DesignKeyPath) {
    switch curve {
    case .cubicBezier(let x1, let y1, let x2, let y2):
      let bezier = path.appending("cubicBezier")
      for (index, value) in [x1, y1, x2, y2].enumerated() {
        guard require(value.isFinite, bezier.appending(index: index), "must be a finite number"),
          index % 2 == 0
        else { continue }
        require(
          (0...1).contains(value), bezier.appending(index: index),
          "x\(index / 2 + 1) must be in 0...1 (a timing curve cannot go back in time)")
      }
    case .spring(let mass, let stiffness, let damping, let initialVelocity):
      let spring = path.appending("spring")
      positive(mass, spring.appending("mass"))
      positive(stiffness, spring.appending("stiffness"))
      positive(damping, spring.appending("damping"))
      require(
        initialVelocity.isFinite, spring.appending("initialVelocity"), "must be a finite number")
    case .linear, .easeIn, .easeOut, .easeInEaseOut, .default:
      break
    }
  }
}

extension Double {
  /// The number without a trailing `.0` (`6`, `0.5`), for messages.
  fileprivate var formatted: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
