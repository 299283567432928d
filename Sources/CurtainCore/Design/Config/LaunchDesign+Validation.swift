extension LaunchDesign {
  /// Every problem with the design's values, each with its key path; empty when the design is
  /// valid.
  ///
  /// Checks every number against its ``DesignBound`` (sizes, offsets and margins in points,
  /// waits and durations in seconds, spring and Bezier values; the deadline may also be
  /// ``noDeadline``), that `minimumDisplay` is less than the deadline, background colours are
  /// opaque (the splash must cover the screen), image and video paths are not empty, Bezier
  /// control points have x in 0...1, and the exit style's fractions are in 0...1 with the
  /// overlay's fade ending after it starts and its heartbeat keyframes well formed, and the
  /// loading indicator's times in range and its messages not blank. The one check
  /// for configs, generated runtime resources and designs made in code.
  public func validationIssues() -> [DesignIssue] {
    var check = DesignValidator()
    check.notEmpty(name, "name")
    let opaque = "must be opaque (alpha 1): the splash has to cover the screen"
    let colorKey = backgroundImage == nil ? "background" : "background.color"
    if background.light == background.dark {
      check.require(background.light.alpha >= 1, colorKey, opaque)
    } else {
      check.require(background.light.alpha >= 1, colorKey + ".light", opaque)
      check.require(background.dark.alpha >= 1, colorKey + ".dark", opaque)
    }
    if case .image(let image) = backgroundImage?.source {
      check.image(image, "background.image")
    }
    check.image(logo.image, "logo.image")
    if let padSize = logo.padSize {
      check.size(logo.size, "logo.size.phone")
      check.size(padSize, "logo.size.pad")
    } else {
      check.size(logo.size, "logo.size")
    }
    if let padImage = logo.padImage { check.image(padImage, "logo.padImage") }
    check.bound(logo.offset.x, .offset, "logo.offset.x")
    check.bound(logo.offset.y, .offset, "logo.offset.y")
    if let branding {
      check.image(branding.image, "branding.image")
      check.size(branding.size, "branding.size")
      check.bound(branding.bottomMargin, .margin, "branding.bottomMargin")
    }
    if let poster = launchScreen.poster { check.image(poster, "launchScreen.poster") }
    if let video {
      check.notEmpty(video.file, "video.file")
      if let poster = video.poster { check.notEmpty(poster, "video.poster") }
      check.bound(video.maxDuration, .wait, "video.maxDuration")
      check.require(
        !video.appearances.isEmpty, "video.appearances",
        "must name at least one appearance (light, dark); leave it out for both")
      check.require(
        !video.orientations.isEmpty, "video.orientations",
        "must name at least one orientation (portrait, landscape); leave it out for both")
      check.variants(of: video)
      check.placement(of: video)
    }
    let deadlineIsValid =
      deadline == Self.noDeadline || check.bound(deadline, .wait, "deadline")
    if check.bound(minimumDisplay, .minimumDisplay, "minimumDisplay"), deadlineIsValid {
      check.require(
        minimumDisplay < deadline, "minimumDisplay",
        "must be less than deadline (\(DesignBound.text(deadline)))")
    }
    check.bound(exit.duration, .exitDuration, "exit.duration")
    check.curve(exit.curve, DesignKeyPath(dotted: "exit.curve"))
    check.style(exit.style, "exit.style")
    if let loadingIndicator { check.indicator(loadingIndicator, "loadingIndicator") }
    return check.issues
  }

  /// Checks the design as a config file is checked (`validationIssues()`), for designs made in
  /// code: `LaunchSession` calls it before anything is drawn.
  ///
  /// - Throws: `InvalidLaunchDesign` listing every issue.
  public func validate() throws(InvalidLaunchDesign) {
    let issues = validationIssues()
    guard issues.isEmpty else { throw InvalidLaunchDesign(issues: issues) }
  }
}

/// A design with values out of range, each issue naming its key path.
public struct InvalidLaunchDesign: Error, Hashable, Sendable, CustomStringConvertible {
  /// The issues, in the order found.
  public var issues: [DesignIssue]

  /// "launch design: deadline: must be > 0; ..." naming every issue.
  public var description: String {
    "launch design: " + issues.map(\.description).joined(separator: "; ")
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

  /// A centred video has its point size (`video.size`), in range; a filled one has none (it
  /// would change nothing).
  mutating func placement(of video: VideoDesign) {
    placement(video.placement, size: video.size, at: DesignKeyPath(dotted: "video"))
    for (index, variant) in video.variants.enumerated()
    where variant.placement != nil || variant.size != nil {
      let drawing = variant.drawing(in: video)
      placement(
        drawing.placement, size: drawing.size,
        at: DesignKeyPath(dotted: "video.variants").appending(index: index))
    }
  }

  /// The placement check for the video or one variant (`path`: `video`, `video.variants[1]`).
  mutating func placement(_ placement: VideoPlacement, size: Size?, at path: DesignKeyPath) {
    switch placement {
    case .center:
      guard let size else {
        require(
          false, path.appending("size"),
          "is required with placement: center: the video's size in points (its pixel size "
            + "divided by the scale it was drawn at, e.g. 780x1688 px at 2x is "
            + "{width: 390, height: 844})")
        return
      }
      bound(size.width, .size, path.appending("size").appending("width"))
      bound(size.height, .size, path.appending("size").appending("height"))
    case .fill:
      require(
        size == nil, path.appending("size"),
        "is only used with placement: center (a filled video covers the screen)")
    }
  }

  /// Each of `video.variants` names a shape (an idiom or an orientation), a file, a shape no
  /// earlier variant names, and an orientation the video plays in.
  mutating func variants(of video: VideoDesign) {
    for (index, variant) in video.variants.enumerated() {
      let path = DesignKeyPath(dotted: "video.variants").appending(index: index)
      require(!variant.file.isEmpty, path.appending("file"), "must not be empty")
      if let poster = variant.poster {
        require(!poster.isEmpty, path.appending("poster"), "must not be empty")
      }
      guard variant.idiom != nil || variant.orientation != nil else {
        require(
          false, path,
          "must name an idiom (phone, pad) or an orientation (portrait, landscape): the video "
            + "for every other screen is video.file")
        continue
      }
      if let earlier = video.variants[..<index].firstIndex(where: {
        $0.idiom == variant.idiom && $0.orientation == variant.orientation
      }) {
        require(
          false, path,
          "is for the same screens \(variant.shape) as video.variants[\(earlier)]: keep one")
      }
      if let orientation = variant.orientation {
        require(
          video.orientations.contains(orientation), path.appending("orientation"),
          "never plays: video.orientations does not include \(orientation.rawValue)")
      }
    }
  }

  /// Records `bound`'s problem with `value` at `path`, if any; returns whether it is in range.
  @discardableResult
  mutating func bound(_ value: Double, _ bound: DesignBound, _ path: DesignKeyPath) -> Bool {
    guard let problem = bound.problem(with: value) else { return true }
    issues.append(DesignIssue(at: path, problem))
    return false
  }

  @discardableResult
  mutating func bound(_ value: Double, _ bound: DesignBound, _ path: String) -> Bool {
    self.bound(value, bound, DesignKeyPath(dotted: path))
  }

  mutating func size(_ size: Size, _ path: String) {
    bound(size.width, .size, path + ".width")
    bound(size.height, .size, path + ".height")
  }

  mutating func image(_ image: AppearanceImage, _ path: String) {
    if image.dark == nil {
      notEmpty(image.light, path)
    } else {
      notEmpty(image.light, path + ".light")
      if let dark = image.dark { notEmpty(dark, path + ".dark") }
    }
  }

  mutating func style(_ style: ExitStyle, _ path: String) {
    bound(style.revealShrinkScale, .styleScale, path + ".shrinkScale")
    bound(style.revealShrinkTime, .fraction, path + ".shrinkTime")
    if let start = style.revealOverlayFadeStart {
      bound(start, .fraction, path + ".overlayFadeStart")
    }
    // Light's fade starts no earlier than dark's and ends no later when set: checked in light.
    if let end = style.revealOverlayFadeEnd, bound(end, .fraction, path + ".overlayFadeEnd"),
      (0...1).contains(style.resolvedRevealOverlayFadeStart)
    {
      require(
        end >= style.resolvedRevealOverlayFadeStart,
        path + ".overlayFadeEnd",
        "must be >= overlayFadeStart (\(DesignBound.text(style.resolvedRevealOverlayFadeStart)))")
    }
    bound(style.zoomScale, .styleScale, path + ".zoomScale")
    bound(style.heartbeatPeriod, .beat, path + ".heartbeatPeriod")
    let scales = DesignKeyPath(dotted: path + ".heartbeatScales")
    require(!style.heartbeatScales.isEmpty, scales, "must not be empty")
    for (index, scale) in style.heartbeatScales.enumerated() {
      bound(scale, .styleScale, scales.appending(index: index))
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

  mutating func indicator(_ policy: LoadingIndicatorPolicy, _ path: String) {
    bound(policy.graceTime, .indicatorTime, path + ".graceTime")
    bound(policy.minimumShowTime, .indicatorTime, path + ".minimumShowTime")
    bound(policy.shortWaitThreshold, .indicatorTime, path + ".shortWaitThreshold")
    let messages = DesignKeyPath(dotted: path + ".messages")
    for (index, message) in policy.messages.enumerated() {
      require(
        message.contains { !$0.isWhitespace }, messages.appending(index: index),
        "must not be empty (leave the message out)")
    }
    bound(policy.readingTime.baseSeconds, .readingBase, path + ".readingTime.baseSeconds")
    bound(policy.readingTime.secondsPerWord, .readingPerWord, path + ".readingTime.secondsPerWord")
  }

  mutating func curve(_ curve: TimingCurve, _ path: DesignKeyPath) {
    switch curve {
    case .cubicBezier(let x1, let y1, let x2, let y2):
      let bezier = path.appending("cubicBezier")
      for (index, value) in [x1, y1, x2, y2].enumerated() {
        let element = bezier.appending(index: index)
        if index % 2 == 1 {
          bound(value, .bezierY, element)
        } else if require(value.isFinite, element, "must be a finite number") {
          require(
            (0...1).contains(value), element,
            "x\(index / 2 + 1) must be in 0...1 (a timing curve cannot go back in time)")
        }
      }
    case .spring(let mass, let stiffness, let damping, let initialVelocity):
      let spring = path.appending("spring")
      bound(mass, .springValue, spring.appending("mass"))
      bound(stiffness, .springValue, spring.appending("stiffness"))
      bound(damping, .springValue, spring.appending("damping"))
      bound(initialVelocity, .springVelocity, spring.appending("initialVelocity"))
    case .linear, .easeIn, .easeOut, .easeInEaseOut, .default:
      break
    }
  }
}
